/** The twelve sidebar colour themes of layout2 (spec 2); names are i18n keys under `customizer.colours`. */
export const SIDEBAR_COLOURS = [
  { id: 'navy', background: '#1a237e' },
  { id: 'blue', background: '#1565c0' },
  { id: 'teal', background: '#00695c' },
  { id: 'green', background: '#2e7d32' },
  { id: 'olive', background: '#4f6b1f' },
  { id: 'brown', background: '#4e342e' },
  { id: 'orange', background: '#bf360c' },
  { id: 'red', background: '#b71c1c' },
  { id: 'pink', background: '#ad1457' },
  { id: 'purple', background: '#6a1b9a' },
  { id: 'slate', background: '#37474f' },
  { id: 'black', background: '#212121' },
] as const;

export type SidebarColour = (typeof SIDEBAR_COLOURS)[number]['id'];

export const sidebarBackground = (id: SidebarColour): string =>
  SIDEBAR_COLOURS.find((c) => c.id === id)?.background ?? SIDEBAR_COLOURS[0].background;
