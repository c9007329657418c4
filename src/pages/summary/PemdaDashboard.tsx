import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatDateTime } from '../../../domain/format';
import { LoadingText } from '../../admin/LoadingText';
import { answer, api } from '../../providers/api';
import { getUser } from '../../providers/session';
import { formatScore } from '../../shared/formatScore';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" fontWeight={700}>
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * A pemda's "what to do next" (issue 23 item 9), on top of its main dashboard: its index, rank,
 * predicate and deadline; what is missing, each with the screen that fixes it; the five answers
 * that would raise its index most (computed by the server with the index method); its
 * verifier's latest decisions.
 */
export function PemdaDashboard({ tahun }: { tahun: number }) {
  const translate = useTranslate();
  const profilId = getUser()?.profil_id;
  const { data, isPending, error } = useQuery({
    queryKey: ['dashboard', 'pemda', tahun],
    queryFn: async () =>
      (await answer(api.dashboard.pemda.$get({ query: { tahun: String(tahun) } }))).data,
  });
  if (isPending) return <LoadingText />;
  if (error || !data) return <Alert severity="error">{translate('pemda_dashboard.error')}</Alert>;
  const deadline =
    data.batas_input === null
      ? translate('pemda_dashboard.tanpa_batas')
      : data.sisa_hari !== null && data.sisa_hari < 0
        ? translate('pemda_dashboard.lewat', { tanggal: formatDate(data.batas_input) })
        : translate('pemda_dashboard.sisa', {
            smart_count: data.sisa_hari ?? 0,
            tanggal: formatDate(data.batas_input),
          });
  // Each suggestion opens its answer screen at the indicator it names (issue 37 item 3).
  const saranLink = (s: (typeof data.saran)[number]) =>
    `${
      s.unit === 'inovasi'
        ? `/dashboard/indikator_inovasi/${s.inovasi_id}`
        : `/dashboard/indikator_daerah/${profilId ?? ''}`
    }#indikator-${s.indikator_id}`;

  return (
    <Stack spacing={2} component="section" aria-labelledby="pemda-next">
      <Typography id="pemda-next" variant="h6" component="h2">
        {translate('pemda_dashboard.title', { tahun })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
        }}
      >
        <Figure label={translate('pemda_dashboard.indeks')}>
          <Link component={RouterLink} to="/dashboard/indeks-daerah" underline="hover">
            {formatScore(data.indeks)}
          </Link>
        </Figure>
        <Figure label={translate('pemda_dashboard.rank')}>{data.rank ?? '-'}</Figure>
        <Figure label={translate('pemda_dashboard.predikat')}>{data.predikat ?? '-'}</Figure>
        <Figure label={translate('pemda_dashboard.batas')}>
          <Typography component="span" variant="body1" fontWeight={700}>
            {deadline}
          </Typography>
        </Figure>
      </Box>

      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h3" fontWeight={600}>
            {translate('pemda_dashboard.saran')}
          </Typography>
          {data.saran.length === 0 ? (
            <Typography variant="body2">{translate('pemda_dashboard.saran_kosong')}</Typography>
          ) : (
            <List dense component="ol">
              {data.saran.map((s, i) => (
                <ListItem key={`${s.indikator_id}-${s.inovasi_id ?? 0}`} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={saranLink(s)}>
                        {`${i + 1}. ${s.nama}`}
                      </Link>
                    }
                    secondary={translate('pemda_dashboard.tambah', {
                      indeks: formatScore(s.indeks_tambahan),
                      poin: formatScore(s.poin_tambahan),
                    })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h3" fontWeight={600}>
            {translate('pemda_dashboard.kekurangan', { smart_count: data.kekurangan.length })}
          </Typography>
          {data.kekurangan.length === 0 ? (
            <Typography variant="body2">{translate('pemda_dashboard.lengkap')}</Typography>
          ) : (
            <List dense>
              {data.kekurangan.map((k) => (
                <ListItem key={`${k.jenis}-${k.id}`} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={k.tautan}>
                        {k.nama}
                      </Link>
                    }
                    secondary={
                      <>
                        <Chip
                          size="small"
                          label={translate(`pemda_dashboard.jenis.${k.jenis}`)}
                          sx={{ mr: 1 }}
                        />
                        {k.alasan}
                      </>
                    }
                    slotProps={{ secondary: { component: 'div' } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>

      {data.keputusan.length > 0 && (
        <Card>
          <CardContent>
            <Typography variant="subtitle1" component="h3" fontWeight={600}>
              {translate('pemda_dashboard.keputusan')}
            </Typography>
            <List dense>
              {data.keputusan.map((d) => (
                <ListItem key={`${d.inovasi_id}-${d.waktu}`} disableGutters>
                  <ListItemText
                    primary={`${translate(`alur.aksi.${d.aksi}`)}: ${d.nama}`}
                    secondary={[formatDateTime(d.waktu), d.catatan].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('summary.dihitung_pada', { waktu: formatDateTime(data.dihitung_pada) })}
      </Typography>
    </Stack>
  );
}
