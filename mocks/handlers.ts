import { http } from 'msw';

/** Anything that answers a fetch Request: the real Hono app (`createApp(...)`) in tests. */
export interface FetchApp {
  fetch(request: Request): Response | Promise<Response>;
}

/**
 * msw handlers that forward every `/api/*` request, unchanged, to the real app (over an
 * in-memory PGlite in tests). No fake server logic lives here.
 */
export const createHandlers = (app: FetchApp) => [
  http.all('*/api/*', ({ request }) => app.fetch(request)),
];
