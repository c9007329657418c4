import { QueryClient } from '@tanstack/react-query';
import { isTimeout } from './httpClient';

/** Statuses whose answer will not change on a second try: not found, refused, invalid. */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 409, 422]);

/**
 * A failed read is retried (up to three times, react-query's default) only when trying again
 * can help: a 404 or 403 answers at once instead of after about seven seconds of retries. A call
 * given up after 10 s is not retried behind the user's back: the screen says so and offers
 * "Coba lagi" (spec 9).
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isTimeout(error)) return false;
  const status = (error as { status?: number } | null)?.status;
  if (status !== undefined && FINAL_STATUSES.has(status)) return false;
  return failureCount < 3;
};

/** The portal's query cache, one per mounted portal (a sign-in starts with an empty cache). */
export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
