import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { IndikatorDaerah } from '../../providers/indikatorApi';

/**
 * The card of one indicator, as the input screens (IndicatorCard) and the verifier's screen
 * (VerifyCard) show it: a section named by the indicator's number and question, its "wajib"
 * chip, the screen's own chips beside them, then the screen's body. Red while it has an error.
 */
export function IndicatorCardFrame(props: {
  row: IndikatorDaerah;
  error?: string;
  chips: ReactNode;
  children: ReactNode;
}) {
  const { row, error } = props;
  const translate = useTranslate();
  return (
    <Card
      component="section"
      id={`indikator-${row.id}`}
      aria-labelledby={`indikator-${row.id}-title`}
      variant="outlined"
      sx={{ borderColor: error ? 'error.main' : undefined }}
    >
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Typography
            id={`indikator-${row.id}-title`}
            variant="subtitle1"
            component="h3"
            sx={{ flex: 1, minWidth: 200, fontWeight: 600 }}
          >
            {`${row.no_urut}${row.subs ?? ''}. ${row.indikator}`}
          </Typography>
          {row.required === 1 && (
            <Chip size="small" color="warning" label={translate('indikator_daerah.wajib')} />
          )}
          {props.chips}
        </Stack>
        {props.children}
      </CardContent>
    </Card>
  );
}
