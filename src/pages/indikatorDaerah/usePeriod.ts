import { useSearchParams } from 'react-router';

/** The assessment period shown: `?tahun=` when given, else the active year setting. */
export function usePeriod(): number {
  const [params] = useSearchParams();
  const fromUrl = Number(params.get('tahun'));
  if (Number.isInteger(fromUrl) && fromUrl >= 2000 && fromUrl <= 2100) return fromUrl;
  const active = Number(localStorage.getItem('tahun_aktif'));
  return Number.isInteger(active) && active > 2000 ? active : new Date().getFullYear();
}
