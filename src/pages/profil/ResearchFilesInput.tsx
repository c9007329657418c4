import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button,
  FormHelperText,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { UploadError } from '../../providers/upload';

type ProfileFile = { name: string; value: string };

/**
 * The research documents in the edit modal: each new file goes to POST /media/upload first; the
 * list (names and file_urls) is saved with the profile.
 */
export function ResearchFilesInput(props: {
  files: ProfileFile[];
  onChange: (files: ProfileFile[]) => void;
  error?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [progress, setProgress] = useState<number | null>(null);

  async function add(file: File) {
    setProgress(0);
    try {
      const { file_url } = await dataProvider.uploadMedia(file, setProgress);
      props.onChange([...props.files, { name: file.name, value: file_url }]);
    } catch (e) {
      const reason =
        e instanceof UploadError && e.reason ? e.reason : translate('ra.notification.http_error');
      notify('profil.upload_failed', { type: 'error', messageArgs: { reason } });
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('profil.files')}</Typography>
      <List dense disablePadding>
        {props.files.map((f, i) => (
          <ListItem
            key={f.value}
            disableGutters
            secondaryAction={
              <IconButton
                aria-label={translate('profil.remove_file')}
                onClick={() => props.onChange(props.files.filter((_, j) => j !== i))}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText primary={f.name} sx={{ overflowWrap: 'anywhere' }} />
          </ListItem>
        ))}
      </List>
      {progress !== null && <LinearProgress variant="determinate" value={progress} />}
      <Button
        component="label"
        startIcon={<UploadFileIcon />}
        disabled={progress !== null}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('profil.add_file')}
        <input
          hidden
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void add(file);
          }}
        />
      </Button>
      {props.error && <FormHelperText error>{props.error}</FormHelperText>}
    </Stack>
  );
}
