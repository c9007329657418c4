import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { failureReason } from '../../shared/failureReason';

/**
 * Uploads one file to POST /media/upload with its progress, then hands its file_url on (the pact
 * and the logo are saved by their own calls with it).
 */
export function MediaUploadButton(props: {
  label: string;
  accept: string;
  onUploaded: (fileUrl: string) => Promise<void>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [progress, setProgress] = useState<number | null>(null);

  async function send(file: File) {
    setProgress(0);
    try {
      const { file_url } = await dataProvider.uploadMedia(file, setProgress);
      await props.onUploaded(file_url);
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      notify('profil.upload_failed', { type: 'error', messageArgs: { reason } });
    } finally {
      setProgress(null);
    }
  }

  return (
    <Box>
      <Button
        component="label"
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={progress !== null}
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
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} sx={{ mt: 0.5 }} />
      )}
    </Box>
  );
}
