import { createTheme } from '@mui/material';
import { defaultTheme } from 'react-admin';

/** The public pages use the same base theme as the portal. */
export const publicTheme = createTheme(defaultTheme);
