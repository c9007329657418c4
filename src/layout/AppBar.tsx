import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, useGetIdentity, UserMenu } from 'react-admin';
import { SIGNED_OUT_PATH } from '../providers/authProvider';
import { LayoutCustomizer } from './customizer/LayoutCustomizer';

/** The account's name on small screens, where react-admin's user menu shows only an icon. */
function UserName() {
  const { identity } = useGetIdentity();
  if (!identity?.fullName) return null;
  return (
    <Typography
      variant="body2"
      sx={{ mr: 1, display: { xs: 'block', sm: 'none' } }}
      data-testid="user-name"
    >
      {identity.fullName}
    </Typography>
  );
}

/**
 * App bar: page title, the user's name, the layout customizer and a user menu whose sign-out
 * goes to /session/signin.
 */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <Logout redirectTo={SIGNED_OUT_PATH} />
        </UserMenu>
      }
    >
      <TitlePortal />
      <Box sx={{ flex: 1 }} />
      <UserName />
      <LayoutCustomizer />
    </RaAppBar>
  );
}
