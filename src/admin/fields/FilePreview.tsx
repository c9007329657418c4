import DescriptionIcon from '@mui/icons-material/Description';
import { Box, CircularProgress, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMedia } from './useMedia';

export interface FilePreviewProps {
  url: string | null | undefined;
  /** The name to show when known (right after an upload); else the server's file name. */
  name?: string | null;
  /** `thumb`: a small picture (lists); `full`: a larger picture and an inline PDF (forms, show). */
  size?: 'thumb' | 'full';
}

const IMAGE_SIZE = { thumb: 64, full: 320 } as const;

/**
 * A stored file as its content: a picture as a thumbnail, a PDF inline, anything else as a
 * download link carrying its name. Values kept from before the media service (data: pictures)
 * show as they are.
 */
export function FilePreview({ url, name, size = 'full' }: FilePreviewProps) {
  const translate = useTranslate();
  const media = useMedia(url);
  const box = IMAGE_SIZE[size];
  switch (media.state) {
    case 'none':
      return null;
    case 'loading':
      return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
    case 'failed':
      return (
        <Typography variant="body2" color="error">
          {translate('upload.unavailable')}
        </Typography>
      );
    case 'plain':
      return media.url.startsWith('data:image/') ? (
        <img src={media.url} alt={name ?? ''} style={{ maxWidth: box, maxHeight: box }} />
      ) : (
        <Link href={media.url} target="_blank" rel="noopener noreferrer">
          {name ?? media.url}
        </Link>
      );
    case 'ready': {
      const label = name ?? media.name ?? '';
      if (media.mime.startsWith('image/'))
        return (
          <img
            src={media.objectUrl}
            alt={translate('upload.preview_image', { name: label })}
            style={{ maxWidth: box, maxHeight: box, objectFit: 'cover', display: 'block' }}
          />
        );
      if (media.mime === 'application/pdf' && size === 'full')
        return (
          <Box sx={{ width: '100%', maxWidth: 640 }}>
            <Box
              component="iframe"
              src={media.objectUrl}
              title={translate('upload.preview_pdf', { name: label })}
              sx={{ width: '100%', height: 360, border: 1, borderColor: 'divider' }}
            />
            <DownloadLink href={media.objectUrl} name={label} file={media.name} />
          </Box>
        );
      return <DownloadLink href={media.objectUrl} name={label} file={media.name} />;
    }
  }
}

/** `name` is what the link says; the saved file keeps the stored name with its extension. */
function DownloadLink(props: { href: string; name: string; file: string | null }) {
  const { href, name, file } = props;
  const translate = useTranslate();
  return (
    <Link
      href={href}
      download={file ?? name}
      aria-label={translate('upload.download', { name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <DescriptionIcon fontSize="small" />
      {name}
    </Link>
  );
}
