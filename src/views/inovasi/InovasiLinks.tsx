import AssignmentIcon from '@mui/icons-material/Assignment';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TimelineIcon from '@mui/icons-material/Timeline';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { LoadingText } from '../../admin/LoadingText';
import { answersKey } from '../../providers/answerOwner';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { Dokumen } from '../../providers/profilApi';
import { DocumentPreview } from '../../shared/indicatorAnswers/DocumentPreview';
import { TimelineDialog } from '../../shared/workflow/TimelineDialog';

interface Inovasi {
  id: number;
  nama: string;
}

/**
 * Issue 37 item 3: an innovation's show and edit screens lead to its indicators, its supporting
 * documents and its timeline, each by a labelled button (before, the only way in was an
 * unlabelled icon at the list's right edge).
 */
export default function InovasiLinks() {
  const translate = useTranslate();
  const record = useRecordContext<Inovasi>();
  const [open, setOpen] = useState<'dokumen' | 'lini_masa' | null>(null);
  if (!record) return null;
  const t = (key: string) => translate(`inovasi_list.links.${key}`);
  return (
    <>
      <Stack
        direction="row"
        component="nav"
        aria-label={t('label')}
        sx={{ gap: 1, flexWrap: 'wrap' }}
      >
        <Button
          component={RouterLink}
          to={`/dashboard/indikator_inovasi/${record.id}`}
          startIcon={<AssignmentIcon />}
        >
          {t('indikator')}
        </Button>
        <Button startIcon={<AttachFileIcon />} onClick={() => setOpen('dokumen')}>
          {t('dokumen')}
        </Button>
        <Button startIcon={<TimelineIcon />} onClick={() => setOpen('lini_masa')}>
          {t('lini_masa')}
        </Button>
      </Stack>
      {open === 'dokumen' && <DocumentsDialog inovasi={record} onClose={() => setOpen(null)} />}
      <TimelineDialog
        inovasi={open === 'lini_masa' ? record : null}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

/** The innovation's supporting documents, by indicator, each opened in place. */
function DocumentsDialog({ inovasi, onClose }: { inovasi: Inovasi; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const owner = { unit: 'inovasi' as const, id: inovasi.id };
  const query = useQuery({
    queryKey: answersKey(owner),
    queryFn: () => dataProvider.innovationAnswers(owner),
    retry: false,
  });
  const [preview, setPreview] = useState<Dokumen | null>(null);
  const t = (key: string, args?: object) => translate(`inovasi_list.links.${key}`, args);
  const rows = (query.data?.rows ?? []).filter((r) => r.dokumen.length > 0);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        {t('dokumen_title', { nama: inovasi.nama })}
      </DialogTitle>
      <DialogContent>
        {query.isPending ? (
          <LoadingText />
        ) : query.isError ? (
          <Alert severity="error">{t('dokumen_gagal')}</Alert>
        ) : rows.length === 0 ? (
          <Typography>{t('dokumen_kosong')}</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rows.map((row) => (
              <Box component="li" key={row.id}>
                <Typography variant="subtitle2" component="h3">
                  {`${row.no_urut}${row.subs ?? ''}. ${row.indikator}`}
                </Typography>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  {row.dokumen.map((doc) =>
                    doc.youtube ? (
                      <Link
                        key={doc.id}
                        href={doc.youtube}
                        target="_blank"
                        rel="noopener noreferrer"
                        variant="body2"
                      >
                        {doc.nama || doc.youtube} <OpenInNewIcon fontSize="inherit" />
                      </Link>
                    ) : (
                      <Link
                        key={doc.id}
                        component="button"
                        variant="body2"
                        sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
                        onClick={() => setPreview(doc)}
                      >
                        {doc.nama || `#${doc.id}`}
                      </Link>
                    ),
                  )}
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={`/dashboard/indikator_inovasi/${inovasi.id}`}>
          {t('dokumen_kelola')}
        </Button>
        <Button onClick={onClose}>{translate('inovasi_list.tutup')}</Button>
      </DialogActions>
      {preview && <DocumentPreview doc={preview} onClose={() => setPreview(null)} />}
    </Dialog>
  );
}
