import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { documentRules, type IndicatorFileSpec } from '../../../domain/documents';
import { answersKey, type AnswerOwnerRef } from '../../providers/answerOwner';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { Dokumen } from '../../providers/profilApi';
import { failureReason } from '../failureReason';
import { DocumentPreview } from './DocumentPreview';
import { EvidenceUpload } from './EvidenceUpload';
import { LinkUpload } from './LinkUpload';
import { checkBeforeUpload, megabytes } from './uploadCheck';

interface Sending {
  key: number;
  file: File;
}

const isVideo = (d: Dokumen) => !!d.youtube || !!d.mime?.startsWith('video/');

/**
 * One indicator's supporting documents (spec 7 documents API): the list ("tidak ada dokumen."
 * when empty), preview, delete and a resumable upload per file (EvidenceUpload). The allowed types and
 * size are shown before choosing and checked before sending, by the rules the server applies.
 */
export function IndicatorDocuments(props: {
  /** Whose documents: the region, the innovation or its trial results. */
  owner: AnswerOwnerRef;
  indikatorId: number;
  /** The indicator's document_type and filetypes. */
  rules: IndicatorFileSpec;
  /** The documents the period's list already holds: no extra call until they change. */
  initial?: Dokumen[];
  canWrite: boolean;
}) {
  const { owner, indikatorId, canWrite } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const rules = documentRules(props.rules);
  const queryKey = ['dokumen', owner.unit, owner.id, indikatorId];
  const docs = useQuery({
    queryKey,
    queryFn: () => dataProvider.ownerDocuments(owner, indikatorId),
    initialData: props.initial,
    staleTime: props.initial ? 60_000 : 0,
    retry: false,
  });
  const [sending, setSending] = useState<Sending[]>([]);
  const [preview, setPreview] = useState<Dokumen | null>(null);
  /** Why the last file was refused (before sending or by the server), until the next one. */
  const [refused, setRefused] = useState<string | null>(null);
  /**
   * "Dokumen berhasil dikirim" beside the card, not as a toast: twenty uploads would queue
   * twenty toasts and hold back the one that matters (the answers were saved).
   */
  const [sent, setSent] = useState<string | null>(null);

  // The period's list holds each row's documents and completeness too.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey }),
      queryClient.invalidateQueries({ queryKey: answersKey(owner) }),
    ]);

  function send(file: File, key: number) {
    const refusal = checkBeforeUpload(file, rules);
    if (refusal) {
      const reason = translate(refusal.key, refusal.args);
      setRefused(translate('indikator_daerah.doc_failed_reason', { reason }));
      notify('indikator_daerah.doc_failed_reason', { type: 'error', messageArgs: { reason } });
      return;
    }
    setRefused(null);
    setSending((s) => [...s, { key, file }]);
  }

  /** An evidence upload ended: attached (null) or refused. */
  async function sendingDone(item: Sending, failure: unknown) {
    setSending((s) => s.filter((x) => x.key !== item.key));
    if (failure === null) {
      setSent(item.file.name);
      await refresh();
      return;
    }
    const reason = failureReason(failure, '');
    setRefused(
      reason
        ? translate('indikator_daerah.doc_failed_reason', { reason })
        : translate('indikator_daerah.doc_failed'),
    );
    notify(reason ? 'indikator_daerah.doc_failed_reason' : 'indikator_daerah.doc_failed', {
      type: 'error',
      messageArgs: { reason },
    });
  }

  async function remove(doc: Dokumen) {
    const nama = doc.nama || doc.file_name || doc.youtube || '';
    if (!window.confirm(translate('indikator_daerah.doc_delete_confirm', { nama }))) return;
    try {
      await dataProvider.deleteOwnerDocument(owner, doc.id);
      notify('indikator_daerah.doc_deleted', { type: 'info' });
      await refresh();
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      notify(reason, { type: 'error', messageArgs: { _: reason } });
    }
  }

  const list = docs.data ?? [];
  return (
    <Stack spacing={1}>
      {docs.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('indikator_daerah.doc_none')}
        </Typography>
      )}
      {list.map((doc) => (
        <Stack key={doc.id} direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {doc.nama || doc.file_name || doc.youtube}
          </Typography>
          {isVideo(doc) && doc.youtube ? (
            <Link href={doc.youtube} target="_blank" rel="noopener noreferrer" variant="body2">
              {translate('indikator_daerah.doc_open_video')} <OpenInNewIcon fontSize="inherit" />
            </Link>
          ) : (
            doc.file_url && (
              <Tooltip title={translate('indikator_daerah.doc_preview')}>
                <IconButton
                  aria-label={translate('indikator_daerah.doc_preview')}
                  onClick={() => setPreview(doc)}
                >
                  <VisibilityIcon />
                </IconButton>
              </Tooltip>
            )
          )}
          {canWrite && (
            <Tooltip title={translate('indikator_daerah.doc_delete')}>
              <IconButton
                aria-label={translate('indikator_daerah.doc_delete')}
                onClick={() => void remove(doc)}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ))}
      {sending.map((s) => (
        <EvidenceUpload
          key={s.key}
          file={s.file}
          owner={owner}
          indikatorId={indikatorId}
          onDone={(failure) => void sendingDone(s, failure)}
        />
      ))}
      {sent && !refused && (
        <Typography variant="body2" color="success.main" role="status">
          {translate('indikator_daerah.doc_sent')}: {sent}
        </Typography>
      )}
      {refused && (
        <Typography variant="body2" color="error" role="alert">
          {refused}
        </Typography>
      )}
      {canWrite && (
        <>
          <Typography variant="caption" color="text.secondary">
            {translate('indikator_daerah.doc_rules', {
              types: rules.label,
              size: megabytes(rules.max_bytes),
            })}
            {rules.accepts_link ? ` ${translate('indikator_daerah.doc_rules_link')}` : ''}
          </Typography>
          <Button
            component="label"
            size="small"
            variant="outlined"
            startIcon={<UploadFileIcon />}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('indikator_daerah.doc_upload')}
            <input
              hidden
              multiple
              type="file"
              accept={rules.accept}
              data-indikator={indikatorId}
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = '';
                files.forEach((f, i) => send(f, Date.now() + i));
              }}
            />
          </Button>
          {rules.accepts_link && (
            <LinkUpload owner={owner} indikatorId={indikatorId} onSent={refresh} />
          )}
        </>
      )}
      {preview && <DocumentPreview doc={preview} onClose={() => setPreview(null)} />}
    </Stack>
  );
}
