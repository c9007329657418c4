import { builtinEnvironments, type Environment } from 'vitest/runtime';

/** Node's own binary types: the real API (jose, PGlite) checks `instanceof` against them. */
const NODE_GLOBALS = ['Uint8Array', 'ArrayBuffer', 'TextEncoder', 'TextDecoder'] as const;

/**
 * jsdom globals for the UI tests, which also run the real API in-process (tests/helpers/
 * testApp.ts). Two adjustments: modules are transformed the node way (the server's
 * `new URL('./migrations', import.meta.url)` must stay a file URL), and Node's binary types are
 * kept (jsdom's Uint8Array would fail jose's key checks).
 */
const jsdomWithRealApi: Environment = {
  ...builtinEnvironments.jsdom,
  name: 'jsdom-with-real-api',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const saved = NODE_GLOBALS.map((name) => [name, global[name]] as const);
    const env = await builtinEnvironments.jsdom.setup(global, options);
    for (const [name, value] of saved) global[name] = value;
    return env;
  },
};

export default jsdomWithRealApi;
