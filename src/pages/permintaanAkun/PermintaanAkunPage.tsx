import { Button, DialogContentText, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import { formatActivityTime } from '../../../domain/format';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import type { AccountRequest } from '../../providers/accountApi';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { DialogShell } from '../../shared/DialogShell';

const TABS = ['menunggu', 'disetujui', 'ditolak', 'semua'] as const;
type Tab = (typeof TABS)[number];
type Decision = { kind: 'approve' | 'reject'; row: AccountRequest };

/**
 * /dashboard/permintaan-akun: the account requests of the sign-in page (admin, superadmin).
 * "Setujui" creates the account and mails the set-password link; "Tolak" mails the reason.
 */
export function PermintaanAkunPage() {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`permintaan_akun.${key}`, args);
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const table = useDataTable<AccountRequest, { status: Tab }>({
    queryKey: ['permintaan-akun'],
    filter: { status: 'menunggu' },
    fetch: ({ page, perPage, filter }) =>
      dataProvider.accountRequests(
        filter.status === 'semua' ? undefined : filter.status,
        page,
        perPage,
      ),
  });
  const role = (peran: string) =>
    translate(`choices.role.${peran.replace(/\./g, '_')}`, { _: peran });

  return (
    <DataTablePage
      table={table}
      title={t('title')}
      intro={t('intro')}
      tabs={{ source: 'status', choices: TABS.map((v) => ({ value: v, label: t(`status.${v}`) })) }}
      columns={[
        {
          id: 'nama',
          label: t('nama'),
          render: (row) => (
            <>
              {row.nama_lengkap}
              <Typography variant="body2" color="text.secondary">
                {row.jabatan}
              </Typography>
            </>
          ),
          card: 'title',
        },
        {
          id: 'kontak',
          label: t('kontak'),
          render: (row) => (
            <>
              <span style={{ overflowWrap: 'anywhere' }}>{row.email}</span>
              <Typography variant="body2" color="text.secondary">
                {row.telepon}
              </Typography>
            </>
          ),
        },
        { id: 'daerah', label: t('daerah'), render: (row) => row.daerah },
        { id: 'peran', label: t('peran'), render: (row) => role(row.peran) },
        {
          id: 'diajukan',
          label: t('diajukan'),
          render: (row) => formatActivityTime(row.created_at),
          nowrap: true,
        },
        {
          id: 'keputusan',
          label: t('keputusan'),
          render: (row) =>
            row.status === 'menunggu' ? (
              t('status.menunggu')
            ) : (
              <>
                {t('decided', {
                  status: t(`status.${row.status}`),
                  oleh: row.diputus_oleh ?? '—',
                  waktu: row.diputus_at ? formatActivityTime(row.diputus_at) : '—',
                })}
                {row.username && (
                  <Typography variant="body2">
                    {t('account', { username: row.username })}
                  </Typography>
                )}
                {row.alasan && (
                  <Typography variant="body2" color="text.secondary">
                    {t('reason', { alasan: row.alasan })}
                  </Typography>
                )}
              </>
            ),
        },
        {
          id: 'aksi',
          label: '',
          card: 'actions',
          render: (row) =>
            row.status === 'menunggu' && (
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() => setDeciding({ kind: 'approve', row })}
                >
                  {t('approve')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  onClick={() => setDeciding({ kind: 'reject', row })}
                >
                  {t('reject')}
                </Button>
              </Stack>
            ),
        },
      ]}
      failed={t('failed')}
      empty={t('empty')}
      alignRows="top"
    >
      <DecisionDialog
        decision={deciding}
        role={role}
        onClose={() => setDeciding(null)}
        onDone={() => queryClient.invalidateQueries({ queryKey: ['permintaan-akun'] })}
      />
    </DataTablePage>
  );
}

/** Confirms an approval (optional username) or a rejection (required reason). */
function DecisionDialog({
  decision,
  role,
  onClose,
  onDone,
}: {
  decision: Decision | null;
  role: (peran: string) => string;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`permintaan_akun.${key}`, args);
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const row = decision?.row;
  const approving = decision?.kind === 'approve';

  const close = () => {
    setValue('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!decision || !row) return;
    if (!approving && !value.trim()) return setError(t('reason_missing'));
    setBusy(true);
    try {
      const answer = approving
        ? await dataProvider.approveAccountRequest(row.id, value.trim() || undefined)
        : await dataProvider.rejectAccountRequest(row.id, value.trim());
      notify(answer.message, { type: 'success' });
      await onDone();
      close();
    } catch (e) {
      const body = (e as HttpError).body as { errors?: Record<string, string> } | null;
      const field = body?.errors?.username ?? body?.errors?.alasan;
      if (field) setError(field);
      else notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogShell
      open={decision !== null}
      title={row && t(approving ? 'approve_title' : 'reject_title', { nama: row.nama_lengkap })}
      width="sm"
      cancelLabel={t('cancel')}
      confirmLabel={t(approving ? 'approve' : 'reject')}
      confirmColor={approving ? 'primary' : 'error'}
      onCancel={close}
      onConfirm={() => void submit()}
      confirmDisabled={busy}
    >
      {row && approving && (
        <DialogContentText sx={{ mb: 1 }}>
          {t('approve_text', { peran: role(row.peran), daerah: row.daerah, email: row.email })}
        </DialogContentText>
      )}
      <TextField
        label={t(approving ? 'username' : 'reason_label')}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        required={!approving}
        error={error !== null}
        helperText={error ?? ' '}
        multiline={!approving}
        minRows={approving ? undefined : 3}
        fullWidth
        autoFocus
        margin="dense"
        slotProps={{ htmlInput: { maxLength: approving ? 50 : 1000 } }}
      />
    </DialogShell>
  );
}
