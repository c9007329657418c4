import { describe, expect, it } from 'vitest';
import { isoFromPgText } from './timestampText';

/** What the list answered before: drizzle's Date mapping, then JSON. */
const viaDate = (text: string, withTimezone: boolean) =>
  JSON.parse(JSON.stringify(new Date(withTimezone ? text : `${text}+0000`))) as string | null;

describe('isoFromPgText', () => {
  it('gives the Date path’s ISO text for PostgreSQL’s UTC timestamps', () => {
    const texts = [
      '2026-11-26 16:00:44.256748+00',
      '2026-11-26 16:00:44.2567+00',
      '2026-11-26 16:00:44.25+00',
      '2026-11-26 16:00:44.2+00',
      '2026-11-26 16:00:44+00',
      '2026-11-26 16:00:44.999999+00',
      '2024-02-29 23:59:59.9995+00',
      '1000-01-01 00:00:00+00',
      '9999-12-31 23:59:59.999999+00',
    ];
    // And random instants with random fractions of one to six digits.
    let seed = 7;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 500; i++) {
      const ms = rand(2 ** 31) * 1000 + rand(1000);
      const base = new Date(ms * (rand(2) ? 1 : 4)).toISOString().replace('T', ' ').slice(0, 19);
      const frac = rand(3)
        ? `.${String(rand(1e6))
            .padStart(6, '0')
            .slice(0, 1 + rand(6))}`
        : '';
      texts.push(`${base}${frac}+00`);
    }
    for (const text of texts) {
      expect(isoFromPgText(text, true), text).toBe(viaDate(text, true));
      const naive = text.slice(0, -3);
      expect(isoFromPgText(naive, false), naive).toBe(viaDate(naive, false));
    }
  });

  it('leaves every other shape to the Date path', () => {
    for (const [text, tz] of [
      ['2026-11-26 23:00:44.256+07', true],
      ['2026-11-26 16:00:44+05:30', true],
      ['0099-01-01 00:00:00+00', true],
      ['0001-01-01 00:00:00+00', true],
      ['12026-01-01 00:00:00+00', true],
      ['2026-01-01 00:00:00+00 BC', true],
      ['infinity', true],
      ['-infinity', false],
      ['2026-11-26 16:00:44+00', false],
      ['2026-11-26 16:00:44', true],
      ['2026-11-26T16:00:44Z', true],
    ] as const) {
      expect(isoFromPgText(text, tz), text).toBeNull();
    }
  });
});
