import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ResumableProgress } from '../../shared/upload/ResumableProgress';
import { useResumableUpload } from '../../shared/upload/useResumableUpload';

type ProfileFile = { name: string; value: string };

/**
 * The research documents in the edit modal: each new file goes up first (resumable, /api/uploads); the
 * list (names and file_urls) is saved with the profile.
 */
export function ResearchFilesInput(props: {
  files: ProfileFile[];
  onChange: (files: ProfileFile[]) => void;
  error?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const upload = useResumableUpload();

  async function add(file: File) {
    const stored = await upload.start(file);
    upload.reset();
    if (stored) {
      props.onChange([...props.files, { name: file.name, value: stored.file_url }]);
      return;
    }
    const reason = upload.failure.current?.reason || translate('ra.notification.http_error');
    notify('profil.upload_failed', { type: 'error', messageArgs: { reason } });
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
      {upload.state.phase === 'sending' && (
        <ResumableProgress state={upload.state} onPause={upload.pause} onResume={upload.resume} />
      )}
      <Button
        component="label"
        startIcon={<UploadFileIcon />}
        disabled={upload.state.phase === 'sending'}
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
