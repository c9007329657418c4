import { Card, CardContent, Typography } from '@mui/material';

const countFormat = new Intl.NumberFormat('id-ID');

/** Spec 9: recap numbers use a dot as thousands separator (1.234). */
export const formatCount = (n: number | null | undefined) => countFormat.format(n ?? 0);

export function StatCard({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" fontWeight={700}>
          {formatCount(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}
