import { useTranslate } from 'react-admin';
import { dashboardApi, type IgaFigures } from '../../providers/dashboardApi';
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

type Group = IgaFigures['klaster'][number];

/**
 * /dashboard/iga (admin, superadmin): the period's innovations per cluster and per province:
 * regions that sent, innovations sent and verified, each index's mean over the rated regions
 * with their count (the one national mean, issue 35) and the predicate distribution.
 */
export function IgaPage() {
  const translate = useTranslate();
  const { query } = useFigures('iga', dashboardApi.iga);
  const t = (key: string, args?: Record<string, unknown>) => translate(`dashboard.${key}`, args);
  const rated = useRatedMean();
  const columns = (first: string): FigureColumn<Group>[] => [
    { id: 'nama', label: t(`kolom.${first}`), render: (r) => r.nama },
    {
      id: 'daerah',
      label: t('kolom.jumlah_daerah'),
      align: 'right',
      render: (r) => count(r.daerah),
    },
    {
      id: 'daerah_mengirim',
      label: t('kolom.daerah_mengirim'),
      align: 'right',
      render: (r) => count(r.daerah_mengirim),
    },
    { id: 'dikirim', label: t('kolom.dikirim'), align: 'right', render: (r) => count(r.dikirim) },
    {
      id: 'terverifikasi',
      label: t('kolom.terverifikasi'),
      align: 'right',
      render: (r) => count(r.terverifikasi),
    },
    {
      id: 'rata_indeks',
      label: t('kolom.rata_indeks'),
      align: 'right',
      render: (r) => rated.full(r.rata_indeks, r.daerah_berdata, r.daerah),
    },
    {
      id: 'rata_indeks_verifikasi',
      label: t('kolom.rata_indeks_verifikasi'),
      align: 'right',
      render: (r) => rated.full(r.rata_indeks_verifikasi, r.daerah_berdata_verifikasi, r.daerah),
    },
    {
      id: 'predikat',
      label: t('kolom.predikat'),
      render: (r) =>
        r.predikat
          .filter((p) => p.jumlah > 0)
          .map((p) => `${p.predikat}: ${count(p.jumlah)}`)
          .join('; '),
    },
  ];
  return (
    <DashboardFrame<IgaFigures>
      title={t('screens.iga')}
      intro={(d) => t('intro.iga', { tahun: d.tahun })}
      query={query}
    >
      {(d) => {
        // The predicates as bars of one stack per cluster (keys p0, p1, ... in band order).
        const predicateRows = d.klaster.map((k) => ({
          nama: k.nama,
          ...Object.fromEntries(
            d.predikat.map((name, i) => [
              `p${i}`,
              k.predikat.find((p) => p.predikat === name)?.jumlah ?? 0,
            ]),
          ),
        }));
        return (
          <>
            <Counters>
              <Counter label={t('kolom.jumlah_daerah')} value={count(d.nasional.daerah)} />
              <Counter
                label={t('kolom.daerah_mengirim')}
                value={count(d.nasional.daerah_mengirim)}
              />
              <Counter label={t('kolom.dikirim')} value={count(d.nasional.dikirim)} />
              <Counter label={t('kolom.terverifikasi')} value={count(d.nasional.terverifikasi)} />
              <Counter
                label={t('kolom.rata_indeks')}
                value={score(d.nasional.rata_indeks)}
                note={rated.count(d.nasional.daerah_berdata, d.nasional.daerah)}
              />
              <Counter
                label={t('kolom.rata_indeks_verifikasi')}
                value={score(d.nasional.rata_indeks_verifikasi)}
                note={rated.count(d.nasional.daerah_berdata_verifikasi, d.nasional.daerah)}
              />
            </Counters>
            <ChartSection
              title={t('iga.per_klaster')}
              chart={{
                rows: predicateRows,
                xKey: 'nama',
                bars: d.predikat.map((name, i) => ({ key: `p${i}`, label: name })),
                format: 'count',
                stacked: true,
                horizontal: true,
              }}
              table={{ rows: d.klaster, rowKey: (r) => r.id, columns: columns('klaster') }}
            />
            <ChartSection
              title={t('iga.grafik_provinsi')}
              chart={{
                rows: d.provinsi.map((p) => ({
                  nama: p.nama,
                  dikirim: p.dikirim,
                  terverifikasi: p.terverifikasi,
                })),
                xKey: 'nama',
                bars: [
                  { key: 'dikirim', label: t('kolom.dikirim') },
                  { key: 'terverifikasi', label: t('kolom.terverifikasi') },
                ],
                format: 'count',
                horizontal: true,
              }}
              table={{ rows: d.provinsi, rowKey: (r) => r.id, columns: columns('provinsi') }}
              tableOpen
            />
          </>
        );
      }}
    </DashboardFrame>
  );
}
