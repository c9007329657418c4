import DownloadIcon from '@mui/icons-material/Download';
import { Button, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import { similarityApi, type SimilarityReportRow } from '../../providers/similarityApi';
import { saveStreamedFile } from '../../providers/upload';
import { periodYears } from '../../shared/periodYears';
import { usePeriod } from '../../shared/usePeriod';

interface Filter {
  tahun: string;
  jenis: string;
  min_skor: string;
}

const KINDS = ['teks', 'identik', 'mirip'] as const;
const STRENGTHS = ['0.6', '0.7', '0.8', '0.9', '1'];

/**
 * Issue 38 item 5: every flagged pair of the year in the account's reach, with filters by kind
 * and strength, each row opening the review screen, and the Excel and PDF of the same filters.
 */
export function KemiripanPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const active = usePeriod();
  const [busy, setBusy] = useState(false);
  const table = useDataTable<SimilarityReportRow, Filter>({
    queryKey: ['laporan-kemiripan'],
    filter: { tahun: String(active), jenis: '', min_skor: '' },
    fetch: ({ filter, page, perPage }) =>
      similarityApi.report({
        tahun: filter.tahun ? Number(filter.tahun) : undefined,
        jenis: filter.jenis,
        min_skor: filter.min_skor,
        page,
        per_page: perPage,
      }),
  });
  const f: Filter = table.params.filter;
  const download = async (format: 'excel' | 'pdf') => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(f)) if (v) q.set(k, v);
    setBusy(true);
    try {
      await saveStreamedFile(
        `/api/laporan/kemiripan/download-${format}?${q.toString()}`,
        `laporan-kemiripan.${format === 'excel' ? 'xlsx' : 'pdf'}`,
        () => undefined,
      );
    } catch {
      notify('kemiripan.unduh_gagal', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const kind = (k: string) => translate(`kemiripan.jenis_${k}`);
  return (
    <DataTablePage
      table={table}
      title={translate('kemiripan.title')}
      intro={translate('kemiripan.intro')}
      filters={[
        {
          kind: 'select',
          source: 'tahun',
          label: translate('kemiripan.tahun'),
          choices: periodYears().map((y) => ({ value: String(y), label: String(y) })),
          width: 140,
        },
        {
          kind: 'select',
          source: 'jenis',
          label: translate('kemiripan.jenis'),
          choices: [
            { value: '', label: translate('kemiripan.semua') },
            ...KINDS.map((k) => ({ value: k, label: kind(k) })),
          ],
          width: 180,
        },
        {
          kind: 'select',
          source: 'min_skor',
          label: translate('kemiripan.kekuatan'),
          choices: [
            { value: '', label: translate('kemiripan.semua') },
            ...STRENGTHS.map((s) => ({ value: s, label: `≥ ${Number(s) * 100}%` })),
          ],
          width: 160,
        },
      ]}
      toolbar={
        <Stack direction="row" sx={{ gap: 1 }}>
          {(['excel', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={busy}
              onClick={() => void download(format)}
            >
              {format === 'excel' ? 'Excel' : 'PDF'}
            </Button>
          ))}
        </Stack>
      }
      columns={[
        {
          id: 'inovasi',
          label: translate('kemiripan.col_inovasi'),
          render: (r) => r.nama_inovasi,
          maxWidth: 260,
        },
        { id: 'daerah', label: translate('kemiripan.col_daerah'), render: (r) => r.nama_daerah },
        {
          id: 'lawan',
          label: translate('kemiripan.col_lawan'),
          render: (r) => r.lawan_nama_inovasi,
          maxWidth: 260,
        },
        {
          id: 'lawan_daerah',
          label: translate('kemiripan.col_lawan_daerah'),
          render: (r) => (r.lawan_nama_daerah ? `${r.lawan_nama_daerah} (${r.lawan_tahun})` : '—'),
        },
        {
          id: 'jenis',
          label: translate('kemiripan.col_jenis'),
          render: (r) => <Chip size="small" color="warning" label={kind(r.jenis)} />,
        },
        {
          id: 'berkas',
          label: translate('kemiripan.col_berkas'),
          render: (r) => r.nama_berkas ?? '—',
          maxWidth: 200,
        },
        {
          id: 'skor',
          label: translate('kemiripan.col_skor'),
          render: (r) => `${Math.round(r.skor * 100)}%`,
          align: 'right',
        },
        {
          id: 'aksi',
          label: '',
          card: 'actions',
          render: (r) => (
            <Button
              size="small"
              component={RouterLink}
              to={`/dashboard/inovasi-review/${r.inovasi_id}`}
            >
              {translate('kemiripan.open')}
            </Button>
          ),
        },
      ]}
      empty={translate('kemiripan.empty')}
      failed={translate('kemiripan.failed')}
    />
  );
}
