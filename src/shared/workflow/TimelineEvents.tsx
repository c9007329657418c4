import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/format';
import type { InnovationTimeline } from '../../providers/reviewApi';
import { useWorkflowText } from './workflowText';

/** Every step of an innovation's journey: who, when, from, to and the note, oldest first. */
export function TimelineEvents({
  events,
  label,
}: {
  events: InnovationTimeline['events'];
  label: string;
}) {
  const translate = useTranslate();
  const text = useWorkflowText();
  if (events.length === 0) return <Typography>{translate('alur.no_events')}</Typography>;
  return (
    <List dense aria-label={label}>
      {events.map((e, i) => (
        <ListItem key={i} divider alignItems="flex-start" disableGutters>
          <ListItemText
            primary={translate('alur.event', {
              aksi: text.action(e.action),
              actor: e.actor ?? '—',
            })}
            secondary={
              <>
                {formatDateTime(e.ts)}
                {e.from && e.to && e.from !== e.to
                  ? ` · ${translate('alur.event_from_to', {
                      from: text.status(e.from),
                      to: text.status(e.to),
                    })}`
                  : ''}
                {e.note && (
                  <Typography component="span" display="block" color="text.primary">
                    {e.note}
                  </Typography>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
