import { describe, expect, it } from 'vitest';
import { restartBudget } from './restartBudget';

describe('restartBudget', () => {
  it('allows max replacements within the window, then none until the oldest leaves it', () => {
    const b = restartBudget(3, 60_000);
    expect([0, 1_000, 2_000].map((t) => b.take(t))).toEqual([true, true, true]);
    expect(b.take(59_999)).toBe(false);
    // The refused one is not counted: at 60 s the first has left the window.
    expect(b.take(60_000)).toBe(true);
    expect(b.take(60_500)).toBe(false);
    expect(b.take(61_000)).toBe(true);
  });
  it('replaces crashes spread over time without limit', () => {
    const b = restartBudget(2, 10_000);
    for (let t = 0; t < 1_000_000; t += 6_000) expect(b.take(t)).toBe(true);
  });
});
