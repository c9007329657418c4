import { Alert, Card, CardContent, List, Stack, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { EntryLink } from './AppMenu';
import { openableEntries } from './menuEntries';

/**
 * What `/dashboard/summary` shows a role without the main dashboard: the screens it can open
 * (the sidebar may be empty for it). Part of the layout, like the sidebar it mirrors, so no page
 * imports the menu that is built from the page registry.
 */
export function OpenableScreens() {
  const translate = useTranslate();
  const roles = usePermissions<readonly string[]>().permissions ?? [];
  const screens = openableEntries(roles);
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        {translate(screens.length ? 'summary.no_access' : 'summary.no_screens')}
      </Alert>
      {screens.length > 0 && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('summary.your_screens')}
            </Typography>
            <List>
              {screens.map((id) => (
                <EntryLink key={id} id={id} />
              ))}
            </List>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
