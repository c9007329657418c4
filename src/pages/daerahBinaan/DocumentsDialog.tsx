import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Tooltip,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { LoadingText } from '../../admin/LoadingText';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { Dokumen } from '../../providers/profilApi';
import { DocumentPreview } from '../../shared/indicatorAnswers/DocumentPreview';

/** daerah-binaan (spec 2 "Provincial view"): the innovation's documents, each opened in the preview. */
export function DocumentsDialog({
  inovasi,
  onClose,
}: {
  inovasi: { id: number; nama: string } | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [preview, setPreview] = useState<Dokumen | null>(null);
  const query = useQuery({
    queryKey: ['daerah-binaan-dokumen', inovasi?.id],
    queryFn: () => dataProvider.innovationAnswers({ unit: 'inovasi', id: inovasi!.id }),
    enabled: inovasi !== null,
    retry: false,
  });
  const docs = (query.data?.rows ?? []).flatMap((r) =>
    r.dokumen.map((d) => ({ ...d, indikator: `${r.no_urut}. ${r.indikator}` })),
  );
  return (
    <Dialog open={inovasi !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate('daerah_binaan.dokumen_judul', { nama: inovasi?.nama ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <LoadingText />
        ) : query.isError ? (
          <Alert severity="error">{translate('daerah_binaan.gagal')}</Alert>
        ) : docs.length === 0 ? (
          translate('daerah_binaan.dokumen_kosong')
        ) : (
          <List dense>
            {docs.map((d) => (
              <ListItem
                key={d.id}
                secondaryAction={
                  d.file_url ? (
                    <Tooltip title={translate('indikator_daerah.doc_preview')}>
                      <IconButton
                        edge="end"
                        aria-label={translate('indikator_daerah.doc_preview')}
                        onClick={() => setPreview(d)}
                      >
                        <VisibilityIcon />
                      </IconButton>
                    </Tooltip>
                  ) : null
                }
              >
                <ListItemText primary={d.nama || d.youtube || `#${d.id}`} secondary={d.indikator} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('daerah_binaan.tutup')}</Button>
      </DialogActions>
      {preview && <DocumentPreview doc={preview} onClose={() => setPreview(null)} />}
    </Dialog>
  );
}
