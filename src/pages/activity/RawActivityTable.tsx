import {
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatActivityTime } from '../../../domain/format';
import type { Activity } from '../../providers/accountApi';
import { requestOf } from './requestOf';
import { actionText, changeText, resourceText, shownChanges } from '../../shared/activityText';

const mono = { fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' } as const;

/** "Ahmad Fauzi (Superadmin)": the actor's name and roles, or the logged username. */
function Actor({ account }: { account: Activity['account'] }) {
  const translate = useTranslate();
  if (!account) return <>{translate('activity.anonymous')}</>;
  const roles = (account.role ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => translate(`choices.role.${r.replace(/\./g, '_')}`, { _: r }));
  return (
    <>
      <Typography variant="body2">{account.nama_lengkap || account.username}</Typography>
      <Typography variant="caption" color="text.secondary">
        {account.username}
        {roles.length ? ` · ${roles.join(', ')}` : ''}
      </Typography>
    </>
  );
}

/**
 * Every log entry, readable: the request behind it (method, path, status), the actor (name,
 * role) and each change as "field: before → after" with labels; the stored JSON of an entry
 * opens under "Lihat data mentah" (rawlog and aspeklog).
 */
export function RawActivityTable({ rows }: { rows: readonly Activity[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Table size="small" aria-label={translate('activity.raw_title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('activity.record')}</TableCell>
          <TableCell>{translate('activity.time')}</TableCell>
          <TableCell>{translate('activity.request')}</TableCell>
          <TableCell>{translate('activity.account')}</TableCell>
          <TableCell>{translate('activity.action')}</TableCell>
          <TableCell>{translate('activity.changes')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const request = requestOf(row);
          const shown = open.has(row.id);
          return (
            <Fragment key={row.id}>
              <TableRow sx={{ verticalAlign: 'top' }}>
                <TableCell>{row.id}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatActivityTime(row.ts)}</TableCell>
                <TableCell sx={mono}>
                  {request ? (
                    <>
                      <strong>{request.method}</strong> {request.path}
                      <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                        {request.status}
                      </Box>
                    </>
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>
                  <Actor account={row.account} />
                </TableCell>
                <TableCell>
                  {actionText(row.name, translate)}
                  {row.resource ? (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {resourceText(row.resource, translate)}
                      {row.record_id ? ` #${row.record_id}` : ''}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ maxWidth: 480 }}>
                  {shownChanges(row).map((change, i) => (
                    <Typography key={i} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {changeText(row, change, translate)}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => toggle(row.id)}
                    aria-expanded={shown}
                    aria-controls={`raw-${row.id}`}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {translate(shown ? 'activity.hide_raw' : 'activity.show_raw')}
                  </Button>
                </TableCell>
              </TableRow>
              {shown ? (
                <TableRow id={`raw-${row.id}`}>
                  <TableCell colSpan={7}>
                    <Box component="pre" sx={{ ...mono, m: 0, whiteSpace: 'pre-wrap' }}>
                      {JSON.stringify(row, null, 2)}
                    </Box>
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
