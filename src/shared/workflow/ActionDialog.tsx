import { TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate, type HttpError } from 'react-admin';
import {
  needsNote,
  NEEDS_REASON,
  type WorkflowAction,
  type WorkflowState,
} from '../../../domain/innovationWorkflow';
import { DialogShell } from '../DialogShell';

export type DialogTask =
  | {
      kind: 'transition';
      action: WorkflowAction;
      /** `status`: the state the step starts from (an approval of a rejection needs a note). */
      inovasi: { id: number; nama: string; status?: WorkflowState };
    }
  | { kind: 'comment'; inovasi: { id: number; nama: string } };

/**
 * Confirms one step with its note: optional for an approval, required (and checked before
 * sending) for a rejection; the comment of a rejected innovation. The API's message is shown when
 * the step is refused (another reviewer acted first, for instance).
 */
export function ActionDialog({
  task,
  onClose,
  onSubmit,
}: {
  task: DialogTask | null;
  onClose: () => void;
  onSubmit: (task: DialogTask, note: string) => Promise<void>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const required =
    task?.kind === 'comment' ||
    (task?.kind === 'transition' && needsNote(task.action, task.inovasi.status ?? null));
  /** Approving a rejected innovation: a required note that is not a reason for rejection. */
  const overturn = task?.kind === 'transition' && required && !NEEDS_REASON.includes(task.action);
  const title =
    task === null
      ? ''
      : task.kind === 'comment'
        ? translate('alur.comment_title', { nama: task.inovasi.nama })
        : translate('alur.confirm_title', {
            aksi: translate(`alur.aksi.${task.action}`),
            nama: task.inovasi.nama,
          });
  const label =
    task?.kind === 'comment'
      ? translate('alur.comment_label')
      : translate(
          overturn
            ? 'alur.overturn_note'
            : required
              ? 'alur.reason_required'
              : 'alur.note_optional',
        );

  const close = () => {
    setNote('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!task) return;
    if (required && note.trim() === '') {
      setError(
        task.kind === 'comment'
          ? translate('ra.validation.required')
          : translate(overturn ? 'alur.overturn_missing' : 'alur.reason_missing'),
      );
      return;
    }
    setBusy(true);
    try {
      await onSubmit(task, note.trim());
      close();
    } catch (e) {
      const body = (e as HttpError).body as { errors?: Record<string, string> } | null;
      const field = body?.errors?.alasan ?? body?.errors?.catatan;
      if (field) setError(field);
      else notify(translate('alur.failed', { reason: (e as Error).message }), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogShell
      open={task !== null}
      title={title}
      width="sm"
      cancelLabel={translate('alur.cancel')}
      confirmLabel={
        task?.kind === 'transition' ? translate(`alur.aksi.${task.action}`) : translate('alur.send')
      }
      onCancel={close}
      onConfirm={() => void submit()}
      // The reviewer may close the dialog while the step is sent.
      confirmDisabled={busy}
    >
      <TextField
        label={label}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setError(null);
        }}
        required={required}
        error={error !== null}
        helperText={error ?? ' '}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        margin="dense"
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </DialogShell>
  );
}
