import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { failureReason } from '../../shared/failureReason';

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
    <Dialog open={inovasi !== null} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>
        {translate('inovasi_list.kirim_title', { nama: inovasi?.nama ?? '', product })}
      </DialogTitle>
      <DialogContent>
        <Typography>{translate('inovasi_list.kirim_body')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('inovasi_list.batal')}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {translate('inovasi_list.kirim_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
