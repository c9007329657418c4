import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { LoadingText } from '../../admin/LoadingText';
import type { Dokumen } from '../../providers/profilApi';
import { fetchBlobUrl } from '../../providers/upload';

/** PDFs and images open inline (the file read with the bearer token as a blob URL). */
export function DocumentPreview({ doc, onClose }: { doc: Dokumen; onClose: () => void }) {
  const translate = useTranslate();
  const file = useQuery({
    queryKey: ['dokumen-blob', doc.id],
    queryFn: () => fetchBlobUrl(doc.file_url!),
    gcTime: 0,
    retry: false,
  });
  const url = file.data?.url;
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const title = doc.nama || doc.file_name || `#${doc.id}`;
  const image = doc.mime?.startsWith('image/');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{title}</DialogTitle>
      <DialogContent>
        {!url ? (
          <LoadingText />
        ) : image ? (
          <Box
            component="img"
            src={url}
            alt={title}
            sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
          />
        ) : (
          <Box
            component="iframe"
            src={url}
            title={title}
            sx={{ width: '100%', height: '75vh', border: 0 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('indikator_daerah.doc_close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
