import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/** Tells the nearest guard that an upload (by its key) is unfinished (its file's name) or not (null). */
type Track = (key: symbol, name: string | null) => void;

const GuardContext = createContext<Track | null>(null);

/**
 * The unfinished uploads of one screen's save (the answers page, the profile dialog): its
 * upload fields report to it through <UploadGuard>, and its save refuses while `unfinished`
 * names a file, saying which. React-admin forms do the same with a validator
 * (src/admin/fields/FileInputs.tsx).
 */
export function useUploadGuard() {
  const [names, setNames] = useState<ReadonlyMap<symbol, string>>(new Map());
  const track = useCallback<Track>((key, name) => {
    setNames((current) => {
      if ((current.get(key) ?? null) === name) return current;
      const next = new Map(current);
      if (name === null) next.delete(key);
      else next.set(key, name);
      return next;
    });
  }, []);
  const unfinished: string | null = names.values().next().value ?? null;
  return { unfinished, track };
}

/** Hands a screen's guard (`useUploadGuard().track`) to the upload fields inside it. */
export function UploadGuard(props: { track: Track; children: ReactNode }) {
  return <GuardContext.Provider value={props.track}>{props.children}</GuardContext.Provider>;
}

/**
 * Reports this upload to the screen's guard: `name` while it is unfinished, null once it is
 * done or failed (and when the field goes). Outside a guard it does nothing.
 */
export function useTrackedUpload(name: string | null) {
  const track = useContext(GuardContext);
  const [key] = useState(() => Symbol('upload'));
  useEffect(() => track?.(key, name), [track, key, name]);
  useEffect(() => () => track?.(key, null), [track, key]);
}
