import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatActivityTime } from '../../../domain/format';
import { dashboardApi, type DiklatFigures } from '../../providers/dashboardApi';
import {
  ChartSection,
  count,
  Counter,
  Counters,
  DashboardFrame,
  Section,
  useFigures,
} from './parts';

type Jenis = DiklatFigures['per_jenis'][number];
type Laporan = DiklatFigures['terbaru'][number];

/**
 * /dashboard/diklat (the training roles): the year's training reports in the account's scope,
 * how many carry their PDF and video, per training type, and the latest ones.
 */
export function DiklatPage() {
  const translate = useTranslate();
  const { query } = useFigures('diklat', dashboardApi.diklat);
  const t = (key: string, args?: Record<string, unknown>) => translate(`dashboard.${key}`, args);
  return (
    <DashboardFrame<DiklatFigures>
      title={t('screens.diklat')}
      intro={(d) => t('intro.diklat', { tahun: d.tahun })}
      query={query}
    >
      {(d) => {
        const jenis = d.per_jenis.map((r: Jenis) => ({
          ...r,
          nama: r.nama ?? t('diklat.tanpa_jenis'),
        }));
        return (
          <>
            <Counters>
              <Counter
                label={t('diklat.laporan')}
                value={count(d.laporan)}
                to="/dashboard/data-diklat"
              />
              <Counter label={t('diklat.dengan_laporan')} value={count(d.dengan_laporan)} />
              <Counter label={t('diklat.dengan_video')} value={count(d.dengan_video)} />
              <Counter label={t('diklat.daerah')} value={count(d.daerah)} />
            </Counters>
            <ChartSection
              title={t('diklat.per_jenis')}
              chart={{
                rows: jenis,
                xKey: 'nama',
                bars: [{ key: 'jumlah', label: t('diklat.laporan') }],
                format: 'count',
                horizontal: true,
              }}
              table={{
                rows: jenis,
                rowKey: (r) => String(r.id ?? 'tanpa'),
                columns: [
                  { id: 'nama', label: t('diklat.jenis'), render: (r) => r.nama },
                  {
                    id: 'jumlah',
                    label: t('diklat.laporan'),
                    align: 'right',
                    render: (r) => count(r.jumlah),
                  },
                ],
              }}
            />
            <Section title={t('diklat.terbaru')}>
              {d.terbaru.length === 0 ? (
                t('kosong')
              ) : (
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {d.terbaru.map((r: Laporan) => (
                    <li key={r.id}>
                      <Link component={RouterLink} to={`/dashboard/data-diklat/${r.id}/show`}>
                        {r.nama_peserta}
                      </Link>
                      {r.judul_proyek ? ` — ${r.judul_proyek}` : ''}
                      {r.daerah ? ` (${r.daerah})` : ''}, {formatActivityTime(r.dibuat)}
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          </>
        );
      }}
    </DashboardFrame>
  );
}
