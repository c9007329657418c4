import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatActivityTime } from '../../../domain/format';
import { getResource } from '../../../resources';
import { LoadingText } from '../../admin/LoadingText';
import type { Activity } from '../../providers/accountApi';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { actionText, changeText, resourceText, shownChanges } from '../../shared/activityText';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Registered resources by their label; the profile's own calls by profil.history_resource.*. */
const subject = (resource: string | null, translate: Translate) =>
  resource && !getResource(resource)
    ? translate(`profil.history_resource.${resource}`, { _: resource })
    : resourceText(resource, translate);

/** The profile's own entries (answers, verification) by profil.history_action.*. */
const action = (name: string, translate: Translate) =>
  translate(`profil.history_action.${name}`, { _: actionText(name, translate) });

/** A document entry lists every stored column; its name is what a reader needs. */
const DOCUMENT_FIELDS = new Set(['nama', 'file_name', 'youtube']);
const historyChanges = (row: Activity) =>
  shownChanges(row).filter((c) => row.resource !== 'dokumen' || DOCUMENT_FIELDS.has(c.name));

/** Lini Masa: the profile's real history, newest first, with "Muat lebih banyak". */
export function HistoryTab({ profilId }: { profilId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const query = useInfiniteQuery({
    queryKey: ['profil-history', profilId],
    queryFn: ({ pageParam }) => dataProvider.profileHistory(profilId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.since_id ?? undefined,
    retry: false,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  if (query.isPending) return <LoadingText />;
  if (query.isError && rows.length === 0)
    return <Alert severity="error">{translate('activity.error')}</Alert>;
  if (rows.length === 0)
    return <Typography color="text.secondary">{translate('profil.history_empty')}</Typography>;
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2, py: 0.5 }}
        >
          <Typography variant="caption" color="text.secondary">
            {formatActivityTime(row.ts)}
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>
            {`${action(row.name, translate)} ${subject(row.resource, translate)} `}
            {row.account
              ? translate('profil.history_by', { user: row.account.username })
              : translate('profil.history_system')}
          </Typography>
          {historyChanges(row).map((change, i) => (
            <Typography key={i} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {changeText(row, change, translate)}
            </Typography>
          ))}
        </Box>
      ))}
      {query.hasNextPage && (
        <Button
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('profil.history_more')}
        </Button>
      )}
    </Stack>
  );
}
