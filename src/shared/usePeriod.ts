import { useSearchParams } from 'react-router';
import { getActiveYear } from '../providers/session';

/** The assessment period shown: `?tahun=` when given, else the active year setting. */
export function usePeriod(): number {
  const [params] = useSearchParams();
  const fromUrl = Number(params.get('tahun'));
  if (Number.isInteger(fromUrl) && fromUrl >= 2000 && fromUrl <= 2100) return fromUrl;
  return getActiveYear();
}
