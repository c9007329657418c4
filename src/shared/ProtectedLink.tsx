import { Button, type ButtonProps } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { saveProtectedFile } from '../providers/upload';

/** A download button for a file the API serves only with the bearer token. */
export function ProtectedDownload(
  props: { fileUrl: string; fileName: string; label: string } & Pick<ButtonProps, 'variant'>,
) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      variant={props.variant ?? 'text'}
      startIcon={<DownloadIcon />}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        saveProtectedFile(props.fileUrl, props.fileName)
          .catch(() => notify('profil.download_failed', { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      {props.label}
    </Button>
  );
}
