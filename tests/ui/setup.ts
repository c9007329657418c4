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

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// react-admin scrolls to the top on navigation; jsdom does not implement scrolling.
window.scrollTo = () => undefined;
