import { Avatar, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { fetchBlobUrl } from '../../providers/upload';
import { MediaUploadButton } from './MediaUploadButton';
import type { Profil } from './useProfil';

/** The logo (read with the bearer token), and its upload through POST /logo. */
export function LogoSection({ profil, canEdit }: { profil: Profil; canEdit: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const logo = useQuery({
    queryKey: ['logo', profil.logo_url],
    enabled: !!profil.logo_url,
    queryFn: () => fetchBlobUrl(profil.logo_url!),
    // The blob URL is revoked on unmount, so it must not outlive the component in the cache.
    gcTime: 0,
    retry: false,
  });
  const url = logo.data?.url;
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', minWidth: 160 }}>
      <Avatar
        variant="rounded"
        src={url}
        alt={translate('profil.logo')}
        sx={{ width: 120, height: 120, bgcolor: 'grey.100', color: 'text.secondary' }}
      >
        {profil.nama.slice(0, 1)}
      </Avatar>
      {!profil.logo_url && (
        <Typography variant="caption" color="text.secondary">
          {translate('profil.logo_empty')}
        </Typography>
      )}
      {canEdit && (
        <MediaUploadButton
          label={translate('profil.logo_upload')}
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          onUploaded={async (fileUrl) => {
            await dataProvider.saveLogo(profil.id, fileUrl);
            await queryClient.invalidateQueries({ queryKey: ['profil', profil.id] });
            notify('profil.logo_saved', { type: 'success' });
          }}
        />
      )}
    </Stack>
  );
}
