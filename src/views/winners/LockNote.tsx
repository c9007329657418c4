import LockIcon from '@mui/icons-material/Lock';
import { Link as MuiLink, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { winnerLock, type WinnerRecord } from './winnerLock';

/** Why the row is locked, with the way to change it (the IGA ranking screen). */
export function LockNote({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext<WinnerRecord>();
  const lock = winnerLock(record);
  if (!lock) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, alignItems: 'flex-start', maxWidth: 420 }}>
      <LockIcon
        fontSize="small"
        color="action"
        titleAccess={translate('award.pemenang.terkunci')}
      />
      <Typography
        variant={compact ? 'caption' : 'body2'}
        color="text.secondary"
        sx={{ textAlign: 'left' }}
      >
        {translate(lock.key, lock.args)}{' '}
        <MuiLink
          component={Link}
          to="/dashboard/ranking-iga"
          onClick={(e: MouseEvent) => e.stopPropagation()}
        >
          {translate('award.pemenang.ke_ranking')}
        </MuiLink>
      </Typography>
    </Stack>
  );
}
