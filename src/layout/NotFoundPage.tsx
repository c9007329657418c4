import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../providers/authProvider';

/**
 * An address under /dashboard that no screen answers (issue 37: react-admin's page said
 * "tidak valid.." under a hot-tub picture). It looks like the portal's other notices (NoAccess):
 * it names the address, says what to do, and leads home or back; the sidebar stays beside it.
 * It reuses react-admin's keys (no new text in the first load's catalog).
 */
export function NotFoundPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Title title={translate('ra.page.not_found')} />
      <Alert severity="info" role="alert">
        <AlertTitle component="h1">{translate('ra.page.not_found')}</AlertTitle>
        <code>{pathname}</code>: {translate('ra.message.not_found')}.
      </Alert>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button component={Link} to={HOME_PATH} variant="contained">
          {translate('denied.back')}
        </Button>
        <Button variant="outlined" onClick={() => navigate(-1)}>
          {translate('ra.action.back')}
        </Button>
      </Stack>
    </Box>
  );
}
