import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';

/** A region profile (spec 3 profil_pemda) as GET /crud/profil_pemda/{id} answers it. */
export interface Profil {
  id: number;
  m_daerah_id: number;
  nama: string;
  nama_opd: string | null;
  alamat: string | null;
  email: string | null;
  no_telp: string | null;
  nama_admin: string | null;
  map_embed: string | null;
  logo_url: string | null;
  files: { name: string; value: string }[] | null;
  pakta_pemda_filename: string | null;
  updated_at: string;
}

/** Its region (m_daerah: nama, tingkat 1 province / 2 city or regency). */
export interface Daerah {
  id: number;
  nama: string;
  tingkat: number;
}

export const PROFIL_SLUG = 'profil-pemda-old';

/** The profile and its region; the region comes from the lookup every role may read. */
export function useProfil(id: number | null) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useQuery({
    queryKey: ['profil', id],
    enabled: id !== null,
    retry: false,
    queryFn: async () => {
      const { data } = await dataProvider.getOne<Profil & { id: number }>(PROFIL_SLUG, { id: id! });
      const { data: regions } = await dataProvider.getMany<Daerah>('daerah', {
        ids: [data.m_daerah_id],
      });
      return { profil: data, daerah: regions[0] ?? null };
    },
  });
}
