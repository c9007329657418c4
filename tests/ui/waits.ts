/**
 * How long a UI test waits for something to appear (every findBy/waitFor, set in setup.ts).
 * Generous on purpose: CI shares two cores with other work, and a lazily loaded screen can take
 * several seconds there; a wait only costs time when the thing never appears. vitest's
 * per-test timeout of the ui project (vitest.config.ts, 120 s) stays well above it, so a failed wait reports what was
 * missing rather than a bare test timeout.
 */
export const UI_WAIT_MS = 15_000;
