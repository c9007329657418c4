import { Box } from '@mui/material';
import { Suspense, type ComponentType } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { isAllowed } from '../../domain/access';
import { LoadingText } from '../admin/LoadingText';
import { NoAccess } from '../admin/NoAccess';
import { pageRule, type PageModule } from './page';

/**
 * The route of a hand-written page: its title, then the page for the roles it is for (the API
 * refuses the others anyway; this spares them a 403), or the `denied` view the app gives this
 * route, or the "Tidak ada akses" page naming the screen.
 */
export function PageGate({ page, denied }: { page: PageModule; denied?: ComponentType }) {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<readonly string[]>();
  const allowed = isAllowed(pageRule(page), { roles: permissions ?? [] });
  const Content = allowed ? page.component : denied;
  return (
    <Box sx={{ p: 2 }}>
      {/* NoAccess names its own title; two would read "Kotak Keluar SurelTidak ada akses". */}
      {(isPending || Content) && <Title title={translate(page.title ?? page.label)} />}
      {isPending ? (
        <LoadingText />
      ) : Content ? (
        <Suspense fallback={<LoadingText />}>
          <Content />
        </Suspense>
      ) : (
        <NoAccess screenLabel={page.label} />
      )}
    </Box>
  );
}
