import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '../../domain/format';
import { formatCount } from './StatCard';

export interface PerYearChartProps {
  rows: { tahun: number; jumlah: number }[];
  totalLabel: string;
}

/*
 * Every chart here is shown inside a box hidden from assistive technology, beside a table of the
 * same figures, so none takes keyboard focus (`accessibilityLayer={false}`): a focusable chart
 * in a hidden box is a tab stop a screen reader cannot name (axe: aria-hidden-focus).
 */

/** Innovations per year; its own chunk (recharts is heavy), loaded with React.lazy. */
export default function PerYearChart({ rows, totalLabel }: PerYearChartProps) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart accessibilityLayer={false} data={rows}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="tahun" />
        <YAxis allowDecimals={false} tickFormatter={formatCount} />
        <Tooltip formatter={(value) => [formatCount(Number(value)), totalLabel]} />
        <Bar dataKey="jumlah" name={totalLabel} fill="#1565c0" />
      </BarChart>
    </ResponsiveContainer>
  );
}

/*
 * The region breakdown's chart lives in this module too: one chunk holds recharts for every
 * chart, loaded lazily after the first dashboard (the first-load budget leaves it out by name).
 */
export interface VariableChartProps {
  rows: { nama: string; skor: number; rata_nasional: number; rata_klaster: number | null }[];
  labels: { skor: string; rata_nasional: string; rata_klaster: string | null };
}

const fmt = (v: unknown) => formatNumber(Number(v), 'score');

/** The region against the national and cluster averages per variable; its own chunk. */
export function VariableChart({ rows, labels }: VariableChartProps) {
  return (
    <ResponsiveContainer width="100%" height={340}>
      <BarChart accessibilityLayer={false} data={rows} margin={{ bottom: 60 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="nama" interval={0} angle={-25} textAnchor="end" height={80} fontSize={11} />
        <YAxis tickFormatter={fmt} />
        <Tooltip formatter={(value) => fmt(value)} />
        <Legend verticalAlign="top" />
        <Bar dataKey="skor" name={labels.skor} fill="#1565c0" />
        <Bar dataKey="rata_nasional" name={labels.rata_nasional} fill="#9e9e9e" />
        {labels.rata_klaster && (
          <Bar dataKey="rata_klaster" name={labels.rata_klaster} fill="#f9a825" />
        )}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** A recap of innovations per classification value (issue 24): total and approved per row. */
export interface RecapChartProps {
  rows: { name: string; total: number; approved: number }[];
  labels: { total: string; approved: string };
  /** The chart's accessible name. */
  title: string;
}

/** Horizontal bars, one pair per value (38 urusan stay readable), beside the recap's table. */
export function RecapChart({ rows, labels, title }: RecapChartProps) {
  return (
    <div role="img" aria-label={title}>
      <ResponsiveContainer width="100%" height={Math.max(220, rows.length * 34 + 60)}>
        <BarChart
          accessibilityLayer={false}
          data={rows}
          layout="vertical"
          margin={{ left: 8, right: 16 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} tickFormatter={formatCount} />
          <YAxis type="category" dataKey="name" width={180} fontSize={11} interval={0} />
          <Tooltip formatter={(value) => formatCount(Number(value))} />
          <Legend verticalAlign="top" />
          <Bar dataKey="total" name={labels.total} fill="#1565c0" />
          <Bar dataKey="approved" name={labels.approved} fill="#2e7d32" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The analysis (issue 24 item 4): mean self and verified points per variable. */
export interface SelfVerifiedChartProps {
  rows: { nama: string; rata_mandiri: number; rata_verifikasi: number }[];
  labels: { rata_mandiri: string; rata_verifikasi: string };
}

export function SelfVerifiedChart({ rows, labels }: SelfVerifiedChartProps) {
  return (
    <ResponsiveContainer width="100%" height={340}>
      <BarChart accessibilityLayer={false} data={rows} margin={{ bottom: 60 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="nama" interval={0} angle={-25} textAnchor="end" height={80} fontSize={11} />
        <YAxis tickFormatter={fmt} />
        <Tooltip formatter={(value) => fmt(value)} />
        <Legend verticalAlign="top" />
        <Bar dataKey="rata_mandiri" name={labels.rata_mandiri} fill="#1565c0" />
        <Bar dataKey="rata_verifikasi" name={labels.rata_verifikasi} fill="#2e7d32" />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The analysis: how many regions per index range. */
export interface HistogramChartProps {
  rows: { label: string; jumlah: number }[];
  label: string;
}

export function HistogramChart({ rows, label }: HistogramChartProps) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart accessibilityLayer={false} data={rows} barCategoryGap={1}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" fontSize={11} />
        <YAxis allowDecimals={false} tickFormatter={formatCount} />
        <Tooltip formatter={(value) => [formatCount(Number(value)), label]} />
        <Bar dataKey="jumlah" name={label} fill="#1565c0" />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** The analysis: one line per period axis (the mean, or a chosen region). */
export interface TrendChartProps {
  rows: { tahun: number; indeks: number }[];
  label: string;
}

export function TrendChart({ rows, label }: TrendChartProps) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart accessibilityLayer={false} data={rows}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="tahun" />
        <YAxis tickFormatter={fmt} domain={[0, 100]} />
        <Tooltip formatter={(value) => [fmt(value), label]} />
        <Line type="monotone" dataKey="indeks" name={label} stroke="#1565c0" strokeWidth={2} />
      </LineChart>
    </ResponsiveContainer>
  );
}
