import { describe, expect, it } from 'vitest';
import { userCacheTtl } from './boot';

describe('userCacheTtl (docs/api.md, "When a revocation takes effect")', () => {
  it('keeps the short bound where a revocation cannot be told: several processes, no Redis', () => {
    expect(userCacheTtl(2, false)).toBe(5_000);
    expect(userCacheTtl(4, false)).toBe(5_000);
  });
  it('keeps a minute where every revocation is told at once: one process, or Redis', () => {
    expect(userCacheTtl(1, false)).toBe(60_000);
    expect(userCacheTtl(4, true)).toBe(60_000);
  });
});
