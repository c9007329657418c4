import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatActivityTime } from '../../../domain/format';
import type { Activity } from '../../providers/accountApi';

const mono = { fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' } as const;

/** Every field of each entry as stored, dense (rawlog and aspeklog). */
export function RawActivityTable({ rows }: { rows: readonly Activity[] }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('activity.raw_title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('activity.record')}</TableCell>
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
            <TableCell>{row.id}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatActivityTime(row.ts)}</TableCell>
            <TableCell>{row.account ? `${row.account.id}:${row.account.username}` : '—'}</TableCell>
            <TableCell sx={mono}>{row.name}</TableCell>
            <TableCell sx={mono}>
              {row.resource ?? '—'}
              {row.record_id ? `/${row.record_id}` : ''}
            </TableCell>
            <TableCell sx={{ ...mono, maxWidth: 640 }}>{JSON.stringify(row.data)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
