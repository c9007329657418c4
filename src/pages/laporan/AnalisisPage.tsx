import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatNumber } from '../../../domain/format';
import { ratedMean } from '../../../domain/indexMean';
import { LoadingText } from '../../admin/LoadingText';
import { getActiveYear } from '../../providers/session';
import { periodYears } from '../../shared/periodYears';
import { ReportTable, type ReportColumn } from '../../shared/ReportTable';
import { ReportDownloads } from './ReportDownloads';
import { fetchAnalisis, type Analisis } from './api';
import { PredicateTabs, tabChoices, tabOf } from './predicateTabs';

const SelfVerifiedChart = lazy(() =>
  import('../../shared/PerYearChart').then((m) => ({ default: m.SelfVerifiedChart })),
);
const HistogramChart = lazy(() =>
  import('../../shared/PerYearChart').then((m) => ({ default: m.HistogramChart })),
);
const TrendChart = lazy(() =>
  import('../../shared/PerYearChart').then((m) => ({ default: m.TrendChart })),
);

const score = (v: number) => formatNumber(v, 'score');
const count = (v: number) => formatNumber(v, 'count');
/** A signed gap: "+12,50", "−3,25". */
const signed = (v: number) => (v > 0 ? `+${score(v)}` : v < 0 ? `−${score(-v)}` : score(0));

/** The most trend rows shown at once (the search narrows them). */
const TREND_ROWS = 50;

