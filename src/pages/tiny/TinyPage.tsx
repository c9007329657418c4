import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, RichTextField, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LazyRichTextInput } from '../../admin/fields/LazyRichTextInput';
import { answer, api } from '../../providers/api';
import { failureReason } from '../../shared/failureReason';

/** The draft, kept in this browser until cleared (one per browser: the page has no record). */
export const TINY_DRAFT_KEY = 'tiny.naskah';

interface Preview {
  html: string;
  berubah: boolean;
}

/** Keeps the draft in localStorage as it is typed. */
function DraftKeeper() {
  const naskah = useWatch({ name: 'naskah' }) as string | undefined;
  useEffect(() => {
    if (naskah) localStorage.setItem(TINY_DRAFT_KEY, naskah);
    else localStorage.removeItem(TINY_DRAFT_KEY);
  }, [naskah]);
  return null;
}

function Actions({ busy, onClear }: { busy: boolean; onClear: () => void }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Button type="submit" variant="contained" disabled={busy}>
        {translate('tiny.pratinjau')}
      </Button>
      <Button
        onClick={() => {
          setValue('naskah', '', { shouldDirty: true });
          onClear();
        }}
      >
        {translate('tiny.kosongkan')}
      </Button>
    </Stack>
  );
}

/**
 * /dashboard/tiny (spec 2 `/tiny`): a rich-text editor (ra-input-rich-text) standing alone; "Pratinjau
 * Publik" runs the draft through the public pages' sanitiser on the server (POST
 * /api/tiny/pratinjau) and shows what the public would read, says whether anything was dropped,
 * and gives the HTML to copy into a news item, an announcement or a site section.
 */
export function TinyPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [initial] = useState(() => localStorage.getItem(TINY_DRAFT_KEY) ?? '');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);

  async function show(values: Record<string, unknown>) {
    const html = String(values.naskah ?? '').trim();
    if (!html) {
      setPreview(null);
      notify('tiny.kosong', { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const res = await answer(api.tiny.pratinjau.$post({ json: { html } }));
      setPreview(res.data);
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      notify(reason, { type: 'error', messageArgs: { _: reason } });
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!preview) return;
    try {
      await navigator.clipboard.writeText(preview.html);
      notify('tiny.disalin', { type: 'success' });
    } catch {
      notify('tiny.salin_gagal', { type: 'warning' });
    }
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Card>
        <CardContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('tiny.intro')}
          </Typography>
          <Form
            defaultValues={{ naskah: initial }}
            onSubmit={(v: Record<string, unknown>) => void show(v)}
            noValidate
          >
            <LazyRichTextInput source="naskah" label="tiny.naskah" fullWidth />
            <DraftKeeper />
            <Actions busy={busy} onClear={() => setPreview(null)} />
          </Form>
        </CardContent>
      </Card>
      {preview ? (
        <Card component="section" aria-labelledby="tiny-pratinjau">
          <CardContent>
            <Stack spacing={2}>
              <Typography id="tiny-pratinjau" variant="h6" component="h2">
                {translate('tiny.pratinjau_judul')}
              </Typography>
              <Alert severity={preview.berubah ? 'warning' : 'success'}>
                {translate(preview.berubah ? 'tiny.berubah' : 'tiny.utuh')}
              </Alert>
              <Box
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
                data-testid="tiny-hasil"
              >
                <RichTextField record={{ id: 0, html: preview.html }} source="html" />
              </Box>
              <Typography variant="subtitle2" component="h3">
                {translate('tiny.kode')}
              </Typography>
              <Box
                component="pre"
                tabIndex={0}
                aria-label={translate('tiny.kode')}
                sx={{
                  m: 0,
                  p: 1.5,
                  bgcolor: 'action.hover',
                  borderRadius: 1,
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                  fontSize: 13,
                }}
              >
                {preview.html}
              </Box>
              <Button onClick={() => void copy()} sx={{ alignSelf: 'flex-start' }}>
                {translate('tiny.salin')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
