import {
  Alert,
  Box,
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
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { similarityApi, type Similarity } from '../../providers/similarityApi';
import { ComparisonDialog } from './ComparisonDialog';

const percent = (skor: number) => `${Math.round(skor * 100)}%`;

/** Who a match names: the region, the innovation and its year, or the veiled line. */
function who(m: { nama_daerah: string | null; nama_inovasi: string; tahun: number | null }) {
  return m.nama_daerah === null
    ? m.nama_inovasi
    : `${m.nama_daerah} · ${m.nama_inovasi} (${m.tahun ?? '—'})`;
}

/**
 * Issue 38: the copied-work flags of the innovation under review, for the verifier and quality
 * control: each matching innovation (text similarity) and each document found elsewhere (the
 * same file, or a re-saved picture), with a side-by-side view of the two innovations. Another
 * region's unsent innovation is one counted line, never named (the server leaves it out).
 */
export function SimilarityPanel({ id }: { id: number }) {
  const translate = useTranslate();
  const [comparing, setComparing] = useState<number | null>(null);
  const query = useQuery({
    queryKey: ['kemiripan', id],
    queryFn: () => similarityApi.similarity(id),
    retry: false,
  });
  if (query.isPending) return null;
  if (query.isError)
    return <Alert severity="warning">{translate('kemiripan_panel.load_failed')}</Alert>;
  const data: Similarity = query.data;
  const total = data.inovasi.length + data.berkas.length;
  return (
    <Card variant="outlined" component="section" aria-labelledby="kemiripan-judul">
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id="kemiripan-judul" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('kemiripan_panel.title')}
          </Typography>
          <Chip
            color={total ? 'warning' : 'default'}
            label={
              total
                ? translate('kemiripan_panel.count', { n: total })
                : translate('kemiripan_panel.none_short')
            }
          />
        </Stack>
        {total === 0 && (
          <Typography color="text.secondary">{translate('kemiripan_panel.none')}</Typography>
        )}
        {data.inovasi.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3">
              {translate('kemiripan_panel.texts')}
            </Typography>
            <List dense disablePadding>
              {data.inovasi.map((m, i) => (
                <ListItem
                  key={m.inovasi_id ?? `tersembunyi-${i}`}
                  disableGutters
                  secondaryAction={
                    m.inovasi_id !== null && (
                      <Button size="small" onClick={() => setComparing(m.inovasi_id)}>
                        {translate('kemiripan_panel.compare')}
                      </Button>
                    )
                  }
                >
                  <Chip
                    size="small"
                    color="warning"
                    label={percent(m.skor)}
                    sx={{ mr: 1, minWidth: 56 }}
                  />
                  <ListItemText primary={who(m)} sx={{ pr: 12 }} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {data.berkas.length > 0 && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {translate('kemiripan_panel.files')}
            </Typography>
            <List dense disablePadding>
              {data.berkas.map((b) => (
                <ListItem key={b.dokumen_id} disableGutters sx={{ display: 'block' }}>
                  <ListItemText
                    primary={b.nama_berkas || translate('kemiripan_panel.unnamed')}
                    secondary={b.sama_dengan
                      .map((m) => `${translate(`kemiripan_panel.jenis.${m.jenis}`)}: ${who(m)}`)
                      .join(' · ')}
                  />
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                    {b.sama_dengan
                      .filter((m) => m.inovasi_id !== null)
                      .map((m) => (
                        <Button
                          key={m.inovasi_id}
                          size="small"
                          onClick={() => setComparing(m.inovasi_id)}
                        >
                          {translate('kemiripan_panel.compare_with', { nama: m.nama_daerah ?? '' })}
                        </Button>
                      ))}
                  </Stack>
                </ListItem>
              ))}
            </List>
          </Box>
        )}
      </CardContent>
      <ComparisonDialog id={id} lawanId={comparing} onClose={() => setComparing(null)} />
    </Card>
  );
}
