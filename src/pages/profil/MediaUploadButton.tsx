import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { failureReason } from '../../shared/failureReason';
import { ResumableProgress } from '../../shared/upload/ResumableProgress';
import { useResumableUpload } from '../../shared/upload/useResumableUpload';

/**
 * Uploads one file by the resumable protocol (/api/uploads) with its progress, then hands its
 * file_url on (the pact
 * and the logo are saved by their own calls with it).
 */
export function MediaUploadButton(props: {
  label: string;
  accept: string;
  onUploaded: (fileUrl: string) => Promise<void>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const upload = useResumableUpload();

  async function send(file: File) {
    try {
      const stored = await upload.start(file);
      if (!stored) throw { body: { message: upload.failure.current?.reason } };
      await props.onUploaded(stored.file_url);
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      notify('profil.upload_failed', { type: 'error', messageArgs: { reason } });
    } finally {
      upload.reset();
    }
  }

  return (
    <Box>
      <Button
        component="label"
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={upload.state.phase === 'sending'}
      >
        {props.label}
        <input
          hidden
          type="file"
          accept={props.accept}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void send(file);
          }}
        />
      </Button>
      {upload.state.phase === 'sending' && (
        <ResumableProgress state={upload.state} onPause={upload.pause} onResume={upload.resume} />
      )}
    </Box>
  );
}
