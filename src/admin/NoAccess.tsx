import { Alert, AlertTitle, Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { HOME_PATH } from '../providers/authProvider';
import { LoadingText } from './LoadingText';

/**
 * The honest answer to a screen the role may not open: it names the screen and links back to the
 * role's dashboard (which lists the screens the role may open). It calls no API, so the session
 * stays.
 */
export function NoAccess({ screenLabel }: { screenLabel: string }) {
  const translate = useTranslate();
  const screen = translate(screenLabel, { smart_count: 2 });
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('denied.title')} />
      <Alert severity="warning" role="alert">
        <AlertTitle component="h1">{translate('denied.title')}</AlertTitle>
        {translate('denied.body', { screen })}
      </Alert>
      <Button component={Link} to={HOME_PATH} variant="contained" sx={{ mt: 2 }}>
        {translate('denied.back')}
      </Button>
    </Box>
  );
}

/**
 * A resource view behind the same rule react-admin's controllers check (authProvider.canAccess):
 * a role that may not open it gets the "Tidak ada akses" page, and the view, with its API call,
 * is never rendered (react-admin alone would start the query and end the session on its 403).
 */
export function ViewGate(props: {
  resource: string;
  action: 'list' | 'show' | 'create' | 'edit';
  screenLabel: string;
  children: ReactNode;
}) {
  const { canAccess, isPending } = useCanAccess({
    resource: props.resource,
    action: props.action,
  });
  if (isPending) return <LoadingText />;
  if (!canAccess) return <NoAccess screenLabel={props.screenLabel} />;
  return <>{props.children}</>;
}
