import pg from 'pg';

/**
 * Named (server-side prepared) statements per distinct query text on PostgreSQL: the server
 * parses and plans each shape once per connection. Bounded, since a client can vary the shape
 * (number of filter values, search words); past the bound the text goes unnamed as before.
 */
const MAX_NAMED = 200;

/** A bounded set of statement names, one per distinct query text. */
export function statementNames(prefix: string, max = MAX_NAMED) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < max) {
      name = `${prefix}_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

/**
 * Names for the texts that come back: a text gets its name the second time it is sent, so the
 * one-off shapes (a seed's bulk insert of so many rows, a recount's batch) never take one of
 * the bounded names from the statements every save sends. The texts seen once are forgotten
 * all together when there are `max` x 8 of them.
 */
export function repeatedStatementNames(prefix: string, max = MAX_NAMED) {
  const named = statementNames(prefix, max);
  const seen = new Set<string>();
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (!seen.has(text)) {
      if (seen.size >= max * 8) seen.clear();
      seen.add(text);
      return undefined;
    }
    seen.delete(text);
    const name = named(text);
    if (name !== undefined) names.set(text, name);
    return name;
  };
}

/** The names of this thread's connections (a worker thread has its own, with its own pools). */
const namedText = repeatedStatementNames('named');

type Config = { text?: unknown; name?: unknown; values?: unknown[]; submit?: unknown };

/**
 * A connection that sends every statement with parameters named (once its text comes back:
 * `repeatedStatementNames`), so PostgreSQL parses it and works out its plan once per connection
 * instead of at every call. On the write path those are a save's look-ups, its answer's update,
 * its state read and its lock: under the deadline surge their parse and bind were a quarter of
 * PostgreSQL's time per save (docs/performance.md, "Deadline surge, fifteenth round"). Only
 * statements with parameters: they already go by the extended protocol, one statement each, so
 * naming them changes no answer; a text without parameters may hold several statements and
 * keeps the simple protocol. A statement sent with a name of its own keeps it.
 */
export class NamingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const call = (...a: unknown[]) => (super.query as (...x: unknown[]) => never).apply(this, a);
    const name = nameFor(args[0], args[1]);
    if (name === undefined) return call(...args);
    // Drizzle sends `(config, values)`; a text with its values comes as `(text, values)`.
    const config = typeof args[0] === 'string' ? { text: args[0] } : (args[0] as Config);
    return call({ ...config, name }, ...args.slice(1));
  }
}

/** The name a statement is sent with, or undefined: it goes as it came. */
function nameFor(config: unknown, values: unknown): string | undefined {
  const c = (typeof config === 'string' ? { text: config } : config) as Config | null;
  if (!c || typeof c !== 'object' || typeof c.submit === 'function') return undefined;
  if (typeof c.text !== 'string' || (c.name !== undefined && c.name !== null)) return undefined;
  const params = Array.isArray(values) ? values : c.values;
  return Array.isArray(params) && params.length > 0 ? namedText(c.text) : undefined;
}
