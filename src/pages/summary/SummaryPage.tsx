import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isAllowed } from '../../../domain/access';
import { formatDateTime } from '../../../domain/format';
import { SCREEN_ROLES } from '../../../domain/screens';
import { LoadingText } from '../../admin/LoadingText';
import { answer, api } from '../../providers/api';
import { periodYears } from '../../shared/periodYears';
import { HomeIndexPanel } from '../../shared/AverageIndexPanel';
import { formatCount, StatCard } from '../../shared/StatCard';
import { usePeriod } from '../../shared/usePeriod';
import { drillPath, type DrillFilter } from './drill';

const PerYearChart = lazy(() => import('../../shared/PerYearChart'));
const PemdaDashboard = lazy(() =>
  import('./PemdaDashboard').then((m) => ({ default: m.PemdaDashboard })),
);

const STAGES = ['inisiatif', 'ujicoba', 'penerapan'] as const;
const STATES = ['draf', 'dikirim', 'terverifikasi', 'ditolak', 'diterima', 'ditolak_qc'] as const;

/** Counters side by side; at 390 px one under another. */
function Counters({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1} component="section">
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The chart of innovations per year, or its table ("Lihat tabel") for copying and readers. */
function PerYear({ rows }: { rows: { tahun: number; jumlah: number }[] }) {
  const translate = useTranslate();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {translate('summary.per_tahun')}
          </Typography>
          <Button size="small" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>
            {translate(asTable ? 'summary.lihat_grafik' : 'summary.lihat_tabel')}
          </Button>
        </Stack>
        {asTable ? (
          <Table size="small" aria-label={translate('summary.per_tahun')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('summary.tahun')}</TableCell>
                <TableCell align="right">{translate('summary.jumlah')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.tahun}>
                  <TableCell>{r.tahun}</TableCell>
                  <TableCell align="right">
                    <Link component={RouterLink} to={drillPath({ tahun: r.tahun })}>
                      {formatCount(r.jumlah)}
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Suspense fallback={<LoadingText />}>
            <Box sx={{ width: '100%', minWidth: 0 }}>
              <PerYearChart rows={rows} totalLabel={translate('summary.jumlah')} />
            </Box>
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

/** The year's innovations per theme (spec 3's "covid" field), each a link to its list. */
function Themes({ tahun }: { tahun: number }) {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['summary', 'covid', tahun],
    queryFn: async () =>
      (await answer(api.summary.covid.$get({ query: { tahun: String(tahun) } }))).data,
  });
  const rows = (data ?? []).filter((r) => r.jumlah > 0);
  if (rows.length === 0) return null;
  return (
    <Section title={translate('summary.tema')}>
      <Card>
        <Table size="small" aria-label={translate('summary.tema')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('summary.tema')}</TableCell>
              <TableCell align="right">{translate('summary.jumlah')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.kode}>
                <TableCell>{r.nama}</TableCell>
                <TableCell align="right">
                  <Link component={RouterLink} to={drillPath({ tahun, tema: r.kode })}>
                    {formatCount(r.jumlah)}
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Section>
  );
}

/**
 * The main dashboard (spec 2 summary): the year's innovations per stage and per state, every
 * year's count and the themes, each counter a link to the list behind it. An account that may
 * open its region's "what to do next" (pemda) sees that first.
 */
export function SummaryContent() {
  const translate = useTranslate();
  const tahun = usePeriod();
  const [, setParams] = useSearchParams();
  const roles = usePermissions<readonly string[]>().permissions ?? [];
  const nextSteps = isAllowed(SCREEN_ROLES['profil-pemda-daerah'], { roles });
  const { data, isPending, error } = useQuery({
    queryKey: ['summary', tahun],
    queryFn: async () => (await answer(api.summary.$get({ query: { tahun: String(tahun) } }))).data,
  });
  const link = (f: Omit<DrillFilter, 'tahun'>) => drillPath({ tahun, ...f });
  const total = data ? STAGES.reduce((s, k) => s + data.tahapan[k], 0) : 0;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          {translate('summary.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('summary.tahun')}
          value={tahun}
          onChange={(e) => setParams({ tahun: e.target.value })}
          sx={{ minWidth: 140 }}
        >
          {periodYears().map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {nextSteps && (
        <Suspense fallback={<LoadingText />}>
          <PemdaDashboard tahun={tahun} />
        </Suspense>
      )}
      <HomeIndexPanel screen="summary" tahun={tahun} />
      {isPending ? (
        <LoadingText />
      ) : error || !data ? (
        <Alert severity="error">{translate('summary.error')}</Alert>
      ) : (
        <>
          <Section title={translate('summary.tahapan', { tahun })}>
            <Counters>
              <StatCard label={translate('summary.total')} value={total} to={link({})} />
              {STAGES.map((s) => (
                <StatCard
                  key={s}
                  label={translate(`summary.stage.${s}`)}
                  value={data.tahapan[s]}
                  to={link({ tahapan: s })}
                />
              ))}
            </Counters>
          </Section>
          <Section title={translate('summary.status', { tahun })}>
            <Counters>
              {STATES.map((s) => (
                <StatCard
                  key={s}
                  label={translate(`alur.status.${s}`)}
                  value={data.status[s]}
                  to={link({ status: s })}
                />
              ))}
            </Counters>
          </Section>
          <PerYear rows={data.per_tahun} />
          <Themes tahun={tahun} />
          <Typography variant="body2" color="text.secondary">
            {translate('summary.dihitung_pada', { waktu: formatDateTime(data.dihitung_pada) })}
          </Typography>
        </>
      )}
    </Stack>
  );
}