interface Column<R> {
  head: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

/** The report's unpaged table, its columns in this page's short form. */
function FigureTable<R>(props: {
  caption: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  rowKey: (row: R) => string | number;
}) {
  const columns = props.columns.map((c): ReportColumn<R> => ({
    id: c.head,
    label: c.head,
    render: c.cell,
    align: c.numeric ? 'right' : 'left',
  }));
  return <ReportTable {...props} columns={columns} />;
}

function Part({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <Card component="section">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A chart (recharts, loaded when shown; hidden from assistive technology) with the same figures
 * as a table behind "Lihat tabel".
 */
function ChartWithTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <>
      <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
        <Suspense fallback={<LoadingText />}>{chart}</Suspense>
      </Box>
      <Button
        size="small"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={tableId}
      >
        {translate(open ? 'laporan.analisis.lihat_grafik' : 'laporan.analisis.lihat_tabel')}
      </Button>
      <Box id={tableId} hidden={!open}>
        {open && table}
      </Box>
    </>
  );
}

/** The mean self index of each period over the regions rated in it (the one mean, issue 35). */
function meanPerPeriod(tren: Analisis['tren']) {
  const periods = tren[0]?.per_tahun.map((p) => p.tahun) ?? [];
  return periods.map((tahun, i) => ({
    tahun,
    indeks: ratedMean(tren, (r) => r.per_tahun[i]!.indeks).rata_rata,
  }));
}

/**
 * The analysis report (spec 2 "analisis", issue 24 item 4): self assessment against
 * verification per variable, the spread of indices, the 20 largest gaps and the year-on-year
 * trend per region. The predicate tabs (issue 37 item 6) keep the regions of a tab in every
 * part, chart and download. The year, the tab and the trend's search live in the URL.
 */
export function AnalisisPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`laporan.analisis.${key}`, args);
  const [params, setParams] = useSearchParams();
  const tahun = Number(params.get('tahun')) || getActiveYear();
  const cari = params.get('cari') ?? '';
  const tab = tabOf(params.get('tab'));
  const setParam = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const query = useQuery({
    queryKey: ['laporan-analisis', tahun, tab],
    queryFn: () => fetchAnalisis(tahun, tab),
    // The tab strip keeps its counts while another tab loads.
    placeholderData: (previous) => previous,
  });
  const data = query.isPlaceholderData ? undefined : query.data?.data;
  const ringkasan = query.data?.ringkasan;
  const title = translate('laporan.screens.analisis');
  const k = (key: string) => t(`kolom.${key}`);

  const periods = data?.tren[0]?.per_tahun.map((p) => p.tahun) ?? [];
  const needle = cari.trim().toLowerCase();
  const trenRows = (data?.tren ?? []).filter((r) => r.nama.toLowerCase().includes(needle));
  const change = (r: Analisis['tren'][number]) => {
    const n = r.per_tahun.length;
    return n < 2 ? null : r.per_tahun[n - 1]!.indeks - r.per_tahun[n - 2]!.indeks;
  };

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{t('intro', { tahun })}</Typography>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate('laporan.tahun')}
          value={String(tahun)}
          onChange={(e) => setParam('tahun', e.target.value)}
          sx={{ width: 140 }}
        >
          {periodYears().map((y) => (
            <MenuItem key={y} value={String(y)}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <ReportDownloads
          path="/laporan/analisis"
          fileName={`${title} ${tahun}`}
          query={{ tahun, tab }}
        />
      </Stack>
      <PredicateTabs
        value={tab}
        onChange={(value) => setParam('tab', value)}
        label={translate('laporan.tab_predikat')}
        choices={tabChoices(
          (key, args) => translate(`laporan.${key}`, args),
          ringkasan && { semua: ringkasan.jumlah_daerah, per_tab: ringkasan.per_tab },
        )}
      />
      {(query.isPending || query.isPlaceholderData) && <LoadingText />}
      {query.isError && <Alert severity="error">{translate('laporan.gagal')}</Alert>}
      {data && (
        <>
          <Part title={t('kelompok')} note={t('catatan_kelompok')}>
            <ChartWithTable
              chart={
                <SelfVerifiedChart
                  rows={data.kelompok}
                  labels={{
                    rata_mandiri: k('rata_mandiri'),
                    rata_verifikasi: k('rata_verifikasi'),
                  }}
                />
              }
              table={
                <FigureTable
                  caption={t('kelompok')}
                  rows={data.kelompok}
                  rowKey={(r) => r.group_id}
                  columns={[
                    { head: k('kelompok'), cell: (r) => r.nama },
                    { head: k('rata_mandiri'), cell: (r) => score(r.rata_mandiri), numeric: true },
                    {
                      head: k('rata_verifikasi'),
                      cell: (r) => score(r.rata_verifikasi),
                      numeric: true,
                    },
                    { head: k('selisih'), cell: (r) => signed(r.selisih), numeric: true },
                  ]}
                />
              }
            />
          </Part>
          <Part title={t('histogram')} note={t('catatan_histogram')}>
            <ChartWithTable
              chart={
                <HistogramChart
                  rows={data.histogram.map((h) => ({
                    label: `${h.dari}–${h.sampai}`,
                    jumlah: h.jumlah,
                  }))}
                  label={k('jumlah_daerah')}
                />
              }
              table={
                <FigureTable
                  caption={t('histogram')}
                  rows={data.histogram}
                  rowKey={(r) => r.dari}
                  columns={[
                    { head: k('rentang'), cell: (r) => `${r.dari}–${r.sampai}` },
                    { head: k('jumlah_daerah'), cell: (r) => count(r.jumlah), numeric: true },
                  ]}
                />
              }
            />
          </Part>
          <Part title={t('selisih_terbesar')} note={t('catatan_selisih')}>
            {data.selisih_terbesar.length === 0 ? (
              <Typography>{t('kosong')}</Typography>
            ) : (
              <FigureTable
                caption={t('selisih_terbesar')}
                rows={data.selisih_terbesar}
                rowKey={(r) => r.profil_id}
                columns={[
                  {
                    head: k('daerah'),
                    cell: (r) => (
                      <Link
                        component={RouterLink}
                        to={`/dashboard/indeks-daerah/${r.profil_id}?tahun=${tahun}`}
                      >
                        {r.nama}
                      </Link>
                    ),
                  },
                  {
                    head: k('indeks_mandiri'),
                    cell: (r) => score(r.indeks_mandiri),
                    numeric: true,
                  },
                  {
                    head: k('indeks_verifikasi'),
                    cell: (r) => score(r.indeks_verifikasi),
                    numeric: true,
                  },
                  { head: k('selisih'), cell: (r) => signed(r.selisih), numeric: true },
                ]}
              />
            )}
          </Part>
          <Part title={t('tren')} note={t('catatan_tren')}>
            {data.tren.length === 0 ? (
              <Typography>{t('kosong')}</Typography>
            ) : (
              <>
                <ChartWithTable
                  chart={<TrendChart rows={meanPerPeriod(data.tren)} label={t('tren_rata')} />}
                  table={
                    <FigureTable
                      caption={t('tren_rata')}
                      rows={meanPerPeriod(data.tren)}
                      rowKey={(r) => r.tahun}
                      columns={[
                        { head: translate('laporan.tahun'), cell: (r) => r.tahun },
                        { head: t('tren_rata'), cell: (r) => score(r.indeks), numeric: true },
                      ]}
                    />
                  }
                />
                <TextField
                  size="small"
                  label={t('cari_tren')}
                  value={cari}
                  onChange={(e) => setParam('cari', e.target.value)}
                  sx={{ my: 1, width: 320, maxWidth: '100%' }}
                />
                <FigureTable
                  caption={t('tren')}
                  rows={trenRows.slice(0, TREND_ROWS)}
                  rowKey={(r) => r.profil_id}
                  columns={[
                    { head: k('daerah'), cell: (r) => r.nama },
                    ...periods.map((p, i) => ({
                      head: String(p),
                      cell: (r: Analisis['tren'][number]) => score(r.per_tahun[i]!.indeks),
                      numeric: true,
                    })),
                    {
                      head: k('perubahan'),
                      cell: (r) => {
                        const c = change(r);
                        return c === null ? '—' : signed(Math.round(c * 100) / 100);
                      },
                      numeric: true,
                    },
                  ]}
                />
                {trenRows.length > TREND_ROWS && (
                  <Typography variant="body2" color="text.secondary">
                    {t('tren_lebih', {
                      n: count(TREND_ROWS),
                      total: count(trenRows.length),
                    })}
                  </Typography>
                )}
              </>
            )}
          </Part>
        </>
      )}
    </Stack>
  );
}
