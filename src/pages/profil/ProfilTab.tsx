import EditIcon from '@mui/icons-material/Edit';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { actionAllowed, indicatorInputOpen } from '../../shared/actionAllowed';
import { LogoSection } from './LogoSection';
import { MapEmbed } from './MapEmbed';
import { PaktaSection } from './PaktaSection';
import { ProfilEditDialog } from './ProfilEditDialog';
import { ProfilFacts } from './ProfilFacts';
import { ProtectedDownload } from '../../shared/ProtectedLink';
import { ResearchFiles } from './ResearchFiles';
import type { Daerah, Profil } from './useProfil';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Profil tab: the facts, logo, research documents, pact, downloads and map (spec 2). */
export function ProfilTab({ profil, daerah }: { profil: Profil; daerah: Daerah | null }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [editing, setEditing] = useState(false);
  const canEdit = actionAllowed('profil.edit', profil);
  const canInput = actionAllowed('indikator.edit', profil) && indicatorInputOpen();
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canEdit && (
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {translate('profil.edit')}
          </Button>
        )}
        {canInput && (
          <Button
            variant="outlined"
            startIcon={<FactCheckIcon />}
            component={Link}
            to={`${basename}/indikator_daerah/${profil.id}`}
          >
            {translate('profil.ubah_indikator')}
          </Button>
        )}
        <ProtectedDownload
          variant="outlined"
          fileUrl={`/api/profil/download-pdf/${profil.id}`}
          fileName={`profil-${profil.id}.pdf`}
          label={translate('profil.download_pdf')}
        />
        <ProtectedDownload
          variant="outlined"
          fileUrl={`/api/profil/download-excel/${profil.id}`}
          fileName={`profil-${profil.id}.xlsx`}
          label={translate('profil.download_excel')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <LogoSection profil={profil} canEdit={canEdit} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ProfilFacts profil={profil} daerah={daerah} />
        </Box>
      </Stack>
      <Section title={translate('profil.files')}>
        <ResearchFiles files={profil.files ?? []} />
      </Section>
      <Section title={translate('profil.pakta')}>
        <PaktaSection profil={profil} canUpload={actionAllowed('pakta.upload', profil)} />
      </Section>
      <Section title={translate('profil.map')}>
        <MapEmbed value={profil.map_embed} nama={profil.nama} />
      </Section>
      {editing && <ProfilEditDialog profil={profil} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
