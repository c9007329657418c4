import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from './StatCard';

export interface PerYearChartProps {
  rows: { tahun: number; total: number }[];
  totalLabel: string;
}

/** Innovations per year; its own chunk (recharts is heavy), loaded with React.lazy. */
export default function PerYearChart({ rows, totalLabel }: PerYearChartProps) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={rows}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="tahun" />
        <YAxis allowDecimals={false} tickFormatter={formatCount} />
        <Tooltip formatter={(value) => [formatCount(Number(value)), totalLabel]} />
        <Bar dataKey="total" name={totalLabel} fill="#1565c0" />
      </BarChart>
    </ResponsiveContainer>
  );
}
