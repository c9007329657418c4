import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../runtime/logger';
import { logRequest, type RequestLine } from './requestLog';

/** A logger whose lines land in `lines`. */
function capture(level = 'info') {
  const lines: string[] = [];
  const log = createLogger(level, { write: (line) => void lines.push(line) });
  return { log, lines };
}

const fields: RequestLine = {
  reqId: 'abc-123_x',
  account: 42,
  method: 'GET',
  route: '/api/crud/:resource/:id',
  status: 200,
  ms: 1.3,
};

describe('logRequest', () => {
  it('writes the line pino writes for the same fields, keys in the same order', () => {
    const ours = capture();
    const theirs = capture();
    logRequest(ours.log, fields);
    theirs.log.info(fields, 'request');
    expect(ours.lines).toHaveLength(1);
    const [a, b] = [JSON.parse(ours.lines[0]!), JSON.parse(theirs.lines[0]!)];
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect({ ...a, time: 0 }).toEqual({ ...b, time: 0 });
    expect(Date.parse(a.time)).toBeGreaterThan(Date.now() - 60_000);
    expect(ours.lines[0]!.endsWith('}\n')).toBe(true);
  });

  it("keeps a child logger's bindings and quotes what a string holds", () => {
    const lines: string[] = [];
    const base = pino({ base: { pid: 7 } }, { write: (l: string) => void lines.push(l) });
    const child = base.child({ thread: 'writes' });
    logRequest(child, { ...fields, route: '/api/"odd"\\route', account: null, ms: NaN });
    expect(JSON.parse(lines[0]!)).toMatchObject({
      pid: 7,
      thread: 'writes',
      route: '/api/"odd"\\route',
      account: null,
      ms: null,
      msg: 'request',
    });
  });

  it('writes nothing below the logger level', () => {
    for (const level of ['warn', 'silent']) {
      const { log, lines } = capture(level);
      logRequest(log, fields);
      expect(lines).toEqual([]);
    }
  });
});
