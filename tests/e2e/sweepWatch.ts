import type { Page, Request } from 'playwright-core';

/**
 * What a page did wrong since the last `take()`: console errors, uncaught exceptions and
 * requests that failed or answered 4xx/5xx, and how many requests are still open (the sweep
 * waits for none before it looks at a screen).
 */
export interface Watch {
  /** Problems since the previous call, cleared by this one. */
  take(): string[];
  /** Requests sent and not yet answered. */
  open(): number;
}

/** A URL without its origin, short enough for one line of the report. */
const short = (url: string) => {
  if (!/^https?:/.test(url)) return url.slice(0, 120);
  const { pathname, search } = new URL(url);
  const path = pathname + search;
  return path.length > 120 ? `${path.slice(0, 117)}...` : path;
};

export function watch(page: Page): Watch {
  let problems: string[] = [];
  const pending = new Set<Request>();
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    problems.push(`console error: ${msg.text().slice(0, 200)}${where ? ` (${short(where)})` : ''}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message.slice(0, 200)}`));
  page.on('request', (r) => pending.add(r));
  page.on('response', (res) => {
    if (res.status() >= 400)
      problems.push(
        `failed request: ${res.status()} ${res.request().method()} ${short(res.url())}`,
      );
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => {
    pending.delete(r);
    problems.push(`failed request: ${r.failure()?.errorText} ${r.method()} ${short(r.url())}`);
  });
  return {
    take() {
      const out = [...new Set(problems)];
      problems = [];
      return out;
    },
    open: () => pending.size,
  };
}

/**
 * Waits until the screen is there: no request open and no busy indicator (an indeterminate
 * progress bar or spinner: one without aria-valuenow) for two looks in a row, 150 ms apart.
 * Data that arrives later starts a new request, so this is what a reader would wait for.
 */
export async function settle(page: Page, w: Watch, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (quiet < 2) {
    if (Date.now() > deadline) throw new Error(`screen still loading after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
    const busy =
      w.open() > 0 ||
      (await page.evaluate(() =>
        Array.from(document.querySelectorAll('[role="progressbar"]:not([aria-valuenow])')).some(
          (el) => el.checkVisibility(),
        ),
      ));
    quiet = busy ? 0 : quiet + 1;
  }
}
