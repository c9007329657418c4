import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { hasAnyRole } from '../../../domain/roles';
import { getRoles, getUser } from '../../providers/session';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { LoadingText } from '../../admin/LoadingText';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { StatCard } from '../../shared/StatCard';

const PerYearChart = lazy(() => import('../../shared/PerYearChart'));

const COUNTS = [
  'total_inovasi',
  'inisiatif',
  'uji_coba',
  'penerapan',
  'total_pemda',
  'pemda_dengan_inovasi',
] as const;

/** The main dashboard: real counts from GET /api/summary, scoped by the server to the user. */
export function SummaryContent() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: ['summary'],
    queryFn: () => dataProvider.summary(),
  });
  if (isPending) return <LoadingText />;
  if (error || !data) return <Alert severity="error">{translate('summary.error')}</Alert>;
  // Issue 10: a pemda reaches its own index breakdown from its dashboard.
  const ownIndex = getUser()?.profil_id && hasAnyRole(getRoles(), ['pemda']);
  return (
    <Stack spacing={2}>
      {ownIndex && (
        <Button
          component={RouterLink}
          to="/dashboard/indeks-daerah"
          variant="contained"
          startIcon={<LeaderboardIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('indeks.rincian.lihat')}
        </Button>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        }}
      >
        {COUNTS.map((key) => (
          <StatCard key={key} label={translate(`summary.${key}`)} value={data[key]} />
        ))}
      </Box>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('summary.per_tahun')}
          </Typography>
          <Suspense fallback={<LoadingText />}>
            <PerYearChart rows={data.per_tahun} totalLabel={translate('summary.jumlah')} />
          </Suspense>
        </CardContent>
      </Card>
    </Stack>
  );
}
