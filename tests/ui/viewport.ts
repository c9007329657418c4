import { vi } from 'vitest';

/**
 * A browser `width` px wide for MUI's useMediaQuery (jsdom has no matchMedia, so every list
 * renders as on a desktop otherwise). Undo with `vi.unstubAllGlobals()` after each test.
 */
export function viewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])) && (max || min);
    return {
      matches: !!matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
