import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
