import DevicesIcon from '@mui/icons-material/Devices';
import PasswordIcon from '@mui/icons-material/Password';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  useBasename,
  useGetIdentity,
  useLocales,
  UserMenu,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link } from 'react-router';
import { passwordPage } from '../pages/password';
import { sesiPage } from '../pages/sesi';
import { SIGNED_OUT_PATH } from '../providers/authProvider';
import { LayoutCustomizer } from './customizer/LayoutCustomizer';

/** The account's name on small screens, where react-admin's user menu shows only an icon. */
function UserName() {
  const { identity } = useGetIdentity();
  if (!identity?.fullName) return null;
  return (
    <Typography
      variant="body2"
      noWrap
      // A long name gives way (ellipsis) to the bar's buttons instead of widening the page.
      sx={{ mr: 1, display: { xs: 'block', sm: 'none' }, minWidth: 0, flexShrink: 1 }}
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
    <MenuItem component={Link} to={`${basename}/${passwordPage.path}`} onClick={menu?.onClose}>
      <ListItemIcon>
        <PasswordIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('user.change_password')}</ListItemText>
    </MenuItem>
  );
}

/** "Sesi Login" in the user menu: the account's signed-in devices (/dashboard/sesi). */
function SessionsItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to={`${basename}/${sesiPage.path}`} onClick={menu?.onClose}>
      <ListItemIcon>
        <DevicesIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('user.sessions')}</ListItemText>
    </MenuItem>
  );
}

/**
 * react-admin's own bar buttons (the language menu, the reload button and its spinner), the
 * spinner named: unnamed, a screen reader announces a bare "progressbar" while a page loads (axe
 * aria-progressbar-name). LoadingIndicator passes props it does not know to the spinner.
 */
function BarButtons() {
  const translate = useTranslate();
  const locales = useLocales();
  const named = { 'aria-label': translate('ra.page.loading') } as object;
  return (
    <>
      {locales && locales.length > 1 ? <LocalesMenuButton /> : null}
      <LoadingIndicator {...named} />
    </>
  );
}

/**
 * App bar: page title, the user's name, the layout customizer and a user menu with the password
 * change, the signed-in devices and a sign-out that goes to /session/signin.
 */
export function AppBar() {
  return (
    <RaAppBar
      toolbar={<BarButtons />}
      sx={{
        // On a phone the language button keeps its icons (its name stays for screen readers).
        '@media (max-width: 599.95px)': {
          '& button[aria-controls="simple-menu"]': { fontSize: 0 },
          '& button[aria-controls="simple-menu"] .MuiButton-startIcon': { mr: 0 },
        },
      }}
      userMenu={
        <UserMenu>
          <ChangePasswordItem />
          <SessionsItem />
          <Logout redirectTo={SIGNED_OUT_PATH} />
        </UserMenu>
      }
    >
      {/* On a phone the breadcrumb names the page; the bar keeps its buttons. */}
      {/* A long title wraps to a second line instead of being cut (issue 37: 1366 px). */}
      <TitlePortal
        sx={{
          display: { xs: 'none', sm: 'block' },
          whiteSpace: 'normal',
          lineHeight: 1.25,
        }}
      />
      <Box sx={{ flex: 1 }} />
      <UserName />
      <LayoutCustomizer />
    </RaAppBar>
  );
}
