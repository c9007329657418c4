import { Alert, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../domain/format';
import { BackButton } from '../../admin/BackButton';
import { LoadingText } from '../../admin/LoadingText';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { TimelineEvents } from '../../shared/workflow/TimelineEvents';
import { useWorkflowText } from '../../shared/workflow/workflowText';

/** `/dashboard/nomor_registrasi/{id}`: the registration request of innovation `{id}`. */
export function NomorRegistrasiPage() {
  const translate = useTranslate();
  const raw = useParams()['*'] ?? '';
  if (!/^\d{1,9}$/.test(raw))
    return <Alert severity="info">{translate('alur.registrasi.none')}</Alert>;
  return <Registration key={raw} id={Number(raw)} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
      <Typography component="dt" sx={{ minWidth: 200, fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function Registration({ id }: { id: number }) {
  const translate = useTranslate();
  const text = useWorkflowText();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const query = useQuery({
    queryKey: ['nomor-registrasi', id],
    queryFn: () => dataProvider.registration(id),
    retry: false,
  });
  const t = (key: string, args?: object) => translate(`alur.registrasi.${key}`, args);
  if (query.isPending) return <LoadingText />;
  if (query.isError) return <Alert severity="error">{t('failed')}</Alert>;
  const { inovasi, registrasi, events } = query.data;
  const dash = (v: string | null) => v ?? '—';
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <BackButton />
        <Typography variant="h5" component="h1">
          {t('heading', { nama: inovasi.nama })}
        </Typography>
      </Stack>
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
            <Chip color="primary" label={text.status(query.data.status)} />
            <Chip
              variant="outlined"
              label={translate('alur.waiting_for', { who: text.waiting(query.data.menunggu) })}
            />
          </Stack>
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            <Fact label={t('daerah')}>{inovasi.nama_daerah}</Fact>
            <Fact label={t('tahun')}>{inovasi.tahun}</Fact>
            <Fact label={t('nomor')}>{dash(registrasi?.nomor ?? null)}</Fact>
            {registrasi ? (
              <>
                <Fact label={t('pengirim')}>{dash(registrasi.pengirim)}</Fact>
                <Fact label={t('setuju')}>{t(registrasi.setuju ? 'ya' : 'tidak')}</Fact>
                <Fact label={t('dibuat_pada')}>{formatDateTime(registrasi.dibuat_pada)}</Fact>
                <Fact label={t('diperbarui_pada')}>
                  {formatDateTime(registrasi.diperbarui_pada)}
                </Fact>
                <Fact label={t('diverifikasi_oleh')}>{dash(registrasi.verifikator)}</Fact>
                <Fact label={t('diperiksa_oleh')}>{dash(registrasi.quality_control)}</Fact>
                <Fact label={t('catatan')}>{dash(registrasi.catatan)}</Fact>
              </>
            ) : (
              <Alert severity="info">{t('not_sent')}</Alert>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('history')}
          </Typography>
          <TimelineEvents events={events} label={t('history')} />
        </CardContent>
      </Card>
    </Stack>
  );
}
