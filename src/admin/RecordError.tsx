import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useCreatePath, useEditContext, useShowContext, useTranslate } from 'react-admin';
import { LoadingText } from './LoadingText';
import { Link } from 'react-router';
import { resourceLabel, type ResourceConfig } from '../../resources/types';

/**
 * What a show or edit screen says when its record cannot be read: "Data tidak ditemukan" for a
 * 404 (at once: a 404 is never retried), the spec-8 message otherwise, and a link back to the
 * list.
 */
function RecordError({ config, error }: { config: ResourceConfig; error: unknown }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const missing = (error as { status?: number } | null)?.status === 404;
  const screen = translate(resourceLabel(config), { smart_count: 2 });
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity={missing ? 'info' : 'error'} role="alert">
        {missing ? (
          <>
            <AlertTitle component="h1">{translate('record.not_found')}</AlertTitle>
            {translate('record.not_found_body')}
          </>
        ) : (
          translate('record.load_failed')
        )}
      </Alert>
      <Button
        component={Link}
        to={createPath({ resource: config.slug, type: 'list' })}
        variant="contained"
        sx={{ mt: 2 }}
      >
        {translate('record.back_to_list', { screen })}
      </Button>
    </Box>
  );
}

export function ShowError({ config }: { config: ResourceConfig }) {
  const { error } = useShowContext();
  return <RecordError config={config} error={error} />;
}

/**
 * The edit screen's error, shown only once the read has settled: while the record is read again
 * (a refetch after an error), the screen keeps saying "Mohon tunggu" instead of switching between
 * the error and the loading text.
 */
export function EditError({ config }: { config: ResourceConfig }) {
  const { error, isFetching } = useEditContext();
  if (isFetching) return <LoadingText />;
  return <RecordError config={config} error={error} />;
}

/** Replaces react-admin's "notify and go to the list" on a failed read: the page says it. */
export const QUIET_READ = { onError: () => undefined } as const;
