import { Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { failureReason } from '../../shared/failureReason';
import { DialogShell } from '../../shared/DialogShell';

/** "Kirim ke {product}" (spec 4): a confirmation, then POST /inovasi/{id}/kirim. */
export function KirimDialog({
  inovasi,
  onClose,
}: {
  inovasi: { id: number; nama: string } | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [busy, setBusy] = useState(false);
  const product = translate('inovasi_list.product');

  async function send() {
    if (!inovasi) return;
    setBusy(true);
    try {
      await dataProvider.transition(inovasi.id, 'kirim');
      notify('inovasi_list.kirim_done', { type: 'success' });
      refresh();
      onClose();
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      notify(reason, { type: 'error', messageArgs: { _: reason } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogShell
      open={inovasi !== null}
      title={translate('inovasi_list.kirim_title', { nama: inovasi?.nama ?? '', product })}
      width="sm"
      cancelLabel={translate('inovasi_list.batal')}
      confirmLabel={translate('inovasi_list.kirim_confirm')}
      onCancel={onClose}
      onConfirm={() => void send()}
      busy={busy}
    >
      <Typography>{translate('inovasi_list.kirim_body')}</Typography>
    </DialogShell>
  );
}
