import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoTime } from './logger';

afterEach(() => {
  vi.useRealTimers();
});

describe('isoTime', () => {
  it("writes pino's own ISO time, and follows the clock from one millisecond to the next", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-01T08:00:00.123Z'));
    expect(isoTime()).toBe(pino.stdTimeFunctions.isoTime());
    expect(isoTime()).toBe(',"time":"2026-12-01T08:00:00.123Z"');
    vi.setSystemTime(new Date('2026-12-01T08:00:00.124Z'));
    expect(isoTime()).toBe(',"time":"2026-12-01T08:00:00.124Z"');
    vi.setSystemTime(new Date('2026-12-02T00:00:00.000Z'));
    expect(isoTime()).toBe(pino.stdTimeFunctions.isoTime());
  });
});
