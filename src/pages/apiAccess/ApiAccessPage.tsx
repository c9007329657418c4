import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { formatActivityTime, formatNumber } from '../../../domain/format';
import {
  DEFAULT_OPEN_DATA_LIMITS,
  OPEN_DATA_SCOPES,
  type OpenDataScope,
} from '../../../domain/openData';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import { apiAccessApi, type ApiKey, type ApiKeyFields } from '../../providers/apiAccessApi';
import { failureReason } from '../../shared/failureReason';
import { DialogShell } from '../../shared/DialogShell';

const QUERY_KEY = ['api-access'];

/** The name and scope form of a new or an existing key; field errors from the server. */
function KeyForm({
  open,
  title,
  initial,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  initial: ApiKeyFields;
  onClose: () => void;
  onSubmit: (fields: ApiKeyFields) => Promise<void>;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`apiAccess.${key}`);
  const [nama, setNama] = useState(initial.nama);
  const [scope, setScope] = useState<OpenDataScope[]>(initial.scope);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    setErrors({});
    try {
      await onSubmit({ nama, scope });
    } catch (e) {
      const body = (e as { body?: { errors?: Record<string, string>; message?: string } }).body;
      setErrors(
        body?.errors ?? { form: failureReason(e, translate('ra.notification.http_error')) },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogShell
      open={open}
      title={title}
      width="sm"
      cancelLabel={t('cancel')}
      confirmLabel={t('save')}
      onCancel={onClose}
      onConfirm={() => void submit()}
      busy={busy}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
        <TextField
          label={t('name')}
          value={nama}
          onChange={(e) => setNama(e.target.value)}
          error={!!errors.nama}
          helperText={errors.nama ?? t('name_help')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          autoFocus
          required
        />
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <FormLabel component="legend" error={!!errors.scope} required>
            {t('scope')}
          </FormLabel>
          <FormGroup>
            {OPEN_DATA_SCOPES.map((s) => (
              <FormControlLabel
                key={s}
                control={
                  <Checkbox
                    checked={scope.includes(s)}
                    onChange={(e) =>
                      setScope((old) =>
                        e.target.checked
                          ? OPEN_DATA_SCOPES.filter((x) => x === s || old.includes(x))
                          : old.filter((x) => x !== s),
                      )
                    }
                  />
                }
                label={t(`scopes.${s}`)}
              />
            ))}
          </FormGroup>
          {errors.scope ? <FormHelperText error>{errors.scope}</FormHelperText> : null}
        </fieldset>
      </Stack>
    </DialogShell>
  );
}

/** The secret of a new or rotated key, shown this once, with a copy button. */
function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`apiAccess.${key}`);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <Dialog open={secret !== null} fullWidth maxWidth="sm" aria-describedby="kunci-rahasia-info">
      <DialogTitle>{t('secret_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="kunci-rahasia-info">{t('secret_intro')}</DialogContentText>
          <TextField
            label={t('secret_label')}
            value={secret ?? ''}
            fullWidth
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
            }}
            onFocus={(e) => e.target.select()}
          />
          {copied === 'yes' ? <Alert severity="success">{t('copied')}</Alert> : null}
          {copied === 'failed' ? <Alert severity="warning">{t('copy_failed')}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            setCopied(null);
            onClose();
          }}
        >
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * `/dashboard/api-access`: the account's keys of the open data API with their scope, last use
 * and calls per day; create (the secret shown once, with a copy button), edit, rotate, revoke.
 */
