import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useBasename, usePermissions, useTranslate } from 'react-admin';
import { homeScreen } from '../../domain/home';
import { LoadingText } from '../admin/LoadingText';
import { MENU_ENTRIES } from './menuEntries';

/**
 * `/dashboard` itself, and the main dashboard's route for a role without it: the account's home
 * (domain/home.ts), reached without a history entry of its own.
 */
export function GoHome() {
  const basename = useBasename();
  const { permissions, isPending } = usePermissions<readonly string[]>();
  if (isPending) return <LoadingText />;
  return <Navigate to={`${basename}/${homeScreen(permissions ?? [], MENU_ENTRIES)}`} replace />;
}

/** The browser tab's title on every screen: the portal's name, in the chosen language. */
export function usePortalDocumentTitle() {
  const translate = useTranslate();
  const name = translate('app.title');
  useEffect(() => {
    document.title = name;
  }, [name]);
}

/** The app bar's title where a screen names none (react-admin's 404 said "React Admin"). */
export function PortalTitle() {
  const translate = useTranslate();
  return <Typography component="span">{translate('app.title')}</Typography>;
}
