import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Spec 4: loading feedback is a spinner and "Mohon tunggu sebentar...". */
export function LoadingText({ messageKey = 'app.loading' }: { messageKey?: string }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
      <CircularProgress size={20} />
      <Typography>{translate(messageKey)}</Typography>
    </Box>
  );
}

/** Spec 8: an empty list reads "Tidak ada data". */
export function EmptyText() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('app.empty')}</Typography>;
}
