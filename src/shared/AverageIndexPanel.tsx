import { Alert, Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { InferResponseType } from 'hono/client';
import { usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { isAllowed } from '../../domain/access';
import { formatNumber } from '../../domain/format';
import { SCREEN_ROLES, type ScreenId } from '../../domain/screens';
import { LoadingText } from '../admin/LoadingText';
import { answer, api } from '../providers/api';
import { getActiveYear } from '../providers/session';
import { actionAllowed } from './actionAllowed';
import { useIsHome } from './homeScreen';

type Panel = InferResponseType<typeof api.indeks.average.panel.$get, 200>['data'];
type Ringkasan = Panel['nasional'];

const TABS = ['0', '1', '2', '3'] as const;
const TAB_COLOURS = { '0': '#bdbdbd', '1': '#ef6c00', '2': '#1565c0', '3': '#2e7d32' } as const;
const score = (v: number) => formatNumber(v, 'score');
const count = (v: number) => formatNumber(v, 'count');

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" fontWeight={700}>
        {value}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** The predicate distribution as one stacked bar (plain boxes) and its counts in words. */
function Distribution({ ringkasan, title }: { ringkasan: Ringkasan; title: string }) {
  const translate = useTranslate();
  const total = Math.max(ringkasan.jumlah_daerah, 1);
  return (
    <Stack spacing={0.5} component="figure" sx={{ m: 0 }}>
      <Typography variant="body2" component="figcaption" fontWeight={600}>
        {title}
      </Typography>
      <Box aria-hidden sx={{ display: 'flex', height: 12, borderRadius: 1, overflow: 'hidden' }}>
        {TABS.map((k) => (
          <Box
            key={k}
            sx={{ width: `${(ringkasan.per_tab[k] / total) * 100}%`, bgcolor: TAB_COLOURS[k] }}
          />
        ))}
      </Box>
      <Stack component="ul" direction="row" sx={{ p: 0, m: 0, gap: 2, flexWrap: 'wrap' }}>
        {TABS.map((k) => (
          <Typography key={k} component="li" variant="body2" sx={{ listStyle: 'none' }}>
            <Box
              component="span"
              aria-hidden
              sx={{
                display: 'inline-block',
                width: 10,
                height: 10,
                mr: 0.5,
                bgcolor: TAB_COLOURS[k],
              }}
            />
            {translate(`laporan.tabs.${k}`)}: {count(ringkasan.per_tab[k])}
          </Typography>
        ))}
      </Stack>
      {/* Spec 9 names the top band twice: the tab word and the predicate (issue 37). */}
      <Typography variant="caption" color="text.secondary">
        {translate('laporan.tab_note')}
      </Typography>
    </Stack>
  );
}

/**
 * The average-index panel (spec 6, issue 24 item 5): the national mean of the self index over
 * the regions with data, the account's area mean (area reviewers) or its own region's index
 * (accounts of one region), the national predicate distribution, and a link to the fullest
 * report the account may open.
 */
export function AverageIndexPanel({ tahun = getActiveYear() }: { tahun?: number }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`laporan.panel.${key}`, args);
  const roles = usePermissions<readonly string[]>().permissions ?? [];
  const titleId = useId();
  const query = useQuery({
    queryKey: ['indeks-panel', tahun],
    queryFn: () => answer(api.indeks.average.panel.$get({ query: { tahun: String(tahun) } })),
    staleTime: 60_000,
  });
  const may = (screen: ScreenId) => isAllowed(SCREEN_ROLES[screen], { roles });
  const data = query.data?.data;
  const links: { to: string; label: string }[] = [];
  if (may('indeks-rata-rata-inovasi-nasional'))
    links.push({ to: '/dashboard/indeks-rata-rata-inovasi-nasional', label: t('buka_laporan') });
  if (data?.daerah && may('indeks-daerah'))
    links.push({
      to: `/dashboard/indeks-daerah/${data.daerah.profil_id}?tahun=${tahun}`,
      label: t('buka_rincian'),
    });
  if (may('ranking-index'))
    links.push({ to: `/dashboard/ranking-index?tahun=${tahun}`, label: t('buka_ranking') });

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ my: 1 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {t('judul', { tahun })}
        </Typography>
        {query.isPending && <LoadingText />}
        {query.isError && <Alert severity="error">{t('gagal')}</Alert>}
        {data && (
          <Stack spacing={2}>
            <Stack direction="row" sx={{ gap: 4, flexWrap: 'wrap' }}>
              <Figure
                label={t('nasional')}
                value={score(data.nasional.rata_rata)}
                note={t('berdata', {
                  berdata: count(data.nasional.jumlah_berdata),
                  jumlah: count(data.nasional.jumlah_daerah),
                })}
              />
              {data.wilayah && (
                <Figure
                  label={t('wilayah', { nama: data.wilayah.nama })}
                  value={score(data.wilayah.rata_rata)}
                  note={t('berdata', {
                    berdata: count(data.wilayah.jumlah_berdata),
                    jumlah: count(data.wilayah.jumlah_daerah),
                  })}
                />
              )}
              {data.daerah && (
                <Figure
                  label={t('daerah', { nama: data.daerah.nama })}
                  value={score(data.daerah.indeks)}
                  note={[
                    data.daerah.predikat,
                    data.daerah.peringkat === null
                      ? t('tanpa_peringkat')
                      : t('peringkat', { n: count(data.daerah.peringkat) }),
                  ].join(' · ')}
                />
              )}
            </Stack>
            <Distribution ringkasan={data.nasional} title={t('sebaran')} />
            {links.length > 0 && (
              <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
                {links.map((l) => (
                  <Link key={l.to} component={RouterLink} to={l.to}>
                    {l.label}
                  </Link>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The panel where a home screen places it: shown when `screen` is the signed-in account's home
 * and the account may read the panel (`indeks.panel`), nothing otherwise.
 */
export function HomeIndexPanel({ screen, tahun }: { screen: string; tahun?: number }) {
  const isHome = useIsHome(screen);
  if (!isHome || !actionAllowed('indeks.panel')) return null;
  return <AverageIndexPanel tahun={tahun} />;
}
