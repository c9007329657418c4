import { eq } from 'drizzle-orm';
import { keepsOneProfile } from '../../../../domain/scoping';
import { profil_pemda } from '../../../platform/db/schema';
import { fail, MESSAGES } from '../../../platform/http/http';
import { forgetPortal } from '../../../platform/cache/publicCache';
import type { ResourceHooks } from '../../../crud/hookTypes';

export const profileHooks: ResourceHooks = {
  // A record holding a profile id (an innovation's or a training report's `profil_id`, scope
  // `via: 'profil'`) lies in the profile's region.
  scope: { region: profil_pemda.m_daerah_id },
  // Spec 2 (profil-pemda-old): "only one profile can be added per pemda/opd/asn account". Their
  // region is imposed on what they send (server/crud/scope.ts), so a second one is refused here
  // with the reason (409) rather than by the unique region column.
  async beforeWrite({ db, before, user }, values) {
    if (before || !user || !keepsOneProfile(user.roles) || user.m_daerah_id === null) return;
    const [own] = await db
      .select({ id: profil_pemda.id })
      .from(profil_pemda)
      .where(eq(profil_pemda.m_daerah_id, Number(values.m_daerah_id ?? user.m_daerah_id)))
      .limit(1);
    if (own) throw fail(409, MESSAGES.oneProfileOnly);
  },
  // Name, address, logo and map show on the region's public page (/landing/pemda/{id}).
  afterWrite({ db }) {
    forgetPortal(db);
  },
};
