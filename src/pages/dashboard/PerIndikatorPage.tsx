import { Box, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { dashboardApi, type PerIndikatorFigures } from '../../providers/dashboardApi';
import {
  ChartSection,
  count,
  DashboardFrame,
  FigureTable,
  percent,
  score,
  Section,
  useFigures,
  type FigureColumn,
} from './parts';

type Row = PerIndikatorFigures['indikator'][number];
type Order = 'nomor' | 'selisih';
type Unit = 'semua' | Row['unit'];

/** The indicators a chart of gaps shows: the largest gaps, so the overrated stand out. */
const CHART_ROWS = 15;

const number = (r: Row) => `${r.no_urut}${r.subs ?? ''}`;

/** Largest gap first; indicators never scored last, in their own order. */
const byGap = (a: Row, b: Row) =>
  (b.rata_selisih ?? -Infinity) - (a.rata_selisih ?? -Infinity) || a.no_urut - b.no_urut;

/**
 * /dashboard/per-indikator (superadmin, tim.penilai): per indicator of the period, how the
 * regions' and innovations' answers spread over the scale points (self and verified), the share
 * with evidence and the average gap between self and verified points; sortable by gap.
 */
export function PerIndikatorPage() {
  const translate = useTranslate();
  const { query } = useFigures('per-indikator', dashboardApi.perIndikator);
  const [order, setOrder] = useState<Order>('nomor');
  const [unit, setUnit] = useState<Unit>('semua');
  const t = (key: string, args?: Record<string, unknown>) => translate(`dashboard.${key}`, args);
  const columns: FigureColumn<Row>[] = [
    { id: 'no', label: '#', render: number },
    { id: 'unit', label: t('kolom.unit'), render: (r) => t(`per_indikator.unit.${r.unit}`) },
    { id: 'indikator', label: t('kolom.indikator'), render: (r) => r.indikator },
    {
      id: 'sebaran',
      label: `${t('kolom.skala')} (${t('kolom.mandiri')} / ${t('kolom.verifikasi')})`,
      render: (r) => (
        <Box component="ul" sx={{ m: 0, pl: 2, minWidth: 160 }}>
          {r.sebaran.map((s) => (
            <li key={s.nilai} title={s.keterangan}>
              {score(s.nilai)}: {count(s.diri)} / {count(s.verifikasi)}
            </li>
          ))}
          {(r.lainnya.diri > 0 || r.lainnya.verifikasi > 0) && (
            <li>
              {t('kolom.lainnya')}: {count(r.lainnya.diri)} / {count(r.lainnya.verifikasi)}
            </li>
          )}
        </Box>
      ),
    },
    { id: 'dijawab', label: t('kolom.dijawab'), align: 'right', render: (r) => count(r.dijawab) },
    {
      id: 'persen_bukti',
      label: t('kolom.persen_bukti'),
      align: 'right',
      render: (r) => percent(r.persen_bukti),
    },
    { id: 'dinilai', label: t('kolom.dinilai'), align: 'right', render: (r) => count(r.dinilai) },
    {
      id: 'rata_selisih',
      label: t('kolom.rata_selisih'),
      align: 'right',
      render: (r) => score(r.rata_selisih),
    },
  ];
  return (
    <DashboardFrame<PerIndikatorFigures>
      title={t('screens.per-indikator')}
      intro={(d) => t('intro.per-indikator', { tahun: d.tahun })}
      query={query}
    >
      {(d) => {
        const shown = d.indikator.filter((r) => unit === 'semua' || r.unit === unit);
        const rows = order === 'selisih' ? [...shown].sort(byGap) : shown;
        const gaps = [...shown]
          .filter((r) => r.rata_selisih !== null)
          .sort(byGap)
          .slice(0, CHART_ROWS);
        return (
          <>
            <ChartSection
              title={t('per_indikator.grafik_selisih')}
              chart={{
                rows: gaps.map((r) => ({
                  nama: `${number(r)} ${t(`per_indikator.unit.${r.unit}`)}`,
                  rata_selisih: r.rata_selisih,
                })),
                xKey: 'nama',
                bars: [{ key: 'rata_selisih', label: t('kolom.rata_selisih') }],
                format: 'score',
                horizontal: true,
              }}
              table={{ rows: gaps, rowKey: (r) => r.id, columns }}
            />
            <Section title={t('screens.per-indikator')}>
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
                <TextField
                  select
                  size="small"
                  label={t('per_indikator.urut')}
                  value={order}
                  onChange={(e) => setOrder(e.target.value as Order)}
                  sx={{ minWidth: 220 }}
                >
                  <MenuItem value="nomor">{t('per_indikator.urut_nomor')}</MenuItem>
                  <MenuItem value="selisih">{t('per_indikator.urut_selisih')}</MenuItem>
                </TextField>
                <TextField
                  select
                  size="small"
                  label={t('kolom.unit')}
                  value={unit}
                  onChange={(e) => setUnit(e.target.value as Unit)}
                  sx={{ minWidth: 180 }}
                >
                  <MenuItem value="semua">{t('per_indikator.semua_unit')}</MenuItem>
                  <MenuItem value="daerah">{t('per_indikator.unit.daerah')}</MenuItem>
                  <MenuItem value="inovasi">{t('per_indikator.unit.inovasi')}</MenuItem>
                </TextField>
              </Stack>
              <FigureTable
                rows={rows}
                rowKey={(r) => `${r.unit}-${r.id}`}
                columns={columns}
                caption={t('screens.per-indikator')}
              />
            </Section>
          </>
        );
      }}
    </DashboardFrame>
  );
}
