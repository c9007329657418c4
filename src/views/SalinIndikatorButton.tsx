import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Button, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { getActiveYear } from '../providers/session';
import { actionAllowed } from '../shared/actionAllowed';
import { indikatorApi } from '../providers/indikatorApi';

const YEAR = /^\d{4}$/;

/** The year a filtered list shows, else the latest seeded set (2023). */
function sourceYear(filter: Record<string, unknown> | undefined): string {
  const tahun = filter?.tahun;
  return typeof tahun === 'number' || (typeof tahun === 'string' && YEAR.test(tahun))
    ? String(tahun)
    : '2023';
}

/**
 * "Salin ke tahun baru" on the indicator list (issue 7 item 1): superadmin copies a period's
 * indicator set with its scales to a new year through `POST /api/indikator/salin`, so a new year
 * can change its indicators without rewriting past answers. Shown only where the API allows it.
 */
export default function SalinIndikatorButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const [dari, setDari] = useState('');
  const [ke, setKe] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!actionAllowed('indikator.salin')) return null;

  const start = () => {
    const from = sourceYear(filterValues as Record<string, unknown>);
    setDari(from);
    setKe(String(Math.max(Number(from), getActiveYear()) + 1));
    setError(null);
    setOpen(true);
  };

  const fieldError = (value: string) =>
    YEAR.test(value) ? null : translate('indikator_salin.year_invalid');
  const sameYear = dari === ke ? translate('indikator_salin.same_year') : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (fieldError(dari) || fieldError(ke) || sameYear) return;
    setBusy(true);
    setError(null);
    try {
      const done = await indikatorApi.copySet(Number(dari), Number(ke));
      notify(done.message, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label={translate('indikator_salin.button')} onClick={start}>
        <ContentCopyIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="salin-indikator-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="salin-indikator-title">{translate('indikator_salin.title')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="body2">{translate('indikator_salin.help')}</Typography>
              <TextField
                label={translate('indikator_salin.dari')}
                value={dari}
                onChange={(e) => setDari(e.target.value.trim())}
                inputMode="numeric"
                error={Boolean(fieldError(dari))}
                helperText={fieldError(dari) ?? ' '}
              />
              <TextField
                label={translate('indikator_salin.ke')}
                value={ke}
                onChange={(e) => setKe(e.target.value.trim())}
                inputMode="numeric"
                error={Boolean(fieldError(ke) ?? sameYear)}
                helperText={fieldError(ke) ?? sameYear ?? ' '}
              />
              {error ? <Alert severity="error">{error}</Alert> : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>
              {translate('indikator_salin.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={busy}>
              {translate('indikator_salin.submit')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
