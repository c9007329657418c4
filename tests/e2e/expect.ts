import type { Locator } from 'playwright-core';

// playwright-core has no test runner; these two retrying assertions are all the checks need.
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
  };
}
