import { profil_pemda } from '../db/schema';
import type { ResourceHooks } from './types';

export const profileHooks: ResourceHooks = {
  // A record holding a profile id (an innovation's or a training report's `profil_id`, scope
  // `via: 'profil'`) lies in the profile's region.
  scope: { region: profil_pemda.m_daerah_id },
};
