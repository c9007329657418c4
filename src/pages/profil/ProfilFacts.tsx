import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Daerah, Profil } from './useProfil';

/** spec 3: nama_opd is one of four agencies; shown by the resource's choice labels. */
const OPD_LABEL: Record<string, string> = {
  'Badan Litbang': 'choices.nama_opd.badan_litbang',
  Bappedalitbang: 'choices.nama_opd.bappedalitbang',
  brida: 'choices.nama_opd.brida',
  diluar: 'choices.nama_opd.diluar',
};

/** Level, handling agency, address, e-mail, phone and admin name, as label/value pairs. */
export function ProfilFacts({ profil, daerah }: { profil: Profil; daerah: Daerah | null }) {
  const translate = useTranslate();
  const opd = profil.nama_opd;
  const rows: [string, string | null][] = [
    ['profil.nama', profil.nama],
    ['profil.nama_daerah', daerah?.nama ?? null],
    ['profil.tingkat', daerah ? translate(`profil.tingkat_${daerah.tingkat}`) : null],
    ['profil.nama_opd', opd ? translate(OPD_LABEL[opd] ?? opd, { _: opd }) : null],
    ['profil.alamat', profil.alamat],
    ['profil.email', profil.email],
    ['profil.no_telp', profil.no_telp],
    ['profil.nama_admin', profil.nama_admin],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ mt: { xs: 1, sm: 0 } }}
          >
            {translate(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
