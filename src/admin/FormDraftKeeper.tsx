import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Typography } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatActivityTime } from '../../domain/format';
import { readDraft, writeDraft } from './formDraft';

/**
 * Inside a form: stores every change the user makes, and restores the stored draft once the
 * form is ready (and, when editing, once the record has loaded, since react-admin resets the
 * form to the record then). The restore keeps the record as default values, so the form is
 * dirty and the user can see and save what was not saved yet.
 */
export function FormDraftKeeper({
  storageKey,
  forRecord,
}: {
  storageKey: string;
  forRecord: boolean;
}) {
  const { reset, getValues, watch, formState } = useFormContext();
  const record = useRecordContext();
  const notify = useNotify();
  const restored = useRef(false);
  // The draft as it was when the form opened: what the user types before the restore runs (a
  // slow device) is written to the same key and must not come back as a "restored" draft.
  const [opened] = useState(() => readDraft(storageKey));
  const waiting = !formState.isReady || (forRecord && !record);
  const translate = useTranslate();
  /** When the draft was last written on this device (issue 8: "shows when it was last saved"). */
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  useEffect(() => {
    if (waiting || restored.current) return;
    // Deferred: react-admin's form resets itself to the record in an effect that runs after this
    // one (parents' effects run after their children's).
    const timer = setTimeout(() => {
      restored.current = true;
      const draft = opened;
      if (!draft) return;
      reset({ ...getValues(), ...draft }, { keepDefaultValues: true });
      notify('draft.restored', { type: 'info' });
    }, 0);
    return () => clearTimeout(timer);
  }, [waiting, opened, reset, getValues, notify]);

  useEffect(() => {
    // `name` is set only for changes made through an input, not for resets.
    const subscription = watch((values, { name }) => {
      if (!name) return;
      writeDraft(storageKey, values);
      setSavedAt(new Date());
    });
    return () => subscription.unsubscribe();
  }, [storageKey, watch]);

  if (!savedAt) return null;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      role="status"
      sx={{ alignSelf: 'flex-end' }}
    >
      {translate('draft.saved_at', { waktu: formatClock(savedAt) })}
    </Typography>
  );
}

/** HH:mm in Jakarta time, as the rest of the portal shows times. */
const formatClock = (at: Date) => formatActivityTime(at).slice(11, 16);
