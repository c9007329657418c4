import { useTranslate } from 'react-admin';
import { dashboardApi, type StatistikInovasiFigures } from '../../providers/dashboardApi';
import {
  ChartSection,
  count,
  Counter,
  Counters,
  DashboardFrame,
  score,
  useFigures,
  useRatedMean,
  type FigureColumn,
} from './parts';

type ProvinceView = Extract<StatistikInovasiFigures, { jenis: 'provinsi' }>;
type PemdaView = Extract<StatistikInovasiFigures, { jenis: 'pemda' }>;
type Row = ProvinceView['daerah'][number];
type Figures = Omit<Row, 'profil_id' | 'nama' | 'jenis' | 'predikat'>;
type Averages = PemdaView['nasional'];

const COUNTS = ['inisiatif', 'ujicoba', 'penerapan', 'dikirim', 'terverifikasi'] as const;
const SCORES = ['indeks', 'indeks_verifikasi'] as const;

/**
 * /dashboard/statistik-inovasi: a province's districts and cities side by side; a pemda's own
 * figures beside its province's and the national averages.
 */
export function StatistikInovasiPage() {
  const translate = useTranslate();
  const { query } = useFigures('statistik-inovasi', dashboardApi.statistikInovasi);
  const t = (key: string, args?: Record<string, unknown>) => translate(`dashboard.${key}`, args);
  return (
    <DashboardFrame<StatistikInovasiFigures>
      title={t('screens.statistik-inovasi')}
      intro={(d) =>
        d.jenis === 'provinsi'
          ? t('intro.statistik-inovasi-provinsi', { nama: d.provinsi.nama, tahun: d.tahun })
          : t('intro.statistik-inovasi-pemda', { nama: d.daerah.nama, tahun: d.tahun })
      }
      query={query}
    >
      {(d) => (d.jenis === 'provinsi' ? <Province d={d} t={t} /> : <Pemda d={d} t={t} />)}
    </DashboardFrame>
  );
}

type T = (key: string, args?: Record<string, unknown>) => string;

function Province({ d, t }: { d: ProvinceView; t: T }) {
  const rated = useRatedMean();
  const columns: FigureColumn<Row>[] = [
    { id: 'nama', label: t('kolom.daerah'), render: (r) => r.nama },
    ...COUNTS.map((k) => ({
      id: k,
      label: t(`kolom.${k}`),
      align: 'right' as const,
      render: (r: Row) => count(r[k]),
    })),
    ...SCORES.map((k) => ({
      id: k,
      label: t(`kolom.${k}`),
      align: 'right' as const,
      render: (r: Row) => score(r[k]),
    })),
    { id: 'predikat', label: t('kolom.predikat'), render: (r) => r.predikat ?? '—' },
  ];
  return (
    <>
      <Counters>
        <Counter
          label={t('kolom.dikirim')}
          value={count(d.daerah.reduce((s, r) => s + r.dikirim, 0))}
        />
        <Counter
          label={t('kolom.terverifikasi')}
          value={count(d.daerah.reduce((s, r) => s + r.terverifikasi, 0))}
        />
        <Counter
          label={`${t('kolom.rata_indeks')} (${t('statistik_inovasi.rata_rata')})`}
          value={score(d.rata_rata.indeks)}
          note={rated.count(d.rata_rata.daerah_berdata, d.daerah.length)}
        />
      </Counters>
      <ChartSection
        title={t('statistik_inovasi.tahapan')}
        chart={{
          rows: d.daerah.map((r) => ({ ...r })),
          xKey: 'nama',
          bars: ['inisiatif', 'ujicoba', 'penerapan'].map((k) => ({
            key: k,
            label: t(`kolom.${k}`),
          })),
          format: 'count',
          stacked: true,
          horizontal: true,
        }}
        table={{ rows: d.daerah, rowKey: (r) => r.profil_id, columns }}
        tableOpen
      />
      <ChartSection
        title={t('statistik_inovasi.grafik')}
        chart={{
          rows: d.daerah.map((r) => ({ ...r })),
          xKey: 'nama',
          bars: SCORES.map((k) => ({ key: k, label: t(`kolom.${k}`) })),
          format: 'score',
          horizontal: true,
        }}
        table={{ rows: d.daerah, rowKey: (r) => r.profil_id, columns }}
      />
    </>
  );
}

function Pemda({ d, t }: { d: PemdaView; t: T }) {
  const rated = useRatedMean();
  // An average side tells over how many rated regions each index mean is taken.
  const sides: { key: string; label: string; figures: Figures; of?: Averages }[] = [
    { key: 'sendiri', label: t('kolom.sendiri'), figures: d.daerah },
    {
      key: 'rata_provinsi',
      label: `${t('kolom.rata_provinsi')} (${d.provinsi.nama})`,
      figures: d.provinsi,
      of: d.provinsi,
    },
    { key: 'rata_nasional', label: t('kolom.rata_nasional'), figures: d.nasional, of: d.nasional },
  ];
  const indexMean = (of: Averages, k: string) =>
    rated.full(
      of[k as (typeof SCORES)[number]],
      k === 'indeks' ? of.daerah_berdata : of.daerah_berdata_verifikasi,
      of.daerah,
    );
  const keys = [...COUNTS, ...SCORES];
  // One row per figure, the three sides as columns: what the table and the chart compare.
  const rows = keys.map((k) => ({
    key: k,
    angka: t(`kolom.${k}`),
    kind: (SCORES as readonly string[]).includes(k) ? 'score' : 'count',
    ...Object.fromEntries(sides.map((s) => [s.key, s.figures[k]])),
  })) as ({ key: string; angka: string; kind: string } & Record<string, number>)[];
  const columns: FigureColumn<(typeof rows)[number]>[] = [
    { id: 'angka', label: t('kolom.angka'), render: (r) => r.angka },
    ...sides.map((s) => ({
      id: s.key,
      label: s.label,
      align: 'right' as const,
      render: (r: (typeof rows)[number]) =>
        r.kind === 'score'
          ? s.of
            ? indexMean(s.of, r.key)
            : score(r[s.key])
          : formatMaybeAverage(r[s.key]!, s.key !== 'sendiri'),
    })),
  ];
  return (
    <>
      <Counters>
        <Counter label={t('kolom.indeks')} value={score(d.daerah.indeks)} />
        <Counter label={t('kolom.indeks_verifikasi')} value={score(d.daerah.indeks_verifikasi)} />
        <Counter label={t('kolom.predikat')} value={d.daerah.predikat ?? '—'} />
        <Counter label={t('kolom.dikirim')} value={count(d.daerah.dikirim)} />
      </Counters>
      <ChartSection
        title={t('statistik_inovasi.perbandingan')}
        chart={{
          rows: rows.filter((r) => r.kind === 'count'),
          xKey: 'angka',
          bars: sides.map((s) => ({ key: s.key, label: s.label })),
          format: 'count',
          horizontal: true,
        }}
        table={{ rows, rowKey: (r) => r.angka, columns }}
        tableOpen
      />
      <ChartSection
        title={t('statistik_inovasi.grafik')}
        chart={{
          rows: rows.filter((r) => r.kind === 'score'),
          xKey: 'angka',
          bars: sides.map((s) => ({ key: s.key, label: s.label })),
          format: 'score',
          horizontal: true,
        }}
        table={{ rows: rows.filter((r) => r.kind === 'score'), rowKey: (r) => r.angka, columns }}
      />
    </>
  );
}

/** Averages carry two decimals (0,45 innovations per region); the region's own counts none. */
const formatMaybeAverage = (v: number, average: boolean) => (average ? score(v) : count(v));
