import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { isAllowed } from '../../domain/access';
import { LoadingText } from '../admin/LoadingText';
import type { PageInfo } from './registry';

/**
 * Frame of a hand-written page: its title, and its content only for the roles the page is for
 * (the API refuses the others anyway; this spares them a 403, which would end the session).
 */
export function PageGate({ page, children }: { page: PageInfo; children: ReactNode }) {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<readonly string[]>();
  const allowed = isAllowed(page.roles, { roles: permissions ?? [] });
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate(page.label)} />
      {isPending ? (
        <LoadingText />
      ) : allowed ? (
        children
      ) : (
        <Alert severity="info">{translate('app.no_access')}</Alert>
      )}
    </Box>
  );
}
