import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

const countFormat = new Intl.NumberFormat('id-ID');

/** Spec 9: recap numbers use a dot as thousands separator (1.234). */
export const formatCount = (n: number | null | undefined) => countFormat.format(n ?? 0);

/**
 * A counter. With `to` it is a link to the list behind it (issue 23 drill-down), whose total is
 * the counter's number.
 */
export function StatCard({
  label,
  value,
  to,
}: {
  label: string;
  value: number | undefined;
  to?: string;
}) {
  const content = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" fontWeight={700}>
        {formatCount(value)}
      </Typography>
    </CardContent>
  );
  return (
    <Card>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
