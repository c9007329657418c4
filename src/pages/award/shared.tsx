import { TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { formatNumber } from '../../../domain/format';
import type { FilterField, ListPage, ListParams } from '../../admin/dataTable/types';
import { apiFetch } from '../../providers/httpClient';
import { failureReason } from '../../shared/failureReason';
import { periodYears } from '../../shared/periodYears';
import type { AwardFilter } from './api';

/** A score with two decimals, a dash when hidden or absent. */
export const score = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : formatNumber(v, 'score');

/** The award lists answer every row of a year: searched and paged here. */
export function pageOf<Row extends { nama?: string; pemda?: string }>(
  rows: readonly Row[],
  params: ListParams<AwardFilter>,
): ListPage<Row> {
  const q = params.search.toLowerCase();
  const found = q ? rows.filter((r) => (r.nama ?? r.pemda ?? '').toLowerCase().includes(q)) : rows;
  const start = params.page * params.perPage;
  return { data: found.slice(start, start + params.perPage), total: found.length };
}

export function useClusters() {
  return useQuery({
    queryKey: ['klaster-lookup'],
    queryFn: async () =>
      (await apiFetch<{ id: number; klaster: string }[]>('/crud/iga_klaster/lookup')).data,
    staleTime: 300_000,
  });
}

/** The year and cluster selects and the search box every award list has. */
export function useAwardFilters(): FilterField<AwardFilter>[] {
  const translate = useTranslate();
  const clusters = useClusters();
  return [
    {
      kind: 'select',
      source: 'tahun',
      label: translate('award.tahun'),
      choices: periodYears().map((y) => ({ value: y, label: y })),
      width: 140,
    },
    {
      kind: 'select',
      source: 'klaster',
      label: translate('award.klaster'),
      choices: [
        { value: '', label: translate('award.semua_klaster') },
        ...(clusters.data ?? []).map((k) => ({ value: String(k.id), label: k.klaster })),
      ],
      width: 200,
    },
    { kind: 'search', label: translate('ra.action.search') },
  ];
}

/** Runs a change, notifying its message or its refusal. */
export function useAct() {
  const notify = useNotify();
  const translate = useTranslate();
  return async (work: () => Promise<{ message?: string }>): Promise<boolean> => {
    try {
      const out = await work();
      if (out.message) notify(out.message, { type: 'success' });
      return true;
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      notify(reason, { type: 'error', messageArgs: { _: reason } });
      return false;
    }
  };
}

/** The required reason of an award decision (a nomination, a new publication, a revision). */
export function ReasonField(props: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('award.alasan')}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      required
      multiline
      minRows={2}
    />
  );
}
