import type { PartialStrings } from '../messages';
import type { settingsId } from '../id/settings';

/** English for the settings screen; missing keys fall back to Indonesian. */
export const settingsEn: PartialStrings<typeof settingsId> = {
  settings: {
    title: 'Application settings',
    save: 'Save settings',
    saved: 'Settings saved (%{count} changed)',
    unchanged: 'Nothing to save',
    invalid: 'Check the fields marked in red',
    on: 'On',
    off: 'Off',
  },
};
