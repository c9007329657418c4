import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatActivityTime } from '../../../domain/format';
import type { Activity } from '../../providers/accountApi';
import { actionText, changeText, resourceText, shownChanges } from '../../shared/activityText';

/** The activity log for reading: time (WIB), who, what, on which record, and what changed. */
export function ActivityTable({ rows }: { rows: readonly Activity[] }) {
  const translate = useTranslate();
  return (
    <Table aria-label={translate('activity.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('activity.time')}</TableCell>
          <TableCell>{translate('activity.account')}</TableCell>
          <TableCell>{translate('activity.action')}</TableCell>
          <TableCell>{translate('activity.resource')}</TableCell>
          <TableCell>{translate('activity.changes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatActivityTime(row.ts)}</TableCell>
            <TableCell>{row.account?.username ?? translate('activity.anonymous')}</TableCell>
            <TableCell>{actionText(row.name, translate)}</TableCell>
            <TableCell>
              {resourceText(row.resource, translate)}
              {row.record_id ? ` #${row.record_id}` : ''}
            </TableCell>
            <TableCell sx={{ maxWidth: 520 }}>
              {shownChanges(row).map((change, i) => (
                <Typography key={i} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {changeText(row, change, translate)}
                </Typography>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
