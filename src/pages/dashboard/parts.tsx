import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatActivityTime, formatNumber } from '../../../domain/format';
import { ratedMeanWords } from '../../../domain/indexMean';
import { LoadingText } from '../../admin/LoadingText';
import { periodYears } from '../../shared/periodYears';
import { ReportTable, type ReportColumn } from '../../shared/ReportTable';
import { usePeriod } from '../../shared/usePeriod';
import type { BarsChartProps } from './charts';

/** Recharts in a chunk of its own, loaded when a dashboard first draws a chart. */
const BarsChart = lazy(() => import('./charts'));

/**
 * The words of an index mean with the regions behind it (domain/indexMean.ts): `full` "13,21 ·
 * 42 dari 546 daerah berdata", `count` "42 dari 546 daerah berdata".
 */
export function useRatedMean() {
  const translate = useTranslate();
  const words = (rata_rata: number, jumlah_berdata: number, jumlah_daerah: number) =>
    ratedMeanWords({ rata_rata, jumlah_berdata, jumlah_daerah });
  return {
    full: (m: number, berdata: number, jumlah: number) =>
      translate('app.rata_berdata', words(m, berdata, jumlah)),
    count: (berdata: number, jumlah: number) => translate('app.berdata', words(0, berdata, jumlah)),
  };
}

/** Spec 9: counts with a dot for thousands, index points with two decimals. */
export const count = (v: number | null | undefined) => formatNumber(v ?? 0, 'count');
export const score = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : formatNumber(v, 'score');
export const percent = (v: number) => formatNumber(v, 'percent');

/**
 * A dashboard's figures for the year of the page (`?tahun=`, else the active period): loading,
 * failure and the body once they arrive.
 */
export function useFigures<T>(screen: string, load: (tahun: number) => Promise<T>) {
  const tahun = usePeriod();
  const query = useQuery({
    queryKey: ['dashboard', screen, tahun],
    queryFn: () => load(tahun),
    retry: false,
  });
  return { tahun, query };
}

/** The frame of every dashboard: title, intro, year, when the figures were computed. */
export function DashboardFrame<T extends { dihitung_pada: string }>({
  title,
  intro,
  query,
  children,
}: {
  title: string;
  intro?: (data: T) => string;
  query: { data?: T; isPending: boolean; isError: boolean };
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  const tahun = usePeriod();
  const [, setParams] = useSearchParams();
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('dashboard.tahun')}
          value={tahun}
          onChange={(e) => setParams({ tahun: String(e.target.value) })}
          sx={{ width: { xs: '100%', sm: 140 } }}
        >
          {[...new Set([tahun, ...periodYears()])].map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {query.isPending ? (
        <LoadingText />
      ) : query.isError || !query.data ? (
        <Alert severity="error">{translate('dashboard.gagal')}</Alert>
      ) : (
        <>
          {intro && <Typography color="text.secondary">{intro(query.data)}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {translate('dashboard.dihitung_pada', {
              waktu: formatActivityTime(query.data.dihitung_pada),
            })}
          </Typography>
          {children(query.data)}
        </>
      )}
    </Stack>
  );
}

/** Counters: one column on a phone, as many as fit from 600 px on. */
export function Counters({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/** One figure, with a line under it (`note`); with `to`, the card opens the list behind it. */
export function Counter({
  label,
  value,
  note,
  to,
}: {
  label: string;
  value: string;
  note?: string;
  to?: string;
}) {
  const body = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card>
      {to ? (
        <CardActionArea component={RouterLink} to={to}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

export type FigureColumn<R> = ReportColumn<R>;

/** A plain table of figures (the chart's fallback, and the lists of a dashboard). */
export function FigureTable<R>(props: {
  rows: readonly R[];
  columns: readonly FigureColumn<R>[];
  rowKey: (row: R, i: number) => string | number;
  caption?: string;
}) {
  const translate = useTranslate();
  return <ReportTable {...props} empty={translate('dashboard.kosong')} boldHead />;
}

/** A titled card. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A chart with its table behind "Lihat tabel": the table is the same figures, for screen
 * readers and for copying; the chart itself is hidden from assistive technology.
 */
export function ChartSection<R>({
  title,
  chart,
  table,
  tableOpen = false,
}: {
  title: string;
  /** The table shown from the start (a screen whose table is a figure of its own). */
  tableOpen?: boolean;
  chart: BarsChartProps;
  table: {
    rows: readonly R[];
    columns: readonly FigureColumn<R>[];
    rowKey: (row: R, i: number) => string | number;
  };
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(tableOpen);
  const tableId = useId();
  return (
    <Section title={title}>
      <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
        <Suspense fallback={<LoadingText />}>
          <BarsChart {...chart} />
        </Suspense>
      </Box>
      <Button
        size="small"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={tableId}
        sx={{ mt: 1 }}
      >
        {translate(open ? 'dashboard.sembunyikan_tabel' : 'dashboard.lihat_tabel')}
      </Button>
      <Box id={tableId} hidden={!open}>
        {open && <FigureTable {...table} caption={title} />}
      </Box>
    </Section>
  );
}
