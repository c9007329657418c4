import pg from 'pg';

/**
 * The statements every `pg` connection of the process sends while `fn` runs, whitespace folded,
 * in order: what PostgreSQL receives, counted where round trips are the point (issue 40).
 */
export async function sentStatements(fn: () => Promise<unknown>): Promise<string[]> {
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  const sent: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | { text: string };
    sent.push((typeof q === 'string' ? q : q.text).replace(/\s+/g, ' ').trim());
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return sent;
}
