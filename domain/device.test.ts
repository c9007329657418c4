import { describe, expect, it } from 'vitest';
import { deviceOf } from './device';

describe('deviceOf', () => {
  it('names the common browsers and systems', () => {
    const cases: [string, string | null, string | null, boolean][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
        'Chrome',
        'Windows',
        false,
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
        'Edge',
        'Windows',
        false,
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
        'Firefox',
        'Linux',
        false,
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
        'Chrome',
        'Android',
        true,
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari',
        'iOS',
        true,
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        'Safari',
        'macOS',
        false,
      ],
    ];
    for (const [ua, browser, os, mobile] of cases) {
      expect(deviceOf(ua), ua).toEqual({ browser, os, mobile });
    }
  });

  it('answers nulls for an unknown or missing user agent', () => {
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, os: null, mobile: false });
    expect(deviceOf(null)).toEqual({ browser: null, os: null, mobile: false });
  });
});
