import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATHER_BYTES, GATHER_MS, gatheredLines } from './gatheredLines';

/** What sonic-boom would receive. */
function fakeStdout() {
  const writes: string[] = [];
  const to = {
    write: (s: string) => void writes.push(s),
    flush: (cb?: () => void) => cb?.(),
    flushSync: () => {},
  };
  return { writes, to: to as unknown as Parameters<typeof gatheredLines>[0] };
}

afterEach(() => void vi.useRealTimers());

describe('gatheredLines', () => {
  it('hands lines on as one write once 8 KiB are gathered', () => {
    const { writes, to } = fakeStdout();
    const out = gatheredLines(to);
    const line = 'x'.repeat(99) + '\n';
    const count = Math.ceil(GATHER_BYTES / line.length);
    for (let i = 0; i < count - 1; i++) out.write(line);
    expect(writes).toEqual([]);
    out.write(line);
    expect(writes).toEqual([line.repeat(count)]);
  });

  it("hands a quiet server's line on within the gathering time", () => {
    vi.useFakeTimers();
    const { writes, to } = fakeStdout();
    const out = gatheredLines(to);
    out.write('one\n');
    out.write('two\n');
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(GATHER_MS);
    expect(writes).toEqual(['one\ntwo\n']);
    vi.advanceTimersByTime(GATHER_MS);
    expect(writes).toHaveLength(1);
  });

  it('hands what is gathered on when flushed', () => {
    const { writes, to } = fakeStdout();
    const out = gatheredLines(to);
    out.write('a\n');
    out.flushSync();
    out.write('b\n');
    let done = false;
    out.flush(() => void (done = true));
    expect(writes).toEqual(['a\n', 'b\n']);
    expect(done).toBe(true);
  });

  it("a process's last lines reach stdout when it exits", () => {
    // The real logger on a real stdout: three lines, then process.exit at once.
    const script = [
      "const { createLogger } = await import('./server/platform/runtime/logger.ts');",
      "const log = createLogger('info');",
      "for (const n of [1, 2, 3]) log.info({ n }, 'line');",
      'process.exit(0);',
    ].join('\n');
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8', env: { ...process.env, VITEST: '' } },
    );
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { n: number; msg: string });
    expect(lines.map((l) => [l.n, l.msg])).toEqual([
      [1, 'line'],
      [2, 'line'],
      [3, 'line'],
    ]);
  });
});
