import { describe, expect, it } from 'vitest';
import { MENU_DIVIDERS, MENU_GROUPS, menuFor, menuSections, type MenuEntry } from './menu';

describe('menuFor', () => {
  it('keeps the headings in the order of the spec table', () => {
    expect(MENU_DIVIDERS.map((d) => d.group)).toEqual(MENU_GROUPS);
  });

  it('shows superadmin every divider', () => {
    expect(menuFor(['superadmin'])).toEqual([
      'dashboard',
      'penilaianIndeks',
      'database',
      'lomba',
      'iga',
      'laporan',
      'laporanDiklat',
      'masterData',
      'konfigurasi',
      'bantuan',
    ]);
  });

  it('shows pemda its own dividers and no Master Data', () => {
    expect(menuFor(['pemda'])).toEqual([
      'dashboard',
      'database',
      'lomba',
      'laporanDiklat',
      'konfigurasi',
      'bantuan',
    ]);
  });

  it('follows the spec table for single roles', () => {
    expect(menuFor(['tim.penilai'])).toEqual(['penilaianIndeks', 'lomba', 'iga', 'bantuan']);
    expect(menuFor(['upt'])).toEqual(['lomba', 'bantuan']);
    expect(menuFor(['verifikator'])).toEqual(['dashboard', 'penilaianIndeks', 'bantuan']);
    expect(menuFor(['peserta.diklat'])).toEqual(['laporanDiklat', 'bantuan']);
    expect(menuFor(['kabkota'])).toEqual([
      'dashboard',
      'database',
      'lomba',
      'iga',
      'konfigurasi',
      'bantuan',
    ]);
  });

  it('grants a divider when any of several roles matches', () => {
    expect(menuFor(['upt', 'peserta.diklat'])).toEqual(['lomba', 'laporanDiklat', 'bantuan']);
  });

  it('shows nothing to accounts without a listed role', () => {
    expect(menuFor([])).toEqual([]);
    expect(menuFor(['guest'])).toEqual([]);
  });

  it('gives admin the dividers of superadmin, since spec 6 gives it their screens', () => {
    expect(menuFor(['admin'])).toEqual(menuFor(['superadmin']));
  });
});

describe('menuSections', () => {
  const entries: MenuEntry[] = [
    { id: 'summary', group: 'dashboard', rule: ['superadmin', 'pemda'] },
    { id: 'urusan-pemerintahan', group: 'masterData', rule: ['superadmin', 'admin'] },
    { id: 'opd', group: 'konfigurasi', rule: ['superadmin', 'pemda'] },
    { id: 'news', group: 'konfigurasi', rule: ['superadmin'] },
    { id: 'hidden', group: 'konfigurasi', rule: undefined },
  ];

  it('lists the entries a role may open under its visible dividers', () => {
    expect(menuSections(['pemda'], entries)).toEqual([
      { group: 'dashboard', entries: ['summary'] },
      { group: 'konfigurasi', entries: ['opd'] },
    ]);
  });

  it('keeps the registry order and drops empty dividers', () => {
    expect(menuSections(['superadmin'], entries)).toEqual([
      { group: 'dashboard', entries: ['summary'] },
      { group: 'masterData', entries: ['urusan-pemerintahan'] },
      { group: 'konfigurasi', entries: ['opd', 'news'] },
    ]);
  });

  it('shows an entry under its own heading even where the spec table gives the role none (issue 37)', () => {
    // tim.penilai may open Inovasi Daerah, but the spec gives it no Database divider.
    const wide: MenuEntry[] = [
      { id: 'penilai', group: 'penilaianIndeks', rule: ['tim.penilai'] },
      { id: 'inovasi-daerah', group: 'database', rule: ['tim.penilai', 'pemda'] },
    ];
    expect(menuSections(['tim.penilai'], wide)).toEqual([
      { group: 'penilaianIndeks', entries: ['penilai'] },
      { group: 'database', entries: ['inovasi-daerah'] },
    ]);
    expect(menuSections(['pemda'], wide)).toEqual([
      { group: 'database', entries: ['inovasi-daerah'] },
    ]);
  });

  it('gives a role without any divider (pusat) the dividers of the screens it may open', () => {
    const wide: MenuEntry[] = [
      { id: 'faq', group: 'dashboard', rule: 'authenticated' },
      { id: 'inovasi-daerah', group: 'database', rule: ['tim.penilai', 'pusat'] },
      { id: 'review', group: 'penilaianIndeks', rule: ['pusat'] },
    ];
    expect(menuSections(['pusat'], wide)).toEqual([
      { group: 'dashboard', entries: ['faq'] },
      { group: 'penilaianIndeks', entries: ['review'] },
      { group: 'database', entries: ['inovasi-daerah'] },
    ]);
    expect(menuSections(['asn'], wide)).toEqual([{ group: 'dashboard', entries: ['faq'] }]);
  });
});
