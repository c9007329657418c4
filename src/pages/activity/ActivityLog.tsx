import { Alert, Box, Button, Card, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lastDays } from '../../../domain/format';
import { EmptyText, LoadingText } from '../../admin/LoadingText';
import type { ActivityFilter } from '../../providers/accountApi';
import { ActivityFilters, rangeIsValid, type ActivityFilterState } from './ActivityFilters';
import { ActivityTable } from './ActivityTable';
import { RawActivityTable } from './RawActivityTable';
import { useActivityLog } from './useActivityLog';

/**
 * The activity log with its user filter, a date range defaulting to the last seven days and
 * "Muat lebih banyak". `raw` shows every stored field densely; `resources` narrows the log to
 * changes of those resources (aspeklog).
 */
export function ActivityLog(props: {
  raw?: boolean;
  resources?: readonly string[];
  intro?: string;
}) {
  const translate = useTranslate();
  const [filter, setFilter] = useState<ActivityFilterState>(() => ({
    account: null,
    ...lastDays(new Date()),
  }));
  const valid = rangeIsValid(filter);
  const query: ActivityFilter = useMemo(
    () => ({
      account_id: filter.account?.id ?? null,
      start_from: filter.start_from,
      until: filter.until,
      resource: props.resources,
    }),
    [filter, props.resources],
  );
  const log = useActivityLog(query, valid);
  const failed = <Alert severity="error">{translate('activity.error')}</Alert>;

  let content;
  if (!valid) content = null;
  else if (log.isPending) content = <LoadingText />;
  else if (log.isError && log.rows.length === 0) content = failed;
  else if (log.rows.length === 0) content = <EmptyText />;
  else
    content = props.raw ? <RawActivityTable rows={log.rows} /> : <ActivityTable rows={log.rows} />;

  return (
    <>
      {props.intro ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {props.intro}
        </Typography>
      ) : null}
      <ActivityFilters value={filter} onChange={setFilter} />
      <Card sx={{ overflowX: 'auto' }}>{content}</Card>
      {log.isFetchNextPageError ? <Box sx={{ mt: 2 }}>{failed}</Box> : null}
      {valid && log.hasNextPage ? (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => void log.fetchNextPage()}
            disabled={log.isFetchingNextPage}
          >
            {translate(log.isFetchingNextPage ? 'activity.loading_more' : 'activity.load_more')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
