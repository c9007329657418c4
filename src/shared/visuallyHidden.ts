/** Read by screen readers, not shown (a caption the card's heading already shows, for one). */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  // Strings: MUI's sx reads the number 1 as 100 %.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
