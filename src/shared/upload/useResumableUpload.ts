import { useCallback, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { UploadedMedia, UploadTarget } from '../../providers/mediaUpload';
import {
  startResumableUpload,
  type ResumableUpload,
  type UploadProgress,
} from '../../providers/resumableUpload';
import { UploadError } from '../../providers/uploadError';
import { useTrackedUpload } from './uploadGuard';

export type ResumableState =
  | { phase: 'idle' }
  | {
      phase: 'sending';
      name: string;
      progress: UploadProgress;
      resumed: boolean;
      paused: boolean;
      /** Seconds until the next try after a dropped connection, else null. */
      retryIn: number | null;
    }
  | { phase: 'failed'; name: string; message: string };

/**
 * One file's resumable upload as a screen shows it: progress in bytes and time left, pause and
 * resume, retries after a drop, and the server's refusal. `start` ends with the stored file, or
 * null when it failed (the state says why). While it is sending, the screen's save refuses
 * (./uploadGuard.tsx).
 */
export function useResumableUpload() {
  const translate = useTranslate();
  const [state, setState] = useState<ResumableState>({ phase: 'idle' });
  useTrackedUpload(state.phase === 'sending' ? state.name : null);
  const current = useRef<ResumableUpload | null>(null);
  /** Why the last upload failed (the UploadError with the server's words), for the caller. */
  const failure = useRef<UploadError | null>(null);

  const start = useCallback(
    async (file: File, target?: UploadTarget): Promise<UploadedMedia | null> => {
      const empty = { sent: 0, total: file.size, secondsLeft: null };
      const base = { phase: 'sending' as const, name: file.name, resumed: false, paused: false };
      setState({ ...base, progress: empty, retryIn: null });
      try {
        const upload = await startResumableUpload(file, target, {
          networkMessage: translate('upload.network'),
          onProgress: (progress) =>
            setState((s) => (s.phase === 'sending' ? { ...s, progress, retryIn: null } : s)),
          onRetry: (retryIn) => setState((s) => (s.phase === 'sending' ? { ...s, retryIn } : s)),
        });
        current.current = upload;
        setState((s) => (s.phase === 'sending' ? { ...s, resumed: upload.resumed } : s));
        const stored = await upload.done;
        setState({ phase: 'idle' });
        return stored;
      } catch (e) {
        const message =
          e instanceof UploadError && e.reason ? e.reason : translate('upload.network');
        failure.current = new UploadError(e instanceof UploadError ? e.status : 0, message);
        setState({ phase: 'failed', name: file.name, message });
        return null;
      } finally {
        current.current = null;
      }
    },
    [translate],
  );

  const pause = useCallback(() => {
    current.current?.pause();
    setState((s) => (s.phase === 'sending' ? { ...s, paused: true } : s));
  }, []);
  const resume = useCallback(() => {
    current.current?.resume();
    setState((s) => (s.phase === 'sending' ? { ...s, paused: false } : s));
  }, []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, start, pause, resume, reset, failure };
}
