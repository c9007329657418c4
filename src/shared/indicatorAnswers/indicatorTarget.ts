import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The mark on the card a link named; the answer screens outline it (TARGET_SX). */
const MARK = 'data-dituju';

/** Outline of the indicator card a link named (pemda's suggestions, issue 37 item 3). */
export const TARGET_SX = {
  [`& section[${MARK}]`]: {
    outline: '3px solid',
    outlineColor: 'warning.main',
    outlineOffset: 2,
    boxShadow: 6,
  },
} as const;

/**
 * `…#indikator-<id>`: once the cards are on the page (`ready`), the named indicator's card is
 * scrolled into view, outlined and given focus, so a link such as "jawaban yang paling
 * menaikkan indeks Anda" lands on the indicator it names instead of on indicator 1.
 */
export function useIndicatorTarget(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = /^#indikator-(\d{1,9})$/.exec(hash)?.[1];
    if (!ready || !id) return;
    const card = document.getElementById(`indikator-${id}`);
    if (!card) return;
    card.setAttribute(MARK, '');
    card.setAttribute('tabindex', '-1');
    card.scrollIntoView?.({ block: 'center' });
    card.focus({ preventScroll: true });
    return () => card.removeAttribute(MARK);
  }, [hash, ready]);
}
