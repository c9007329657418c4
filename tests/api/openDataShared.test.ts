import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { connectRedis, openSharedState, type SharedState } from '../../server/sharedState';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 26 item 4 with REDIS_URL: the open data API's anonymous limit is one count across API
 * nodes. Two apps over one database, each with its own Redis connections under one prefix:
 * calls from one address spread over both are refused together past the limit. Redis runs on
 * 127.0.0.1:6379 (TEST_REDIS_URL names another); without it this test fails, never skips.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `iid-test:${randomUUID()}:`;
const LIMITS = { anonymous: 4, key: 100, windowMs: 60 * 60_000 };

let redis: Redis;
let sharedA: SharedState;
let sharedB: SharedState;
let a: TestApp;
let b: ReturnType<typeof createApp>;

beforeAll(async () => {
  redis = await connectRedis(REDIS_URL);
  sharedA = await openSharedState(REDIS_URL, PREFIX);
  sharedB = await openSharedState(REDIS_URL, PREFIX);
  a = await createTestApp({ shared: sharedA, openDataLimits: LIMITS });
  b = createApp({ ...a.deps, limits: sharedB.limits });
});

afterAll(async () => {
  await a?.close();
  await sharedA?.close();
  await sharedB?.close();
  if (redis) {
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
});

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe('the open data limit across nodes', () => {
  it('counts one address on both nodes together', async () => {
    const path = '/api/open/v1/indeks?format=csv';
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.anonymous + 1; i++) {
      const node = i % 2 === 0 ? a.app : b;
      statuses.push((await node.request(path, {}, from('203.0.113.9'))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await a.app.request(path, {}, from('203.0.113.9'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await b.request(path, {}, from('203.0.113.10'))).status).toBe(200);
  });
});
