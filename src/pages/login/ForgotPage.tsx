import { Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { LOGIN_PATH } from '../../providers/authProvider';

/** Passwords are reset by an administrator for now; this screen says so plainly. */
export function ForgotPage() {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('forgot.heading')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('forgot.body')}</Typography>
      <MuiLink component={Link} to={LOGIN_PATH}>
        {translate('forgot.back')}
      </MuiLink>
    </>
  );
}
