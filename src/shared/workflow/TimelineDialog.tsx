import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { LoadingText } from '../../admin/LoadingText';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { TimelineEvents } from './TimelineEvents';
import { useWorkflowText } from './workflowText';

/**
 * The innovation's journey (GET /inovasi/{id}/timeline): its state, who must act next, its
 * registration number and every step with who, when, from, to and the note.
 */
export function TimelineDialog({
  inovasi,
  onClose,
}: {
  inovasi: { id: number; nama: string } | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const text = useWorkflowText();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const query = useQuery({
    queryKey: ['inovasi-timeline', inovasi?.id],
    queryFn: () => dataProvider.timeline(inovasi!.id),
    enabled: inovasi !== null,
    retry: false,
  });
  return (
    <Dialog open={inovasi !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('alur.timeline_title', { nama: inovasi?.nama ?? '' })}</DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <LoadingText />
        ) : query.isError ? (
          <Alert severity="error">{translate('alur.load_failed')}</Alert>
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Chip color="primary" label={text.status(query.data.status)} />
              <Chip
                variant="outlined"
                label={translate('alur.waiting_for', { who: text.waiting(query.data.menunggu) })}
              />
              {query.data.nomor && <Chip variant="outlined" label={query.data.nomor} />}
            </Stack>
            <TimelineEvents
              events={query.data.events}
              label={translate('alur.timeline_title', { nama: inovasi?.nama })}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('alur.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