export function ApiAccessPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const t = (key: string, args?: object) => translate(`apiAccess.${key}`, args);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'revoke' | 'rotate'; key: ApiKey } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const table = useDataTable<ApiKey, object>({
    queryKey: QUERY_KEY,
    filter: {},
    fetch: async ({ page, perPage }) => {
      const keys = await apiAccessApi.list();
      return { data: keys.slice(page * perPage, (page + 1) * perPage), total: keys.length };
    },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });

  async function act(kind: 'revoke' | 'rotate', key: ApiKey) {
    setConfirm(null);
    try {
      if (kind === 'revoke') notify(await apiAccessApi.revoke(key.id), { type: 'success' });
      else setSecret((await apiAccessApi.rotate(key.id)).secret);
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      notify(reason, { type: 'error', messageArgs: { _: reason } });
    }
    await refresh();
  }

  const scopeChips = (k: ApiKey) => (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {k.scope.map((s) => (
        <Chip key={s} size="small" label={t(`scopes.${s}`)} />
      ))}
    </Stack>
  );

  return (
    <DataTablePage
      table={table}
      title={t('title')}
      intro={
        <>
          {t('intro', { anonim: DEFAULT_OPEN_DATA_LIMITS.anonymous })}{' '}
          <Link href="/data" target="_blank" rel="noopener">
            {t('guide')}
          </Link>
        </>
      }
      toolbar={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('create')}
        </Button>
      }
      cardsBelow="md"
      empty={t('empty')}
      failed={t('failed')}
      columns={[
        { id: 'nama', label: t('name'), render: (k) => k.nama, card: 'title' },
        { id: 'scope', label: t('scope'), render: scopeChips },
        {
          id: 'prefix',
          label: t('prefix'),
          render: (k) => (
            <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
              {k.prefix}…
            </Typography>
          ),
          nowrap: true,
        },
        { id: 'daerah', label: t('region'), render: (k) => k.daerah ?? '—' },
        {
          id: 'dibuat',
          label: t('created'),
          render: (k) => formatActivityTime(k.created_at),
          nowrap: true,
        },
        {
          id: 'terakhir',
          label: t('last_used'),
          render: (k) => (k.last_used_at ? formatActivityTime(k.last_used_at) : t('never_used')),
          nowrap: true,
        },
        {
          id: 'hari_ini',
          label: t('today'),
          render: (k) => formatNumber(k.hari_ini, 'count'),
          align: 'right',
        },
        {
          id: 'minggu',
          label: t('week'),
          render: (k) => (
            <span
              title={t('week_label', {
                hari: k.per_hari.map((d) => `${d.tanggal}: ${d.jumlah}`).join(', '),
              })}
            >
              {k.per_hari.map((d) => formatNumber(d.jumlah, 'count')).join(' · ')}
            </span>
          ),
          nowrap: true,
        },
        {
          id: 'status',
          label: t('status'),
          render: (k) =>
            k.revoked_at ? (
              <Chip size="small" label={t('revoked')} />
            ) : (
              <Chip size="small" color="success" label={t('active')} />
            ),
        },
        {
          id: 'aksi',
          label: t('actions'),
          card: 'actions',
          render: (k) =>
            k.revoked_at ? null : (
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => setEditing(k)}>
                  {t('edit')}
                </Button>
                <Button size="small" onClick={() => setConfirm({ kind: 'rotate', key: k })}>
                  {t('rotate')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setConfirm({ kind: 'revoke', key: k })}
                >
                  {t('revoke')}
                </Button>
              </Stack>
            ),
        },
      ]}
    >
      {creating ? (
        <KeyForm
          open
          title={t('create')}
          initial={{ nama: '', scope: [...OPEN_DATA_SCOPES] }}
          onClose={() => setCreating(false)}
          onSubmit={async (fields) => {
            const made = await apiAccessApi.create(fields);
            setCreating(false);
            setSecret(made.secret);
            await refresh();
          }}
        />
      ) : null}
      {editing ? (
        <KeyForm
          open
          title={t('edit_title')}
          initial={{ nama: editing.nama, scope: editing.scope }}
          onClose={() => setEditing(null)}
          onSubmit={async (fields) => {
            notify(await apiAccessApi.update(editing.id, fields), { type: 'success' });
            setEditing(null);
            await refresh();
          }}
        />
      ) : null}
      <Confirm
        isOpen={confirm !== null}
        title={`apiAccess.confirm_${confirm?.kind ?? 'revoke'}_title`}
        content={`apiAccess.confirm_${confirm?.kind ?? 'revoke'}_content`}
        translateOptions={{ nama: confirm?.key.nama ?? '' }}
        confirm={confirm?.kind === 'revoke' ? 'apiAccess.revoke' : 'apiAccess.rotate'}
        onConfirm={() => confirm && void act(confirm.kind, confirm.key)}
        onClose={() => setConfirm(null)}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </DataTablePage>
  );
}
