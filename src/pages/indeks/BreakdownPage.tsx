import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { formatNumber } from '../../../domain/format';
import { GROUPS } from '../../../resources/iga_indikator';
import { LoadingText } from '../../admin/LoadingText';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { getUser } from '../../providers/session';
import { getActiveYear } from '../../providers/session';
import { ReportTable } from '../../shared/ReportTable';

const VariableChart = lazy(() =>
  import('../../shared/PerYearChart').then((m) => ({ default: m.VariableChart })),
);

const score = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : formatNumber(v, 'score');

/** The count beside a mean: "42 dari 546 daerah berdata". */
const berdata = (c: { jumlah_berdata: number; jumlah_daerah: number }) => ({
  berdata: formatNumber(c.jumlah_berdata, 'count'),
  jumlah: formatNumber(c.jumlah_daerah, 'count'),
});

/** The region of `indeks-daerah/{profilId}`, else the account's own. */
function useProfilId(): number | null {
  const raw = useParams()['*'] ?? '';
  if (/^\d{1,9}$/.test(raw)) return Number(raw);
  return getUser()?.profil_id ?? null;
}

/**
 * "Why this score" (issue 10): SPD and SID with the method that produced them, each region
 * indicator's self and verified points with the verifier's note, which innovations counted and
 * why not, and the variables against the national and cluster averages.
 */
export function BreakdownPage() {
  const translate = useTranslate();
  const profilId = useProfilId();
  if (profilId === null) return <Alert severity="info">{translate('profil.none_own')}</Alert>;
  return <Breakdown key={profilId} profilId={profilId} />;
}

function Breakdown({ profilId }: { profilId: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [params] = useSearchParams();
  const tahun = Number(params.get('tahun')) || getActiveYear();
  const query = useQuery({
    queryKey: ['indeks-rincian', profilId, tahun],
    queryFn: () => dataProvider.breakdown(profilId, tahun),
    retry: false,
  });
  const profil = useQuery({
    queryKey: ['profil-nama', profilId],
    queryFn: () => dataProvider.getOne('profil-pemda-old', { id: profilId }),
    retry: false,
  });
  const t = (key: string, args?: object) => translate(`indeks.rincian.${key}`, args);
  if (query.isPending) return <LoadingText />;
  if (query.isError) return <Alert severity="error">{translate('indeks.gagal')}</Alert>;
  const d = query.data;
  const m = d.metode;
  const nama = (profil.data?.data as { nama?: string } | undefined)?.nama ?? '';
  const facts: [string, string][] = [
    [t('spd'), score(d.spd)],
    [t('sid'), score(d.sid)],
    [t('jumlah_inovasi'), formatNumber(d.jumlah_inovasi, 'count')],
    [t('skor_jumlah_inovasi'), score(d.skor_jumlah_inovasi)],
    [t('skor_total', { maks: formatNumber(m.skor_maksimum, 'count') }), score(d.skor_total)],
  ];
  const groupName = (id: number) =>
    translate(`choices.group_indikator.${GROUPS[id - 1] ?? ''}`, { _: String(id) });
  return (
    <Stack spacing={2}>
      <Button
        startIcon={<ArrowBackIcon />}
        onClick={() => navigate(-1)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('kembali')}
      </Button>
      <Typography variant="h5" component="h1">
        {t('judul', { nama })}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('ringkasan', { tahun: d.tahun })}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
            <Box sx={{ flex: 1 }}>
              {facts.map(([label, value]) => (
                <Stack
                  key={label}
                  direction="row"
                  sx={{ justifyContent: 'space-between', py: 0.25 }}
                >
                  <Typography variant="body2">{label}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {value}
                  </Typography>
                </Stack>
              ))}
            </Box>
            <Box sx={{ minWidth: 220, textAlign: { md: 'right' } }}>
              <Typography variant="body2">{t('indeks')}</Typography>
              <Typography variant="h3" component="p" data-testid="iid">
                {score(d.indeks)}
              </Typography>
              <Chip color="primary" label={d.predikat ?? '—'} />
            </Box>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('verifikasi', {
              spd: score(d.verifikasi.spd),
              sid: score(d.verifikasi.sid),
              n: formatNumber(d.verifikasi.jumlah_inovasi, 'count'),
              indeks: score(d.verifikasi.indeks),
            })}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('metode', {
              versi: m.versi,
              pembagi: m.pembagi_minimum,
              koef: formatNumber(m.koefisien_jumlah, 'score'),
              batas: m.batas_jumlah,
              maks_jumlah: formatNumber(m.maks_skor_jumlah, 'count'),
              maks: formatNumber(m.skor_maksimum, 'count'),
            })}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('grafik')}
          </Typography>
          <Suspense fallback={<LoadingText />}>
            <VariableChart
              rows={d.kelompok.map((g) => ({ ...g, nama: groupName(g.group_id) }))}
              labels={{
                skor: t('daerah_ini'),
                rata_nasional: t('rata_nasional', berdata(d.pembanding.nasional)),
                rata_klaster:
                  d.klaster && d.pembanding.klaster
                    ? t('rata_klaster', { nama: d.klaster.nama, ...berdata(d.pembanding.klaster) })
                    : null,
              }}
            />
          </Suspense>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('indikator_judul')}
          </Typography>
          <ReportTable
            rows={d.indikator}
            rowKey={(i) => i.indikator_id}
            columns={[
              {
                id: 'indikator',
                label: t('indikator'),
                render: (i) => `${i.no_urut}${i.subs ?? ''}. ${i.nama}`,
              },
              { id: 'skor', label: t('skor'), align: 'right', render: (i) => score(i.skor) },
              {
                id: 'skor_verifikasi',
                label: t('skor_verifikasi'),
                align: 'right',
                render: (i) => score(i.skor_verifikasi),
              },
              { id: 'catatan', label: t('catatan'), render: (i) => i.catatan ?? '' },
            ]}
          />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('inovasi_judul')}
          </Typography>
          {d.inovasi.length === 0 ? (
            <Typography>{t('tanpa_inovasi')}</Typography>
          ) : (
            <ReportTable
              rows={d.inovasi}
              rowKey={(i) => i.id}
              columns={[
                { id: 'inovasi', label: t('inovasi'), render: (i) => i.nama },
                { id: 'skor', label: t('skor'), align: 'right', render: (i) => score(i.skor) },
                {
                  id: 'skor_verifikasi',
                  label: t('skor_verifikasi'),
                  align: 'right',
                  render: (i) => score(i.skor_verifikasi),
                },
                {
                  id: 'dihitung',
                  label: t('dihitung'),
                  render: (i) => (
                    <Chip
                      size="small"
                      color={i.dihitung ? 'success' : 'default'}
                      label={t(`alasan.${i.dihitung ? 'ya' : (i.alasan ?? 'belum_dikirim')}`)}
                    />
                  ),
                },
                {
                  id: 'dihitung_verifikasi',
                  label: t('dihitung_verifikasi'),
                  render: (i) => (
                    <Chip
                      size="small"
                      color={i.dihitung_verifikasi ? 'success' : 'default'}
                      label={t(`status_verifikasi.${i.dihitung_verifikasi ? 'ya' : i.status}`)}
                    />
                  ),
                },
              ]}
            />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
