import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { mapEmbedSrc } from '../../../domain/mapEmbed';

/**
 * The profile's map: only an allow-listed map provider's address is ever rendered (the stored
 * value is checked again, so a row written before the rule cannot embed another site).
 */
export function MapEmbed({ value, nama }: { value: string | null; nama: string }) {
  const translate = useTranslate();
  const src = value ? mapEmbedSrc(value) : null;
  if (!src) return <Typography color="text.secondary">{translate('profil.map_empty')}</Typography>;
  return (
    <Box
      component="iframe"
      src={src}
      title={translate('profil.map_title', { nama })}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      sandbox="allow-scripts allow-same-origin allow-popups"
      sx={{ width: '100%', height: { xs: 240, sm: 360 }, border: 0, borderRadius: 1 }}
    />
  );
}
