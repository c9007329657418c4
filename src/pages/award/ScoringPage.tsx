import { HomeIndexPanel } from '../../shared/AverageIndexPanel';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import { getActiveYear } from '../../providers/session';
import {
  fetchBoard,
  fetchConflicts,
  fetchSheet,
  submitSheet,
  type AwardFilter,
  type BoardRow,
  type Jenis,
  type SheetDetail,
} from './api';
import { scoreColumns } from './scoreColumns';
import { pageOf, score, useAct, useAwardFilters } from './shared';

const JENIS: Jenis[] = ['presentasi', 'validasi'];

/**
 * presentasi-dan-validasi-lapangan (issue 25 item 4): the nominees with the means of the
 * assessors who submitted, and the scoring form of one nominee. tim.penilai lands here.
 */
export function ScoringPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`award.${key}`, args);
  const [open, setOpen] = useState<BoardRow | null>(null);
  const table = useDataTable<BoardRow, AwardFilter>({
    queryKey: ['award', 'board'],
    filter: { tahun: getActiveYear(), klaster: '' },
    fetch: async (params) => pageOf((await fetchBoard(params.filter)).data, params),
  });
  const { tahun } = table.params.filter;
  const conflicts = useQuery({
    queryKey: ['award', 'konflik', tahun],
    queryFn: () => fetchConflicts(tahun),
  });
  const right = { align: 'right' as const };
  return (
    <DataTablePage
      table={table}
      title={t('screens.presentasi-dan-validasi-lapangan')}
      intro={t('intro.presentasi-dan-validasi-lapangan', { tahun })}
      rowKey={(r) => r.profil_id}
      filters={useAwardFilters()}
      columns={[
        { id: 'klaster', label: t('columns.klaster'), render: (r) => r.klaster },
        { id: 'nama', label: t('columns.daerah'), render: (r) => r.nama, card: 'title' },
        ...scoreColumns<BoardRow>(t),
        {
          id: 'penilai',
          label: t('columns.penilai'),
          render: (r) => `${r.penilai_selesai}/${r.penilai_total}`,
          ...right,
        },
        {
          id: 'aksi',
          label: '',
          card: 'actions',
          render: (r) => (
            <Button size="small" variant="outlined" onClick={() => setOpen(r)}>
              {r.konflik ? t('nilai.lihat') : t('nilai.buka')}
            </Button>
          ),
        },
      ]}
      summary={
        <>
          <HomeIndexPanel screen="presentasi-dan-validasi-lapangan" />
          {(conflicts.data?.data.length ?? 0) > 0 && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {t('nilai.konflik_daftar')}:{' '}
              {conflicts.data!.data.map((c) => `${c.penilai} – ${c.nama}`).join('; ')}
            </Alert>
          )}
        </>
      }
      empty={t('kosong')}
      failed={t('gagal')}
    >
      {open && <ScoringDialog row={open} tahun={tahun} onClose={() => setOpen(null)} />}
    </DataTablePage>
  );
}

/** One nominee's sheets: the caller's form per assessment, the others' once allowed. */
export function ScoringDialog(props: { row: BoardRow; tahun: number; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`award.${key}`, args);
  const detail = useQuery({
    queryKey: ['award', 'sheet', props.row.profil_id, props.tahun],
    queryFn: () => fetchSheet(props.row.profil_id, props.tahun),
  });
  const d = detail.data;
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('nilai.judul', { nama: props.row.nama })}</DialogTitle>
      <DialogContent>
        {d && (
          <Stack sx={{ gap: 3 }}>
            {d.konflik && <Alert severity="warning">{t('nilai.konflik')}</Alert>}
            {!d.penilai && <Alert severity="info">{t('nilai.bukan_penilai')}</Alert>}
            {d.terbit && <Alert severity="info">{t('nilai.terbit')}</Alert>}
            {JENIS.map((jenis) => (
              <SheetForm key={jenis} jenis={jenis} detail={d} tahun={props.tahun} />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('batal')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function SheetForm(props: { jenis: Jenis; detail: SheetDetail; tahun: number }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`award.${key}`, args);
  const act = useAct();
  const queryClient = useQueryClient();
  const { jenis, detail } = props;
  const criteria = detail.kriteria[jenis];
  const mine = detail.milik_saya[jenis];
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries((mine?.nilai ?? []).map((n) => [n.indikator_id, String(n.skor)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editable = detail.penilai && !detail.konflik && !detail.terbit && detail.nominasi;
  const others = detail.penilai_lain.filter((o) => o.jenis === jenis);
  const label = t(`nilai.${jenis}`);

  async function send() {
    setErrors({});
    const ok = await act(async () => {
      try {
        return await submitSheet(detail.profil_id, {
          tahun: props.tahun,
          jenis,
          nilai: criteria.map((c) => ({
            indikator_id: c.id,
            skor: values[c.id] === undefined || values[c.id] === '' ? NaN : Number(values[c.id]),
          })),
        });
      } catch (e) {
        const body = (e as { body?: { errors?: Record<string, string> } }).body;
        if (body?.errors) setErrors(body.errors);
        throw e;
      }
    });
    if (ok) await queryClient.invalidateQueries({ queryKey: ['award'] });
  }

  return (
    <Stack component="section" aria-label={label} sx={{ gap: 1.5 }}>
      <Typography variant="h6">{label}</Typography>
      {criteria.map((c) => (
        <TextField
          key={c.id}
          type="number"
          label={`${c.no_urut}. ${c.indikator} (${t('nilai.bobot', { bobot: c.bobot })})`}
          value={values[c.id] ?? ''}
          onChange={(e) => setValues((v) => ({ ...v, [c.id]: e.target.value }))}
          disabled={!editable}
          error={!!errors[String(c.id)]}
          helperText={errors[String(c.id)] ?? t('nilai.rentang')}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 0.01 } }}
        />
      ))}
      {mine && <Typography>{t('nilai.skor_saya', { skor: score(mine.skor) })}</Typography>}
      {editable && (
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => void send()}>
          {t('nilai.kirim', { jenis: label })}
        </Button>
      )}
      <Typography variant="subtitle2">{t('nilai.penilai_lain')}</Typography>
      {detail.penilai && !mine ? (
        <Typography variant="body2">{t('nilai.belum_lain')}</Typography>
      ) : (
        others.map((o) => (
          <Typography key={o.penilai} variant="body2">
            {o.penilai}: {score(o.skor)}
          </Typography>
        ))
      )}
    </Stack>
  );
}
