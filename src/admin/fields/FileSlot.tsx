import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  acceptAttribute,
  checkFileChoice,
  sizeLabel,
  typesLabel,
  type FileRules,
} from '../../../domain/media';
import type { UploadedMedia, UploadTarget } from '../../providers/mediaUpload';
import { ResumableProgress } from '../../shared/upload/ResumableProgress';
import { useResumableUpload } from '../../shared/upload/useResumableUpload';
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
  /** Told the file's name while its upload is unfinished, then null (the form will not save). */
  onBusy?(name: string | null): void;
}

/**
 * One file of a file field: what it takes (types, size) before anything is chosen, a preview of
 * the current file, choose / replace / remove, and while sending a resumable upload (tus) with
 * its bytes, time left, pause and resume; picked again after a reload, it goes on. A file
 * the field cannot take is refused before sending; the server checks the bytes again and its
 * (Indonesian) message is shown as it is.
 */
export function FileSlot(props: FileSlotProps) {
  const { value, onChange, rules, target, label, removable = true, disabled } = props;
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { state: upload, start, pause, resume, reset } = useResumableUpload();
  const [refused, setRefused] = useState<{ name: string; message: string } | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);

  const send = async (file: File) => {
    const refusal = checkFileChoice(file, rules);
    setRefused(refusal ? { name: file.name, message: translate(refusal.key, refusal.args) } : null);
    if (refusal) return;
    props.onBusy?.(file.name);
    const stored = await start(file, target);
    props.onBusy?.(null);
    if (!stored) return;
    setUploadedName(stored.file_name);
    onChange(stored);
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
              setRefused(null);
              reset();
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
      {upload.phase === 'sending' ? (
        <ResumableProgress state={upload} onPause={pause} onResume={resume} />
      ) : null}
      {refused || upload.phase === 'failed' ? (
        <Alert severity="error" sx={{ maxWidth: 520 }}>
          {translate('upload.failed', refused ?? upload)}
        </Alert>
      ) : null}
    </Stack>
  );
}
