import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ProtectedDownload } from '../../shared/ProtectedLink';

/** The profile's research documents (profil_pemda.files), each downloadable. */
export function ResearchFiles({ files }: { files: readonly { name: string; value: string }[] }) {
  const translate = useTranslate();
  if (files.length === 0) {
    return <Typography color="text.secondary">{translate('profil.files_empty')}</Typography>;
  }
  return (
    <List dense disablePadding>
      {files.map((f) => (
        <ListItem
          key={f.value}
          disableGutters
          secondaryAction={
            <ProtectedDownload
              fileUrl={f.value}
              fileName={f.name}
              label={translate('profil.download')}
            />
          }
        >
          <ListItemText primary={f.name} sx={{ pr: 12, overflowWrap: 'anywhere' }} />
        </ListItem>
      ))}
    </List>
  );
}
