import { QueryClient } from '@tanstack/react-query';

/**
 * The portal's query cache, one per mounted portal (a sign-in starts with an empty cache). Its
 * reads are not retried here: the HTTP client already tries a failed read once more after 1 s
 * (spec 9, httpClient.ts timedFetch); retrying here too would send a failing call up to eight
 * times and keep the screen waiting for seconds.
 */
export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });
