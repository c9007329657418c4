import type { PartialStrings } from '../messages';
import type { laporanId } from '../id/laporan';

/** English for the reports; missing keys fall back to Indonesian. */
export const laporanEn: PartialStrings<typeof laporanId> = {
  laporan: {
    screens: {
      'indeks-rata-rata-inovasi-nasional': 'National average innovation index',
      'indeks-rata-rata-inovasi-wilayah': 'Average innovation index per area',
      'indeks-rata-rata-inovasi-provinsi': 'Provincial average innovation index',
      'indeks-rata-rata-inovasi-kota': 'City average innovation index',
      'indeks-rata-rata-inovasi-kabupaten': 'Regency average innovation index',
      'indeks-rata-rata-inovasi-daerah-perbatasan': 'Border regions average innovation index',
      'indeks-rata-rata-inovasi-daerah-tertinggal': 'Lagging regions average innovation index',
      'indeks-rata-rata-inovasi-papua': 'Papua average innovation index',
      'rekap-jenis-inovasi': 'Innovations by type',
      'rekap-bentuk-inovasi': 'Innovations by form',
      'rekap-urusan-pemerintah': 'Innovations by government affair',
      'rekap-inisiator': 'Innovations by initiator',
    },
    intro: {
      average:
        "Every region's index for %{tahun}, ranked as the index ranking ranks (ties share a rank, 0 has none). Report predicates: below 35 Kurang Inovatif, 35 to 60 Inovatif, above 60 Sangat Inovatif. Open a region for its breakdown.",
      recap:
        'Innovations of %{tahun} per classification value: all of them (index copies excluded) and the approved ones (verified or accepted).',
    },
    tabs: {
      semua: 'All',
      // The predicate names are the ministry's terms, kept in Indonesian.
      '0': 'Belum Mengisi Data',
      '1': 'Kurang Inovatif',
      '2': 'Inovatif',
      '3': 'Terinovatif',
    },
    tab_count: '%{label} (%{n})',
    columns: {
      peringkat: 'Rank',
      nama: 'Region',
      wilayah: 'Area',
      overall_score: 'Index',
      indeks_mandiri: 'Self index',
      indeks_verifikasi: 'Verified index',
      predikat: 'Predicate',
      name: 'Classification',
      approved: 'Approved',
      total: 'Innovations',
    },
    ringkasan:
      '%{jumlah_daerah} regions, %{jumlah_berdata} with data, mean index %{rata_rata} (regions with data).',
    tahun: 'Year',
    sumber: 'Index source',
    sumber_mandiri: 'Self assessment',
    sumber_verifikasi: 'Verified',
    klaster: 'Cluster',
    semua_klaster: 'All clusters',
    propinsi: 'Province',
    semua_propinsi: 'All provinces',
    tampilan: 'View',
    tampilan_propinsi: 'Provincial governments',
    tampilan_propinsi2: 'Provinces with their regencies and cities',
    cari: 'Search region',
    kosong: 'No region on this tab.',
    kosong_rekap: 'No innovation this year yet.',
    gagal: 'The report could not be loaded. Please try again shortly.',
    unduh_excel: 'Download Excel',
    unduh_pdf: 'Download PDF',
    menyiapkan: 'Preparing the file… %{kb} KB received',
    unduh_gagal: 'The file could not be downloaded. Please try again.',
    grafik: 'Chart: %{judul}',
  },
};
