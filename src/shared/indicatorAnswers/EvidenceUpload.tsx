import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AnswerOwnerRef } from '../../providers/answerOwner';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { ResumableProgress } from '../upload/ResumableProgress';
import { useResumableUpload } from '../upload/useResumableUpload';

/** MP4 and MOV evidence (video indicators) is not a media type: it goes as one multipart POST. */
const isVideoFile = (file: File) =>
  file.type.startsWith('video/') || /\.(mp4|mov)$/i.test(file.name);

/**
 * One evidence file on its way: sent by the resumable protocol (progress in bytes and time
 * left, pause, retries, and after a reload picking it again goes on where it stopped), then
 * attached to the indicator by its `file_url`. Ends with `onDone` (null, or the refusal).
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
  const [percent, setPercent] = useState(0);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const form = new FormData();
    form.append('indikator_id', String(indikatorId));
    form.append('nama', file.name);
    const attach = async () => {
      if (isVideoFile(file)) {
        form.append('file', file);
        await dataProvider.uploadOwnerDocument(owner, form, setPercent);
        return;
      }
      const stored = await upload.start(file);
      // failureReason (../failureReason.ts) reads the server's words from `body`.
      if (!stored) throw { body: { message: upload.failure.current?.reason } };
      form.append('file_url', stored.file_url);
      await dataProvider.uploadOwnerDocument(owner, form, () => undefined);
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
  return (
    <Box>
      <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
        {file.name} — {percent}%
      </Typography>
      <LinearProgress variant="determinate" value={percent} />
    </Box>
  );
}
