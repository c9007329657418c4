import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { ActivityFilter } from '../../providers/accountApi';
import type { PortalDataProvider } from '../../providers/dataProvider';

/**
 * The activity log in pages of 50, newest first; `loadMore` asks for the entries older than the
 * last one shown (`since_id`). Through the dataProvider, so a 401 ends the session as anywhere.
 */
export function useActivityLog(filter: ActivityFilter, enabled: boolean) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const query = useInfiniteQuery({
    queryKey: ['activities', filter],
    queryFn: ({ pageParam }) => dataProvider.activities(filter, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.since_id ?? undefined,
    enabled,
    // Spec 8 names one message for a failed load; show it at once rather than after retries.
    retry: false,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  return { ...query, rows };
}
