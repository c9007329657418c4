import { setupServer } from 'msw/node';
import { createHandlers, type FetchApp } from './handlers';

/** The msw server for node/jsdom tests, forwarding `/api/*` to `app`. */
export const createMockServer = (app: FetchApp) => setupServer(...createHandlers(app));
