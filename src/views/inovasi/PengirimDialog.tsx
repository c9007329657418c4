import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/format';
import { LoadingText } from '../../admin/LoadingText';
import type { PortalDataProvider } from '../../providers/dataProvider';

/** "Pengirim" (spec 4): who sent the innovation, and when, from its timeline. */
export function PengirimDialog({
  inovasi,
  onClose,
}: {
  inovasi: { id: number; nama: string } | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const query = useQuery({
    queryKey: ['inovasi-timeline', inovasi?.id],
    queryFn: () => dataProvider.timeline(inovasi!.id),
    enabled: inovasi !== null,
    retry: false,
  });
  const sent = query.data?.events.filter((e) => e.action === 'kirim').at(-1);
  return (
    <Dialog open={inovasi !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        {translate('inovasi_list.pengirim_title', { nama: inovasi?.nama ?? '' })}
      </DialogTitle>
      <DialogContent>
        {query.isPending ? (
          <LoadingText />
        ) : query.isError ? (
          <Alert severity="error">{translate('alur.load_failed')}</Alert>
        ) : sent ? (
          <Typography>
            {translate('inovasi_list.pengirim_text', {
              nama: sent.actor ?? '—',
              waktu: formatDateTime(sent.ts),
            })}
          </Typography>
        ) : (
          <Typography>{translate('inovasi_list.pengirim_none')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('inovasi_list.tutup')}</Button>
      </DialogActions>
    </Dialog>
  );
}
