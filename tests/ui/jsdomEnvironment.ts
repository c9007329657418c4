import { builtinEnvironments, type Environment } from 'vitest/runtime';

/** Node's own binary types: the real API (jose, PGlite) checks `instanceof` against them. */
const NODE_GLOBALS = ['Uint8Array', 'ArrayBuffer', 'TextEncoder', 'TextDecoder'] as const;

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/**
 * Keeps the timers a test file leaves pending, so the teardown can cancel them before the window
 * goes. react-admin's AutocompleteInput debounces its filter by 250 ms and does not cancel it on
 * unmount: fired after the file's last test, it set the state of an unmounted ReferenceInput and
 * React read `window.event` from a torn-down window ("window is not defined", an unhandled error
 * that failed a whole CI run). Nothing a finished file scheduled has work left to do.
 */
function trackTimers(global: Timers) {
  const real: Timers = { setTimeout: global.setTimeout, clearTimeout: global.clearTimeout };
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const tracked = (callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = real.setTimeout(() => {
      pending.delete(timer);
      callback(...args);
    }, ms);
    pending.add(timer);
    return timer;
  };
  global.setTimeout = Object.assign(tracked, real.setTimeout) as typeof setTimeout;
  global.clearTimeout = ((timer?: ReturnType<typeof setTimeout>) => {
    if (timer !== undefined) pending.delete(timer);
    real.clearTimeout(timer);
  }) as typeof clearTimeout;
  return () => {
    for (const timer of pending) real.clearTimeout(timer);
    pending.clear();
    global.setTimeout = real.setTimeout;
    global.clearTimeout = real.clearTimeout;
  };
}

/**
 * jsdom globals for the UI tests, which also run the real API in-process (tests/helpers/
 * testApp.ts). Three adjustments: modules are transformed the node way (the server's
 * `new URL('./migrations', import.meta.url)` must stay a file URL), Node's binary types are
 * kept (jsdom's Uint8Array would fail jose's key checks), and timers still pending when the file
 * ends are cancelled before the window is torn down (trackTimers).
 */
const jsdomWithRealApi: Environment = {
  ...builtinEnvironments.jsdom,
  name: 'jsdom-with-real-api',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const saved = NODE_GLOBALS.map((name) => [name, global[name]] as const);
    const env = await builtinEnvironments.jsdom.setup(global, options);
    for (const [name, value] of saved) global[name] = value;
    const untrack = trackTimers(global as Timers);
    return {
      async teardown(teardownGlobal) {
        untrack();
        await env.teardown(teardownGlobal);
      },
    };
  },
};

export default jsdomWithRealApi;
