import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../domain/format';
import { LoadingText } from '../../admin/LoadingText';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { getUser } from '../../providers/session';
import { getActiveYear } from '../../providers/session';

const STAGES = [
  ['inisiatif', 0, 'daerah_binaan.counters.inisiatif'],
  ['ujicoba', 1, 'daerah_binaan.counters.ujicoba'],
  ['implementasi', 2, 'daerah_binaan.counters.implementasi'],
] as const;

/** inovasi-daerah-summary (spec 2, pemda): the region's innovations per stage, with the lists. */
export function RingkasanInovasiPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const profilId = getUser()?.profil_id ?? null;
  const tahun = getActiveYear();
  const query = useQuery({
    queryKey: ['rekap-inovasi', profilId, tahun],
    queryFn: () => dataProvider.rekapInovasi(profilId!, tahun),
    enabled: profilId !== null,
    retry: false,
  });
  if (profilId === null) return <Alert severity="info">{translate('profil.none_own')}</Alert>;
  if (query.isPending) return <LoadingText />;
  if (query.isError) return <Alert severity="error">{translate('daerah_binaan.gagal')}</Alert>;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {translate('ringkasan_inovasi.title')}
      </Typography>
      <Typography color="text.secondary">
        {translate('ringkasan_inovasi.intro', { tahun })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {STAGES.map(([key, stage, label]) => (
          <Card key={key} variant="outlined">
            <CardContent>
              <Typography color="text.secondary">{translate(label)}</Typography>
              <Typography variant="h3" component="p" data-testid={`jumlah-${key}`}>
                {formatNumber(query.data[key], 'count')}
              </Typography>
            </CardContent>
            <CardActions>
              <Button
                size="small"
                component={RouterLink}
                to={`/dashboard/inovasi-daerah?filter=${encodeURIComponent(JSON.stringify({ inovasi_status: stage, tahun }))}`}
              >
                {translate('ringkasan_inovasi.buka')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <Button
        component={RouterLink}
        to="/dashboard/indeks-daerah"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('ringkasan_inovasi.indeks')}
      </Button>
    </Stack>
  );
}
