import { describe, expect, it } from 'vitest';
import { pageTexts } from '../pages/page';
import { createI18nProvider } from './i18nProvider';

describe('a page’s own texts', () => {
  it('join the catalogs in both languages, beside the texts of i18n/', async () => {
    const texts = pageTexts(
      { contohUji: { judul: 'Judul contoh' } },
      { contohUji: { judul: 'Example title' } },
    );
    const provider = createI18nProvider([texts]);
    expect(provider.translate('contohUji.judul')).toBe('Judul contoh');
    expect(provider.translate('app.retry')).toBe('Coba lagi');
    await provider.changeLocale('en');
    expect(provider.translate('contohUji.judul')).toBe('Example title');
    expect(provider.translate('app.retry')).toBe('Try again');
  });

  it('are absent from a provider not given them', () => {
    expect(createI18nProvider().translate('contohUji.judul')).toBe('contohUji.judul');
  });
});
