import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';

/**
 * "Kembali" on create and edit forms: to the previous screen when the user came from one inside
 * the app (react-router numbers its history entries), otherwise (a bookmark, a new tab) to the
 * resource's list. It never saves; the form's draft keeper keeps unsaved input.
 */
export function BackButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const resource = useResourceContext();
  const onClick = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else if (resource) navigate(createPath({ resource, type: 'list' }));
    else navigate('/');
  };
  return (
    // On the paper colour: the primary text on the grey form toolbar is below WCAG's 4.5:1.
    <Button
      variant="outlined"
      startIcon={<ArrowBackIcon />}
      onClick={onClick}
      sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
    >
      {translate('form.back')}
    </Button>
  );
}
