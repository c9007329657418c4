import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AnswerOwnerRef } from '../../providers/answerOwner';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { failureReason } from '../failureReason';

/** A video link in place of a file (document_type video or URL). */
export function LinkUpload(props: {
  owner: AnswerOwnerRef;
  indikatorId: number;
  onSent: () => unknown;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [link, setLink] = useState('');
  const [busy, setBusy] = useState(false);

  async function send() {
    const form = new FormData();
    form.append('indikator_id', String(props.indikatorId));
    form.append('youtube', link.trim());
    setBusy(true);
    try {
      await dataProvider.uploadOwnerDocument(props.owner, form);
      notify('indikator_daerah.doc_sent', { type: 'success' });
      setLink('');
      await props.onSent();
    } catch (e) {
      const reason = failureReason(e, '');
      notify('indikator_daerah.doc_failed_reason', { type: 'error', messageArgs: { reason } });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      <TextField
        size="small"
        label={translate('indikator_daerah.doc_link')}
        value={link}
        onChange={(e) => setLink(e.target.value)}
        sx={{ flex: 1 }}
      />
      <Button size="small" disabled={busy || !link.trim()} onClick={() => void send()}>
        {translate('indikator_daerah.doc_link_send')}
      </Button>
    </Stack>
  );
}
