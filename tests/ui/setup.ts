import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { UI_WAIT_MS } from './waits';

// Every findBy/waitFor waits up to UI_WAIT_MS (Testing Library's default is 1 s): a lazily
// loaded screen on a CI machine whose cores are shared takes several seconds to appear.
configure({ asyncUtilTimeout: UI_WAIT_MS });

// recharts' ResponsiveContainer measures its box; jsdom has no ResizeObserver.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// Node's own timer, taken before any test may fake the clock.
const realSetTimeout = globalThis.setTimeout;

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // Unmounting can leave a zero-delay timer behind (react-admin's useReferenceParams schedules
  // its params for the next tick): let it run now, while the page's window still exists. What
  // the file's last test leaves pending longer (AutocompleteInput's 250 ms filter debounce) the
  // environment cancels before it tears the window down (tests/ui/jsdomEnvironment.ts).
  await new Promise((resolve) => realSetTimeout(resolve, 5));
});

// react-admin scrolls to the top on navigation; jsdom does not implement scrolling.
window.scrollTo = () => undefined;

// jsdom's Blob has no arrayBuffer(); PGlite reads its extension bundles (pg_trgm, issue 38)
// through it when the in-process API starts under the component tests.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
      reader.readAsArrayBuffer(this);
    });
  };
}
