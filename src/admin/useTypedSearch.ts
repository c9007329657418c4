import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/**
 * A search box of a hand-written list: searches once the user pauses typing (400 ms), as the
 * react-admin lists do, and at once on Enter. `apply` gets the trimmed text; `initial` is the
 * text the box starts with (a search read from the URL).
 */
export function useTypedSearch(apply: (value: string) => void, delayMs = 400, initial = '') {
  const [typed, setTyped] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    value: typed,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setTyped(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => apply(value.trim()), delayMs);
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter') return;
      clearTimeout(timer.current);
      apply(typed.trim());
    },
  };
}
