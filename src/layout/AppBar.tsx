import PasswordIcon from '@mui/icons-material/Password';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import {
  AppBar as RaAppBar,
  Logout,
  TitlePortal,
  useBasename,
  useGetIdentity,
  UserMenu,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router';
import { PASSWORD_PAGE } from '../pages/password';
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

/** "Ubah Kata Sandi" in the user menu: opens /dashboard/password and closes the menu. */
function ChangePasswordItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to={`${basename}/${PASSWORD_PAGE.path}`} onClick={menu?.onClose}>
      <ListItemIcon>
        <PasswordIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('user.change_password')}</ListItemText>
    </MenuItem>
  );
}

/**
 * App bar: page title, the user's name, the layout customizer and a user menu with the password
 * change and a sign-out that goes to /session/signin.
 */
export function AppBar() {
  return (
    <RaAppBar
      sx={{
        // On a phone the language button keeps its icons (its name stays for screen readers).
        '& button[aria-controls="simple-menu"]': { fontSize: { xs: 0, sm: 'inherit' } },
        '& button[aria-controls="simple-menu"] .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
      }}
      userMenu={
        <UserMenu>
          <ChangePasswordItem />
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
