import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Spec 9: "lazy-load delay 100 ms". A screen, a chunk or a read that arrives within it shows no
 * spinner at all (a flash of "Mohon tunggu" before every fast screen reads as flicker).
 */
export const LOADING_DELAY_MS = 100;

/**
 * Spec 4: loading feedback is a spinner and "Mohon tunggu sebentar...", shown once the wait
 * has lasted LOADING_DELAY_MS; until then an empty status box holds the place (screen readers
 * hear nothing either).
 */
export function LoadingText({ messageKey = 'app.loading' }: { messageKey?: string }) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
      {shown && (
        <>
          {/* The words beside it say what is happening; the spinner itself is decoration. */}
          <CircularProgress size={20} aria-hidden />
          <Typography>{translate(messageKey)}</Typography>
        </>
      )}
    </Box>
  );
}

/** Spec 8: an empty list reads "Tidak ada data". */
export function EmptyText() {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate('app.empty')}</Typography>;
}
