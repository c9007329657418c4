import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '../../../domain/format';

const COLORS = ['#1565c0', '#2e7d32', '#f9a825', '#c62828', '#6a1b9a', '#00838f', '#9e9e9e'];

export interface BarsChartProps {
  rows: readonly Record<string, string | number | null>[];
  /** The category of each bar group (a name, a date). */
  xKey: string;
  bars: readonly { key: string; label: string }[];
  /** Counts (dot for thousands) or index points (two decimals). */
  format: 'count' | 'score';
  /** Bars of a group stacked (parts of one whole) rather than side by side. */
  stacked?: boolean;
  /** Categories down the side: long names (provinces, indicators) stay readable on a phone. */
  horizontal?: boolean;
}

/**
 * Every bar chart of the dashboards (recharts, its own chunk, loaded lazily). The width follows
 * the card, so a chart fits a 390 px screen; a horizontal chart grows with its rows instead.
 * The chart sits in a box hidden from assistive technology (its figures are the table behind
 * "Lihat tabel"), so it takes no keyboard focus either: recharts' accessibility layer would make
 * it a tab stop that a screen reader cannot name (axe: aria-hidden-focus).
 */
export default function BarsChart({
  rows,
  xKey,
  bars,
  format,
  stacked,
  horizontal,
}: BarsChartProps) {
  const fmt = (v: unknown) => formatNumber(Number(v), format);
  const data = rows as Record<string, string | number | null>[];
  const height = horizontal ? Math.max(240, rows.length * (bars.length * 10 + 14) + 60) : 300;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        accessibilityLayer={false}
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ left: 0, right: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        {horizontal ? (
          <>
            <XAxis type="number" tickFormatter={fmt} allowDecimals={format === 'score'} />
            <YAxis type="category" dataKey={xKey} width={110} fontSize={11} interval={0} />
          </>
        ) : (
          <>
            <XAxis dataKey={xKey} fontSize={11} />
            <YAxis tickFormatter={fmt} allowDecimals={format === 'score'} width={48} />
          </>
        )}
        <Tooltip formatter={(value) => fmt(value)} />
        {bars.length > 1 && <Legend verticalAlign="top" />}
        {bars.map((b, i) => (
          <Bar
            key={b.key}
            dataKey={b.key}
            name={b.label}
            fill={COLORS[i % COLORS.length]}
            stackId={stacked ? 'a' : undefined}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
