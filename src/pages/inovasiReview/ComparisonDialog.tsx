import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { wordDiff, type DiffPart } from '../../../domain/similarity';
import { LoadingText } from '../../admin/LoadingText';
import { similarityApi, type SimilarityComparison } from '../../providers/similarityApi';

const percent = (skor: number) => `${Math.round(skor * 100)}%`;

/** One side's text with the other side's differences marked (del on the left, add on the right). */
function Marked({ parts, side }: { parts: DiffPart[]; side: 'del' | 'add' }) {
  return (
    <Typography
      variant="body2"
      component="div"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {parts
        .filter((p) => p.kind === 'same' || p.kind === side)
        .map((p, i) =>
          p.kind === 'same' ? (
            <span key={i}>{p.text}</span>
          ) : (
            <Box
              key={i}
              component={side === 'del' ? 'del' : 'ins'}
              sx={{
                bgcolor: side === 'del' ? 'error.light' : 'success.light',
                color: 'text.primary',
                textDecoration: 'none',
                borderRadius: 0.5,
              }}
            >
              {p.text}
            </Box>
          ),
        )}
    </Typography>
  );
}

function Side({ data, which }: { data: SimilarityComparison; which: 'inovasi' | 'lawan' }) {
  const s = data[which];
  return (
    <Typography variant="subtitle2" component="p">
      {s.nama_daerah} · {s.tahun}
    </Typography>
  );
}

/**
 * Issue 38: the innovation under review beside the one it matches, field by field, each with its
 * similarity and the differences marked, and the files both hold.
 */
export function ComparisonDialog({
  id,
  lawanId,
  onClose,
}: {
  id: number;
  lawanId: number | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['kemiripan', id, lawanId],
    queryFn: () => similarityApi.comparison(id, lawanId!),
    enabled: lawanId !== null,
    retry: false,
  });
  return (
    <Dialog open={lawanId !== null} onClose={onClose} fullWidth maxWidth="lg" scroll="paper">
      <DialogTitle>{translate('kemiripan_panel.compare_title')}</DialogTitle>
      <DialogContent dividers>
        {query.isPending && <LoadingText />}
        {query.isError && (
          <Alert severity="error">{translate('kemiripan_panel.load_failed')}</Alert>
        )}
        {query.data && (
          <Stack spacing={2}>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}
            >
              <Side data={query.data} which="inovasi" />
              <Side data={query.data} which="lawan" />
            </Box>
            {query.data.berkas.length > 0 && (
              <Box>
                <Typography variant="subtitle2" component="h3">
                  {translate('kemiripan_panel.files')}
                </Typography>
                {query.data.berkas.map((b) => (
                  <Typography key={`${b.dokumen_id}-${b.lawan_dokumen_id}`} variant="body2">
                    {translate(`kemiripan_panel.jenis.${b.jenis}`)}: {b.nama_berkas} ↔{' '}
                    {b.lawan_nama_berkas}
                  </Typography>
                ))}
              </Box>
            )}
            {query.data.bidang.map((f) => {
              const parts = wordDiff(
                query.data.inovasi.teks[f.bidang] ?? '',
                query.data.lawan.teks[f.bidang] ?? '',
              );
              return (
                <Box key={f.bidang} component="section">
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 0.5 }}>
                    <Typography variant="subtitle2" component="h3">
                      {translate(`resources.iga2020_inovasi.fields.${f.bidang}`)}
                    </Typography>
                    <Chip size="small" variant="outlined" label={percent(f.skor)} />
                  </Stack>
                  <Box
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                      gap: 2,
                    }}
                  >
                    <Marked parts={parts} side="del" />
                    <Marked parts={parts} side="add" />
                  </Box>
                </Box>
              );
            })}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
