import type { Locator } from 'playwright-core';

// playwright-core has no test runner; these retrying assertions are all the checks need.
const TIMEOUT = 15_000;

export function expect(locator: Locator) {
  return {
    async toBeVisible() {
      await locator.first().waitFor({ state: 'visible', timeout: TIMEOUT });
    },
    async toHaveCount(n: number) {
      const deadline = Date.now() + TIMEOUT;
      let last = -1;
      while (Date.now() < deadline) {
        last = await locator.count();
        if (last === n) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`expected ${n} element(s), found ${last}: ${locator}`);
    },
    /** The elements' trimmed texts, in order, are exactly `texts`. */
    async toHaveTexts(texts: readonly string[]) {
      const want = JSON.stringify(texts);
      const deadline = Date.now() + TIMEOUT;
      let last = '[]';
      while (Date.now() < deadline) {
        last = JSON.stringify((await locator.allInnerTexts()).map((t) => t.trim()));
        if (last === want) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`expected texts ${want}, found ${last}: ${locator}`);
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
