import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  acceptAttribute,
  checkFileChoice,
  sizeLabel,
  typesLabel,
  type FileRules,
} from '../../../domain/media';
import {
  UploadError,
  uploadMedia,
  type UploadedMedia,
  type UploadTarget,
} from '../../providers/mediaUpload';
import { FilePreview } from './FilePreview';

export interface FileSlotProps {
  value: string | null;
  /** Called with the stored file after an upload, or null on remove. */
  onChange(file: UploadedMedia | null): void;
  rules: FileRules;
  target: UploadTarget;
  /** Names the picker and progress for screen readers (the field's label). */
  label: string;
  /** The known name of the current file (a list item's name). */
  name?: string | null;
  /** false: no remove button (a list item is removed by its own button). */
  removable?: boolean;
  disabled?: boolean;
}

type Upload =
  | { phase: 'idle' }
  | { phase: 'sending'; name: string; percent: number }
  | { phase: 'failed'; name: string; message: string };

/**
 * One file of a file field: what it takes (types, size) before anything is chosen, a preview of
 * the current file, choose / replace / remove, and while sending a progress bar per file. A file
 * the field cannot take is refused before sending; the server checks the bytes again and its
 * (Indonesian) message is shown as it is.
 */
export function FileSlot(props: FileSlotProps) {
  const { value, onChange, rules, target, label, removable = true, disabled } = props;
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [upload, setUpload] = useState<Upload>({ phase: 'idle' });
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  const send = async (file: File) => {
    const refusal = checkFileChoice(file, rules);
    if (refusal) {
      setUpload({
        phase: 'failed',
        name: file.name,
        message: translate(refusal.key, refusal.args),
      });
      return;
    }
    setUpload({ phase: 'sending', name: file.name, percent: 0 });
    try {
      const stored = await uploadMedia(
        file,
        target,
        (percent) => setUpload({ phase: 'sending', name: file.name, percent }),
        translate('upload.network'),
      );
      setUploadedName(stored.file_name);
      setUpload({ phase: 'idle' });
      onChange(stored);
    } catch (e) {
      const message = e instanceof UploadError ? e.message : translate('upload.network');
      setUpload({ phase: 'failed', name: file.name, message });
    }
  };

  const sending = upload.phase === 'sending';
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', width: '100%' }}>
      {value ? <FilePreview url={value} name={props.name ?? uploadedName} /> : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={disabled || sending}
          onClick={() => picker.current?.click()}
          aria-describedby={hintId}
        >
          {translate(value ? 'upload.replace' : 'upload.choose')}
        </Button>
        {value && removable ? (
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            disabled={disabled || sending}
            onClick={() => {
              setUploadedName(null);
              setUpload({ phase: 'idle' });
              onChange(null);
            }}
          >
            {translate('upload.remove')}
          </Button>
        ) : null}
      </Stack>
      <input
        ref={picker}
        type="file"
        hidden
        accept={acceptAttribute(rules)}
        aria-label={`${label}: ${translate(value ? 'upload.replace' : 'upload.choose')}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      <Typography id={hintId} variant="caption" color="text.secondary">
        {translate('upload.hint', { types: typesLabel(rules), max: sizeLabel(rules.maxBytes) })}
      </Typography>
      {sending ? (
        <Box sx={{ width: '100%', maxWidth: 400 }}>
          <Typography variant="caption">
            {translate('upload.uploading', { name: upload.name, percent: upload.percent })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={upload.percent}
            aria-label={translate('upload.uploading', {
              name: upload.name,
              percent: upload.percent,
            })}
          />
        </Box>
      ) : null}
      {upload.phase === 'failed' ? (
        <Alert severity="error" sx={{ maxWidth: 520 }}>
          {translate('upload.failed', { name: upload.name, message: upload.message })}
        </Alert>
      ) : null}
    </Stack>
  );
}
