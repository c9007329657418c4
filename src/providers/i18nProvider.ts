import polyglotI18nProvider from 'ra-i18n-polyglot';
import { messagesId } from '../../i18n/id';

/**
 * Polyglot files Indonesian under languages without plural forms, so a `one |||| many` message
 * would always show its first form ("1 item dipilih" for five items). Indonesian sentences here
 * do differ between one and many, so `id` gets the n === 1 rule.
 */
const pluralRules = {
  pluralTypes: { oneOther: (n: number) => (n === 1 ? 0 : 1), none: () => 0 },
  pluralTypeToLanguages: { oneOther: ['id', 'en'], none: ['ja', 'zh'] },
};

export const LOCALES = [
  { locale: 'id', name: 'Bahasa Indonesia' },
  { locale: 'en', name: 'English' },
];

/** Indonesian by default, English loaded on demand; no `allowMissing`, so gaps show up. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? import('../../i18n/en').then((m) => m.messagesEn) : messagesId),
  'id',
  LOCALES,
  { pluralRules },
);
