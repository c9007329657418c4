import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { isNoResponse, isTimeout, NO_RESPONSE_MESSAGE } from '../providers/httpClient';

/**
 * A list that could not be read: the screen's own sentence, or for a call given up after 10 s
 * the readable timeout message (spec 9), or for a call that got no answer at all the NO_RESPONSE
 * sentence (spec 7), with "Coba lagi" to ask again.
 */
export function LoadFailed({
  error,
  failed,
  onRetry,
}: {
  error: unknown;
  /** The screen's failure text, already translated; default app.load_failed. */
  failed?: string;
  onRetry: () => void;
}) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.retry')}
        </Button>
      }
    >
      {isTimeout(error)
        ? translate('app.timeout')
        : isNoResponse(error)
          ? translate(NO_RESPONSE_MESSAGE)
          : (failed ?? translate('app.load_failed'))}
    </Alert>
  );
}

/** react-admin's `<List error>`: the list's error with its retry. */
export function ListLoadFailed() {
  const { error, refetch } = useListContext();
  return <LoadFailed error={error} onRetry={() => void refetch()} />;
}
