import { useTranslate } from 'react-admin';
import { dashboardApi, type StatistikDaerahFigures } from '../../providers/dashboardApi';
import {
  ChartSection,
  count,
  Counter,
  Counters,
  DashboardFrame,
  useFigures,
  type FigureColumn,
} from './parts';

type Counts = StatistikDaerahFigures['semua'];
type Row = Counts & { nama: string; key: string };

const FIGURES = [
  'daerah',
  'profil_terisi',
  'menjawab_indikator',
  'mengirim_inovasi',
  'inovasi_dikirim',
] as const;

/**
 * /dashboard/statistik-daerah (admin): regions by tier, by status flag and by assessment area:
 * how many, how many filled their profile, answered indicators and sent innovations.
 */
export function StatistikDaerahPage() {
  const translate = useTranslate();
  const { query } = useFigures('statistik-daerah', dashboardApi.statistikDaerah);
  const t = (key: string, args?: Record<string, unknown>) => translate(`dashboard.${key}`, args);
  const label = (k: (typeof FIGURES)[number]) =>
    t(k === 'daerah' ? 'kolom.jumlah_daerah' : `kolom.${k}`);
  const columns = (first: string): FigureColumn<Row>[] => [
    { id: 'nama', label: t(`kolom.${first}`), render: (r) => r.nama },
    ...FIGURES.map((k) => ({
      id: k,
      label: label(k),
      align: 'right' as const,
      render: (r: Row) => count(r[k]),
    })),
  ];
  const chart = (rows: Row[]) => ({
    rows,
    xKey: 'nama',
    bars: FIGURES.filter((k) => k !== 'inovasi_dikirim').map((k) => ({ key: k, label: label(k) })),
    format: 'count' as const,
    horizontal: true,
  });
  return (
    <DashboardFrame<StatistikDaerahFigures>
      title={t('screens.statistik-daerah')}
      intro={(d) => t('intro.statistik-daerah', { tahun: d.tahun })}
      query={query}
    >
      {(d) => {
        const byCode = (rows: (Counts & { kode: string })[]) =>
          rows.map((r) => ({ ...r, key: r.kode, nama: t(`statistik_daerah.kode.${r.kode}`) }));
        const groups: { title: string; first: string; rows: Row[] }[] = [
          { title: t('statistik_daerah.tingkat'), first: 'kelompok', rows: byCode(d.tingkat) },
          { title: t('statistik_daerah.status'), first: 'kelompok', rows: byCode(d.status) },
          {
            title: t('statistik_daerah.wilayah'),
            first: 'wilayah',
            rows: d.wilayah.map((w) => ({
              ...w,
              key: String(w.id),
              nama: w.nama ?? t('qc.tanpa_wilayah'),
            })),
          },
        ];
        return (
          <>
            <Counters>
              {FIGURES.map((k) => (
                <Counter key={k} label={label(k)} value={count(d.semua[k])} />
              ))}
            </Counters>
            {groups.map((g) => (
              <ChartSection
                key={g.title}
                title={g.title}
                chart={chart(g.rows)}
                table={{ rows: g.rows, rowKey: (r) => r.key, columns: columns(g.first) }}
                tableOpen
              />
            ))}
          </>
        );
      }}
    </DashboardFrame>
  );
}
