import { QueryClient } from '@tanstack/react-query';

/** Statuses whose answer will not change on a second try: not found, refused, invalid. */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 409, 422]);

/**
 * A failed read is retried (up to three times, react-query's default) only when trying again
 * can help: a 404 or 403 answers at once instead of after about seven seconds of retries.
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  const status = (error as { status?: number } | null)?.status;
  if (status !== undefined && FINAL_STATUSES.has(status)) return false;
  return failureCount < 3;
};

/** The portal's query cache, one per mounted portal (a sign-in starts with an empty cache). */
export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
