import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { changeText, shownChanges } from './activityText';

const translate = (key: string, options?: Record<string, unknown>) =>
  i18nProvider.translate(key, options);

describe('activity details', () => {
  it('reads changed choices by their Indonesian labels', () => {
    const account = { resource: 'usr_asn' };
    expect(changeText(account, { name: 'is_active', before: 1, after: 0 }, translate)).toBe(
      'Status Akun: Aktif → Nonaktif',
    );
    expect(changeText(account, { name: 'role', value: 'kecamatan' }, translate)).toBe(
      'Peran: Kecamatan',
    );
    expect(changeText(account, { name: 'nama_lengkap', before: 'A', after: 'B' }, translate)).toBe(
      'Nama Lengkap: A → B',
    );
  });

  it('names the log’s own details and leaves out the new record’s id', () => {
    expect(changeText({ resource: null }, { name: 'delivery', value: 'outbox' }, translate)).toBe(
      'Pengiriman: Kotak keluar surel',
    );
    expect(
      changeText({ resource: 'usr_asn' }, { name: 'sessions', value: 'ended' }, translate),
    ).toBe('Sesi: semua sesi akun ini diakhiri');
    const created = {
      name: 'create',
      data: [
        { name: 'id', value: 7 },
        { name: 'nama', value: 'X' },
      ],
    };
    expect(shownChanges(created)).toEqual([{ name: 'nama', value: 'X' }]);
  });
});
