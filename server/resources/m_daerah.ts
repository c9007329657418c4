import { m_daerah } from '../platform/db/schema';
import type { ResourceHooks } from './types';

export const regionHooks: ResourceHooks = {
  // A record holding a region id (scope `via: 'daerah'`) lies in that region.
  scope: { region: m_daerah.id },
};
