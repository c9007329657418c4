import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { messagesId } from '../../i18n/id';
import { mergeMessages, type MessageTree } from '../../i18n/messages';

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

/** Texts a part of the app brings in both languages (a page's `texts`). */
export interface ExtraTexts {
  id: MessageTree;
  en: MessageTree;
}

const withTexts = (base: object, extra: MessageTree[]) =>
  (extra.length ? mergeMessages(base as MessageTree, ...extra) : base) as TranslationMessages;

/**
 * Indonesian by default, English loaded on demand; no `allowMissing`, so gaps show up. The app
 * passes its pages' own texts (src/AdminApp.tsx); without them, the catalogs of i18n/ alone.
 */
export const createI18nProvider = (extra: readonly ExtraTexts[] = []) =>
  polyglotI18nProvider(
    (locale) =>
      locale === 'en'
        ? import('../../i18n/en').then((m) =>
            withTexts(
              m.messagesEn,
              extra.map((t) => t.en),
            ),
          )
        : withTexts(
            messagesId,
            extra.map((t) => t.id),
          ),
    'id',
    LOCALES,
    { pluralRules },
  );

/** The catalogs of i18n/ (what screens outside the page registry and the tests translate with). */
export const i18nProvider = createI18nProvider();
