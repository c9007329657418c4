import DownloadIcon from '@mui/icons-material/Download';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveStreamedFile } from '../../providers/upload';

type Format = 'excel' | 'pdf';

/**
 * A report's Excel and PDF buttons (issue 24 item 6): every row of the filters on screen, not
 * just the page, streamed by the server; while the file arrives the bytes received are shown.
 */
export function ReportDownloads({
  path,
  query,
  fileName,
  label,
}: {
  /** Names the files when a screen offers more than one report's ("Rekap per provinsi"). */
  label?: string;
  /** The report's path under /api, e.g. `/indeks/average/nasional`. */
  path: string;
  query: Record<string, string | number | undefined>;
  fileName: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [preparing, setPreparing] = useState<{ format: Format; kb: number } | null>(null);
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== '') params.set(k, String(v));

  async function download(format: Format) {
    setPreparing({ format, kb: 0 });
    try {
      await saveStreamedFile(
        `/api${path}/download-${format}?${params.toString()}`,
        `${fileName}.${format === 'excel' ? 'xlsx' : 'pdf'}`,
        (bytes) => setPreparing({ format, kb: Math.round(bytes / 1024) }),
      );
    } catch {
      notify('laporan.unduh_gagal', { type: 'error' });
    } finally {
      setPreparing(null);
    }
  }

  return (
    <Stack
      direction="row"
      role={label ? 'group' : undefined}
      aria-label={label}
      sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {label && <Typography variant="body2">{label}:</Typography>}
      {(['excel', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={preparing !== null}
          onClick={() => void download(format)}
          aria-label={label ? `${translate(`laporan.unduh_${format}`)} (${label})` : undefined}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(`laporan.unduh_${format}`)}
        </Button>
      ))}
      {preparing && (
        <Stack spacing={0.5} role="status" sx={{ minWidth: 200 }}>
          <Typography variant="body2">
            {translate('laporan.menyiapkan', { kb: preparing.kb })}
          </Typography>
          <LinearProgress />
        </Stack>
      )}
    </Stack>
  );
}
