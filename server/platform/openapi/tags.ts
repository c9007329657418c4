import { resourcesId } from '../../../i18n/id/resources';
import { RESOURCES } from '../../../resources';

/**
 * The document's top-level tags, each with its Indonesian description: a reference tool groups
 * the operations by them and shows the text above each group. A tag an operation uses and this
 * list lacks fails tests/api/openapi.test.ts, so a new group is described when it is added.
 */
const HAND_WRITTEN: Readonly<Record<string, string>> = {
  Operasi: 'Pemantauan proses: hidup, siap melayani, metrik Prometheus.',
  Akun: 'Masuk, akun sendiri, kata sandi, dan permintaan akun baru dari daerah.',
  Sesi: 'Token yang diperbarui, keluar, dan sesi yang masih hidup di setiap perangkat.',
  Dashboard: 'Beranda konsol: ringkasan inovasi, login, tema, modul dan FAQ.',
  Dasbor: 'Dasbor statistik per layar: quality control, IGA, inovasi, daerah, indikator, diklat.',
  Konten: 'Pratinjau teks kaya seperti yang akan tampil di halaman publik.',
  Inovasi: 'Cek mandiri sebelum mengirim inovasi.',
  'Log Aktivitas': 'Catatan siapa melakukan apa dan kapan.',
  Surel: 'Surel yang disimpan selama SMTP belum diatur.',
  Dokumen: 'Dokumen pendukung (bukti) jawaban indikator daerah dan inovasi.',
  Berkas: 'Unggahan untuk kolom berkas suatu data, dan isinya.',
  'Profil daerah': 'Lini masa, pakta integritas dan logo profil pemerintah daerah.',
  Unduhan: 'Profil daerah dan profil inovasi lengkap sebagai PDF atau Excel.',
  'Indikator daerah': 'Set indikator daerah per tahun dan jawaban daerah atasnya.',
  'Indikator inovasi': 'Set indikator inovasi per tahun, jawaban dan hasil uji coba inovasi.',
  Verifikasi: 'Skor dan catatan verifikator atas jawaban indikator daerah dan inovasi.',
  Indeks: 'Peringkat indeks, rekap akhir, rincian skor, nominasi IGA dan hitung ulang.',
  IGA: 'Innovative Government Award: nominasi, penilaian, presentasi, pemenang dan publikasi.',
  Laporan: 'Laporan, rekap dan indeks rata-rata, di layar dan sebagai unduhan PDF atau Excel.',
  'Daerah binaan': 'Inovasi provinsi beserta kabupaten dan kotanya.',
  Arsip: 'Inovasi 2005-2022: daftar, unduhan dan penghapusan.',
  'Alur inovasi':
    'Perjalanan inovasi: kirim, setujui, tolak, quality control, lini masa dan nomor registrasi.',
  Lomba: 'Inovasi lomba: daftar, jawaban indikator dan pengiriman ke verifikasi.',
  Tinjauan: 'Antrean tinjauan: permintaan nomor registrasi, disetujui, ditolak, quality control.',
  Rujukan: 'Data rujukan untuk pemilih dan saringan: pengaturan publik, wilayah, daerah.',
  'Portal publik':
    'Isi situs publik tanpa masuk: pengumuman, panduan, konten, dokumen dan berkasnya.',
  'Data terbuka':
    'Data terbuka tanpa masuk (/api/open/v1): indeks, inovasi terverifikasi, daerah, lencana. Kunci API tidak wajib dan menaikkan batas panggilan.',
  'Kunci API': 'Kunci API data terbuka milik akun: buat, ubah, cabut, ganti rahasia.',
  'Referensi API': 'Dokumen OpenAPI ini dan halaman referensinya.',
};

/** The tag of a resource of the generic engine (`/crud/{resource}`). */
export const crudTag = (resource: string) => `crud: ${resource}`;

const RESOURCE_NAMES = resourcesId.resources as Readonly<Record<string, { name?: string }>>;

/** A resource's Indonesian name, plural (`Daerah |||| Daerah`: the part after the bars). */
const pluralName = (resource: string) =>
  RESOURCE_NAMES[resource]?.name?.split('||||').pop()?.trim() ?? resource;

/** Every tag in the order a reference shows them: hand-written groups, then the engine's. */
export const TAGS: readonly { name: string; description: string }[] = [
  ...Object.entries(HAND_WRITTEN).map(([name, description]) => ({ name, description })),
  ...RESOURCES.map((r) => ({
    name: crudTag(r.name),
    description: `Mesin data umum: ${pluralName(r.name)} (${r.name}). Daftar, pilihan, rincian dan perubahan menurut hak akses sumber data ini.`,
  })),
];
