import { Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { MediaUploadButton } from './MediaUploadButton';
import { ProtectedDownload } from '../../shared/ProtectedLink';
import type { Profil } from './useProfil';

/** The integrity pact: download, and a new upload for the roles of spec 6 "pact upload". */
export function PaktaSection({ profil, canUpload }: { profil: Profil; canUpload: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const pakta = useQuery({
    queryKey: ['pakta', profil.id],
    queryFn: () => dataProvider.pakta(profil.id),
    retry: false,
  });
  const current = pakta.data?.file_url ? pakta.data : null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {current ? (
        <ProtectedDownload
          variant="outlined"
          fileUrl={current.file_url!}
          fileName={current.file_name ?? `pakta-integritas-${profil.id}.pdf`}
          label={translate('profil.download')}
        />
      ) : (
        <Typography color="text.secondary">{translate('profil.pakta_empty')}</Typography>
      )}
      {canUpload && (
        <MediaUploadButton
          label={translate('profil.pakta_upload')}
          accept=".pdf,application/pdf"
          onUploaded={async (fileUrl) => {
            await dataProvider.savePakta(profil.id, fileUrl);
            await queryClient.invalidateQueries({ queryKey: ['pakta', profil.id] });
            await queryClient.invalidateQueries({ queryKey: ['profil', profil.id] });
            notify('profil.pakta_saved', { type: 'success' });
          }}
        />
      )}
    </Stack>
  );
}
