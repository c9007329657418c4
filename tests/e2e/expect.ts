import type { Locator } from 'playwright-core';

// playwright-core has no test runner; these retrying assertions are all the checks need.
const TIMEOUT = 15_000;

/**
 * Reads `read()` every 200 ms until it equals `want` (up to TIMEOUT); otherwise throws naming
 * what it read last.
 */
async function until<T>(read: () => Promise<T>, want: T, fail: (last: T) => string) {
  const deadline = Date.now() + TIMEOUT;
  let last = await read();
  while (last !== want && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  if (last !== want) throw new Error(fail(last));
}

export function expect(locator: Locator) {
  return {
    async toBeVisible() {
      await locator.first().waitFor({ state: 'visible', timeout: TIMEOUT });
    },
    async toHaveCount(n: number) {
      await until(
        () => locator.count(),
        n,
        (last) => `expected ${n} element(s), found ${last}: ${locator}`,
      );
    },
    /** The elements' trimmed texts, in order, are exactly `texts`. */
    async toHaveTexts(texts: readonly string[]) {
      const want = JSON.stringify(texts);
      await until(
        async () => JSON.stringify((await locator.allInnerTexts()).map((t) => t.trim())),
        want,
        (last) => `expected texts ${want}, found ${last}: ${locator}`,
      );
    },
  };
}

/**
 * Checks a radio or checkbox until it stays checked: on a busy machine a card can re-render from
 * a server refresh between the click and playwright's state check, which then throws "Clicking
 * the checkbox did not change its state" although the next click holds.
 */
export async function checkSteadily(locator: Locator): Promise<void> {
  const deadline = Date.now() + TIMEOUT;
  for (;;) {
    try {
      await locator.check({ timeout: 5_000 });
      if (await locator.isChecked()) return;
    } catch (e) {
      if (Date.now() > deadline) throw e;
    }
    if (Date.now() > deadline) throw new Error(`tetap tidak tercentang: ${locator}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
