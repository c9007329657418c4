import { m_daerah } from '../../../platform/db/schema';
import type { ResourceHooks } from '../../../crud/hookTypes';

export const regionHooks: ResourceHooks = {
  // A record holding a region id (scope `via: 'daerah'`) lies in that region.
  scope: { region: m_daerah.id },
};
