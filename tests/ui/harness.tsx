import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createMockServer } from '../../mocks/server';
import { App } from '../../src/App';

/** API answers other than 2xx seen during the current test, as `STATUS METHOD /path`. */
export const failedCalls: string[] = [];

let currentServer: ReturnType<typeof createMockServer> | undefined;

/** The msw server of this file, for a test that overrides one answer with `server.use(...)`. */
export function mockServer(): ReturnType<typeof createMockServer> {
  if (!currentServer) throw new Error('the mock server is not started yet');
  return currentServer;
}

/**
 * One real API (Hono over a seeded in-memory PGlite) per test file, reached through msw.
 * Returns a getter because the app only exists once `beforeAll` has run.
 */
export function startRealApi(options?: Parameters<typeof createTestApp>[0]): () => TestApp {
  let api: TestApp | undefined;
  let server: ReturnType<typeof createMockServer> | undefined;
  beforeAll(async () => {
    api = await createTestApp(options);
    server = createMockServer(api.app);
    currentServer = server;
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('response:mocked', ({ request, response }) => {
      if (!response.ok)
        failedCalls.push(`${response.status} ${request.method} ${new URL(request.url).pathname}`);
    });
  });
  beforeEach(() => {
    failedCalls.length = 0;
  });
  afterEach(() => server?.resetHandlers());
  afterAll(async () => {
    server?.close();
    await api?.close();
  });
  return () => {
    if (!api) throw new Error('the test API is not started yet');
    return api;
  };
}

/** Stores a session for `username` as a real sign-in would (token + user from /api/me). */
export async function signInAs(api: TestApp, username: string): Promise<void> {
  const token = await api.tokenFor(username);
  const me = await api.call('GET', '/api/me', { as: username });
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(me.body.data));
}

/** The whole front end at `path`. */
export const renderApp = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <App />
    </MemoryRouter>,
  );
