import pengaturan from '../pengaturan.json' with { type: 'json' };
import { checkSetting } from '../../../../domain/settings';
import { validationMessage } from '../../../platform/http/validationMessages';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { forgetPortal } from '../../../platform/cache/publicCache';
import { forgetSettings } from '../../../platform/cache/settingsCache';
import type { ResourceHooks } from '../../../crud/hookTypes';

/**
 * The settings the product reads (the seeded ones: edit rights, the active year, the deadline,
 * the predicate bands, ...). Deleting one would silently change every account's rights, so only
 * their values can change; a setting added by hand can still be deleted.
 */
export const PRODUCT_SETTINGS: ReadonlySet<string> = new Set([
  ...Object.keys(pengaturan.nilai),
  'predikat_bands',
]);

export const settingsHooks: ResourceHooks = {
  // Every write of a setting the product reads is checked against its kind (domain/settings.ts),
  // and such a setting keeps its name: renaming it would be deleting it.
  beforeWrite({ before }, values) {
    const oldName = before ? String(before.name) : null;
    const name = 'name' in values ? String(values.name) : oldName!;
    if (oldName !== null && oldName !== name && PRODUCT_SETTINGS.has(oldName))
      throw fail(422, MESSAGES.invalid, {
        name: validationMessage({ key: 'validation.read_only' }),
      });
    const value = 'setting_value' in values ? values.setting_value : before?.setting_value;
    const failure = checkSetting(name, value);
    if (failure) throw fail(422, MESSAGES.invalid, { setting_value: validationMessage(failure) });
  },
  beforeDelete(_ctx, row) {
    const name = String(row.name);
    if (PRODUCT_SETTINGS.has(name)) throw fail(409, message('settingInUse', { name }));
  },
  // Scoped lists and period rules read the settings through a cache of a few seconds.
  // The public pages read the published periods (indeks_diumumkan) and years from them too.
  afterWrite({ db }) {
    forgetSettings(db);
    forgetPortal(db);
  },
};
