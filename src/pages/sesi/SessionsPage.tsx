import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useLogout, useTranslate } from 'react-admin';
import { deviceOf } from '../../../domain/device';
import { formatActivityTime } from '../../../domain/format';
import { EmptyText, LoadingText } from '../../admin/LoadingText';
import type { SessionInfo } from '../../providers/accountApi';
import { SIGNED_OUT_PATH } from '../../providers/authProvider';
import type { PortalDataProvider } from '../../providers/dataProvider';

const QUERY_KEY = ['sessions'];

/** "Firefox di Windows", or what is known of it. */
function useDeviceName() {
  const translate = useTranslate();
  return (session: SessionInfo) => {
    const { browser, os } = deviceOf(session.user_agent);
    if (browser && os) return translate('sessions.device', { browser, os });
    return browser ?? os ?? translate('sessions.unknown_device');
  };
}

function SessionRow({ session, onEnd }: { session: SessionInfo; onEnd: () => void }) {
  const translate = useTranslate();
  const name = useDeviceName()(session);
  const details = [
    translate('sessions.signed_in', { time: formatActivityTime(session.created_at) }),
    translate('sessions.last_seen', { time: formatActivityTime(session.last_seen_at) }),
    session.ip ? translate('sessions.address', { ip: session.ip }) : null,
  ].filter(Boolean);
  return (
    <ListItem
      divider
      secondaryAction={
        <Button
          size="small"
          onClick={onEnd}
          aria-label={translate('sessions.end_one_label', { device: name })}
        >
          {translate('sessions.end_one')}
        </Button>
      }
      sx={{ pr: 14 }}
    >
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <span>{name}</span>
            {session.current ? (
              <Chip size="small" color="primary" label={translate('sessions.this_device')} />
            ) : null}
          </Stack>
        }
        secondary={details.join(' · ')}
      />
    </ListItem>
  );
}

/**
 * /dashboard/sesi: where the account is signed in, with a sign-out per device and "sign out of
 * all devices". Ending this device's session (alone or with all) signs this browser out too.
 */
export function SessionsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [confirmAll, setConfirmAll] = useState(false);
  const [notice, setNotice] = useState<'ended' | 'failed' | null>(null);
  const { data, isPending, isError } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => dataProvider.sessions(),
    retry: false,
  });

  async function end(session?: SessionInfo) {
    setNotice(null);
    try {
      await dataProvider.endSessions(session?.id);
    } catch {
      setNotice('failed');
      return;
    }
    // This browser's session is over: to the sign-in page, as after "Keluar".
    if (!session || session.current) {
      await logout({}, SIGNED_OUT_PATH);
      return;
    }
    setNotice('ended');
    await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  }

  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate('sessions.intro')}
          </Typography>
          {notice === 'ended' ? (
            <Alert severity="success">{translate('sessions.ended')}</Alert>
          ) : null}
          {notice === 'failed' ? (
            <Alert severity="error">{translate('sessions.failed')}</Alert>
          ) : null}
          {isPending ? <LoadingText /> : null}
          {isError ? <Alert severity="error">{translate('sessions.error')}</Alert> : null}
          {data?.length === 0 ? <EmptyText /> : null}
          {data?.length ? (
            <List aria-label={translate('sessions.title')} disablePadding>
              {data.map((s) => (
                <SessionRow key={s.id} session={s} onEnd={() => void end(s)} />
              ))}
            </List>
          ) : null}
          <Button
            variant="contained"
            color="error"
            onClick={() => setConfirmAll(true)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('sessions.end_all')}
          </Button>
        </Stack>
        <Confirm
          isOpen={confirmAll}
          title="sessions.confirm_all_title"
          content="sessions.confirm_all_content"
          confirm="sessions.end_all"
          onConfirm={() => {
            setConfirmAll(false);
            void end();
          }}
          onClose={() => setConfirmAll(false)}
        />
      </CardContent>
    </Card>
  );
}
