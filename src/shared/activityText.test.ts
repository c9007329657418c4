import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../providers/i18nProvider';
import { actionText, changeText, shownChanges } from './activityText';

const translate = (key: string, options?: Record<string, unknown>) =>
  i18nProvider.translate(key, options);

describe('activity details', () => {
  it('reads changed choices by their Indonesian labels', () => {
    const account = { resource: 'usr_asn' };
    expect(changeText(account, { name: 'is_active', before: 1, after: 0 }, translate)).toBe(
      'Status Akun diubah dari Aktif menjadi Nonaktif',
    );
    expect(changeText(account, { name: 'role', value: 'kecamatan' }, translate)).toBe(
      'Peran: Kecamatan',
    );
    expect(changeText(account, { name: 'nama_lengkap', before: 'A', after: 'B' }, translate)).toBe(
      'Nama Lengkap diubah dari A menjadi B',
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

  it('names the indicator entries and their details in Indonesian', () => {
    expect(actionText('jawab_indikator', translate)).toBe('Mengisi indikator');
    expect(actionText('evaluasi_indikator', translate)).toBe('Memverifikasi indikator');
    expect(actionText('salin_indikator', translate)).toBe('Menyalin indikator ke tahun baru');
    expect(actionText('unduh_profil', translate)).toBe('Mengunduh profil daerah');
    const profile = { resource: 'profil_pemda' };
    expect(changeText(profile, { name: 'tahun', value: 2026 }, translate)).toBe('Tahun: 2026');
    expect(changeText(profile, { name: 'format', value: 'pdf' }, translate)).toBe('Format: pdf');
    expect(changeText({ resource: 'iga_indikator' }, { name: 'ke', value: 2027 }, translate)).toBe(
      'Ke tahun: 2027',
    );
  });

  it('writes a change as a sentence and a structure as its named parts, never JSON (issue 37)', () => {
    const period = { resource: 'iga_periode' };
    const text = changeText(
      period,
      {
        name: 'bobot',
        before: { iid: 50, presentasi: 30, validasi: 20 },
        after: { iid: 40, presentasi: 30, validasi: 30 },
      },
      translate,
    );
    expect(text).toBe(
      'Bobot diubah dari IID 50, Presentasi 30, Validasi lapangan 20 menjadi IID 40, Presentasi 30, Validasi lapangan 30',
    );
    expect(text).not.toMatch(/[{}"]/);
    expect(changeText(period, { name: 'alasan', before: 'lama', after: null }, translate)).toBe(
      'Alasan dikosongkan (sebelumnya lama)',
    );
    expect(changeText(period, { name: 'nominasi', before: false, after: true }, translate)).toBe(
      'Nominasi diubah dari Tidak menjadi Ya',
    );
    expect(changeText(period, { name: 'daftar', value: [1, 2] }, translate)).toBe('Daftar: 1, 2');
  });

  it('reads references by the labels the API sent, never a bare id', () => {
    const entry = {
      resource: 'opd_perangkat',
      labels: { m_daerah_id: { after: 'Kabupaten Aceh Besar' } },
    };
    expect(changeText(entry, { name: 'm_daerah_id', before: null, after: 213 }, translate)).toBe(
      'Daerah diisi Kabupaten Aceh Besar',
    );
    expect(
      changeText(
        { resource: 'iga2020_inovasi', labels: { created_by: { value: 'pemda' } } },
        { name: 'created_by', value: 3 },
        translate,
      ),
    ).toBe('Dibuat Oleh: pemda');
  });
});
