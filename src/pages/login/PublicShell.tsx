import { Box, Card, CardContent, CssBaseline, ThemeProvider, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Outlet } from 'react-router';
import { publicTheme } from '../../theme';

/** Frame of the public screens: the portal's name and the ministry it belongs to. */
export function PublicShell() {
  const translate = useTranslate();
  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.100',
          p: 2,
        }}
      >
        <Card sx={{ width: '100%', maxWidth: 420 }}>
          <CardContent sx={{ p: 4 }}>
            <Typography component="h1" variant="h5" fontWeight={700} gutterBottom>
              {translate('app.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {translate('app.ministry')}
            </Typography>
            <Outlet />
          </CardContent>
        </Card>
      </Box>
    </ThemeProvider>
  );
}
