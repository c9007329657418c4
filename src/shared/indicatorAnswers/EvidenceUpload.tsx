import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { AnswerOwnerRef } from '../../providers/answerOwner';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { ResumableProgress } from '../upload/ResumableProgress';
import { useTrackedUpload } from '../upload/uploadGuard';
import { useResumableUpload } from '../upload/useResumableUpload';

/**
 * One evidence file on its way, whatever its type (PDF, picture, MP4/MOV video): sent by the
 * resumable protocol under its indicator's rules (progress in bytes and time left, pause,
 * retries, and after a reload picking it again goes on where it stopped), then attached to the
 * indicator by its `file_url`. Until it is attached the answers cannot be saved (uploadGuard).
 * Ends with `onDone` (null, or the refusal).
 */
export function EvidenceUpload(props: {
  file: File;
  owner: AnswerOwnerRef;
  indikatorId: number;
  onDone(failure: unknown): void;
}) {
  const { file, owner, indikatorId } = props;
  const dataProvider = useDataProvider<PortalDataProvider>();
  const upload = useResumableUpload();
  const started = useRef(false);
  useTrackedUpload(file.name);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const attach = async () => {
      const stored = await upload.start(file, { indikator_id: indikatorId });
      // failureReason (../failureReason.ts) reads the UploadError's reason.
      if (!stored) throw upload.failure.current;
      const form = new FormData();
      form.append('indikator_id', String(indikatorId));
      form.append('nama', file.name);
      form.append('file_url', stored.file_url);
      await dataProvider.uploadOwnerDocument(owner, form);
    };
    // The card's handler of the moment the file was picked: it only sets state and refreshes.
    const { onDone } = props;
    attach().then(
      () => onDone(null),
      (e: unknown) => onDone(e),
    );
    // One upload per mounted file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (upload.state.phase === 'sending')
    return (
      <ResumableProgress state={upload.state} onPause={upload.pause} onResume={upload.resume} />
    );
  // The bytes are in; the document is being attached.
  return (
    <Box>
      <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
        {file.name}
      </Typography>
      <LinearProgress aria-label={file.name} />
    </Box>
  );
}
