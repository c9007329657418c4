import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** On a touch screen every button is at least 44 px square (WCAG 2.5.5). */
const TOUCH = { '@media (pointer: coarse)': { minHeight: 44, minWidth: 44 } };
/** Keyboard focus is always visible, not only as a ripple. */
const FOCUS = { '&.Mui-focusVisible': { outline: '2px solid #0d47a1', outlineOffset: 2 } };

/**
 * The class of a list's row-actions column: it stays at the right edge of the table's box
 * while the other columns scroll under it, so a row's buttons are in view at any width.
 */
export const ROW_ACTIONS = 'portal-row-actions';
export const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  backgroundColor: '#fff',
  boxShadow: 'inset 1px 0 0 rgba(0, 0, 0, 0.12)',
} as const;

/**
 * Spec 9: "mobile breakpoint 768 px". The phone layout (`breakpoints.down('sm')`: cards instead
 * of tables, full-screen dialogs, stacked filters) applies below 768 px, a 768 px tablet gets the
 * table; the other widths are MUI's.
 */
export const BREAKPOINTS = { xs: 0, sm: 768, md: 900, lg: 1200, xl: 1536 } as const;

/** The console's app bar (react-admin's RaAppBar toolbar, theme.spacing(6)). */
const APP_BAR_HEIGHT = 48;

/**
 * Notifications open at the top, just under the app bar, on every width (issue 37): at the
 * bottom, react-admin's default, they covered the sticky save bars of the forms and the answer
 * screens, often the very button the message was about. The two classes outrank MUI's own
 * `top: 24px` from 768 px up.
 */
const NOTIFICATION = {
  defaultProps: { anchorOrigin: { vertical: 'top', horizontal: 'center' } },
  styleOverrides: {
    root: { '&.MuiSnackbar-anchorOriginTopCenter': { top: APP_BAR_HEIGHT + 8 } },
  },
} as const;

/**
 * react-admin's theme with blues dark enough for text on light grey and white on the app bar
 * (WCAG AA, 4.5:1), visible focus, touch-sized buttons and the phone layout below 768 px.
 */
export const portalTheme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: BREAKPOINTS },
  palette: {
    ...defaultTheme.palette,
    // White on MUI's warning orange is 3.1:1 (a "Belum Lengkap" chip): at 4.5 MUI writes a
    // coloured button's or chip's text in black wherever white would be under WCAG AA.
    contrastThreshold: 4.5,
    primary: { main: '#1565c0' },
    secondary: { light: '#6ec6ff', main: '#1565c0', dark: '#0d47a1', contrastText: '#fff' },
  },
  components: {
    ...defaultTheme.components,
    MuiButtonBase: { styleOverrides: { root: FOCUS } },
    MuiButton: { styleOverrides: { root: TOUCH } },
    MuiIconButton: { styleOverrides: { root: TOUCH } },
    // A list never widens the page (issue 37): its table scrolls inside its own box, the row
    // actions pinned at the right edge.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDataTable: {
      styleOverrides: {
        root: {
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          [`& .${ROW_ACTIONS}`]: STICKY_ACTIONS,
        },
      },
    },
    RaNotification: NOTIFICATION,
  },
};
