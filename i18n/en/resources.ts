import type { ResourcesCatalog } from '../id/resources';
import type { PartialStrings } from '../messages';
import { choicesEn } from './resourcesChoices';

/** The innovation fields, shared by the innovation and competition screens. */
const INNOVATION_FIELDS = {
  nama: 'Innovation Name',
  profil_id: 'Local Government',
  opd_perangkat_id: 'Regional Agency',
  upt_id: 'Technical Unit',
  tahun: 'Year',
  inovasi_status: 'Innovation Stage',
  inisiator: 'Initiator',
  nama_inisiator: 'Initiator Name',
  klasifikasi_inovasi: 'Innovation Classification',
  jenis_inovasi: 'Innovation Type',
  bentuk_inovasi: 'Innovation Form',
  is_covid: 'Asta Cita',
  klaster_covid_id: 'Theme Detail',
  urusan_pemerintah_id: 'Government Affairs',
  koordinat: 'Coordinates',
  waktu: 'Trial Date',
  waktu_implementasi: 'Implementation Date',
  is_developed: 'Further Developed',
  waktu_pengembangan: 'Development Date',
  latar_belakang: 'Design',
  tujuan: 'Objectives',
  manfaat: 'Benefits',
  hasil_inovasi: 'Results',
  anggaran: 'Budget',
  profil_bisnis: 'Business Profile',
  haki: 'Intellectual Property',
  penghargaan: 'Awards',
  created_by: 'Created By',
  is_index: 'Index Record',
  nomor: 'Registration Number',
  kematangan: 'Maturity Score',
  verifikasi_points: 'Verification Score',
  submitable: 'Submittable',
  status_dokumen: 'Mandatory Indicators Complete',
  kelengkapan: 'Completeness',
  qc: 'Quality Control Status',
};

/** The account fields, shared by every account screen. */
const ACCOUNT_FIELDS = {
  username: 'Username',
  nama_lengkap: 'Full name',
  nama_panggilan: 'Nickname',
  email: 'Email',
  role: 'Role',
  m_daerah_id: 'Region',
  opd_perangkat_id: 'Regional agency (OPD)',
  upt_id: 'Technical unit (UPT)',
  area: 'Assessment area',
  daerah_verifikasi: 'Regions reviewed (empty: the whole area)',
  password: 'Password',
  is_active: 'Account status',
  last_login_at: 'Last login',
};

/**
 * English labels of the generic resources, keyed like the Indonesian catalog. A label left out
 * here shows in Indonesian (a new resource needs only its Indonesian labels).
 */
export const resourcesEn: PartialStrings<ResourcesCatalog> = {
  resources: {
    profil_pemda: {
      name: 'Region Profile |||| Region Profiles',
      fields: {
        m_daerah_id: 'Region',
        nama: 'Local Government Name',
        nama_opd: 'Handling Agency',
        alamat: 'Address',
        email: 'Email',
        no_telp: 'Phone',
        nama_admin: 'Administrator Name',
        map_embed: 'Map (Embed)',
        files: 'Supporting Files',
        logo_url: 'Logo',
        pakta_pemda_filename: 'Integrity Pact',
        is_iga: 'IGA Nominee',
        created_by: 'Created By',
      },
    },
    iga2020_inovasi: {
      name: 'Regional Innovation |||| Regional Innovations',
      fields: INNOVATION_FIELDS,
      sections: {
        identitas: 'Identity',
        klasifikasi: 'Classification',
        waktu: 'Dates',
        uraian: 'Description',
        dokumen: 'Documents',
      },
    },
    lomba_inovasi: {
      name: 'Competition Entry |||| Competition Entries',
      fields: { ...INNOVATION_FIELDS, lomba: 'Competition Entry' },
    },
    laporan_diklat: {
      name: 'Training Report |||| Training Reports',
      fields: {
        nama_peserta: 'Participant Name',
        nip: 'Civil Servant ID (NIP)',
        jabatan: 'Position',
        instansi: 'Institution',
        profil_id: 'Local Government',
        nomor_sertifikat_pelatihan: 'Training Certificate Number',
        jenis_pelatihan_id: 'Training Type',
        judul_proyek: 'Change Project Title',
        urusan_pemerintah_id: 'Government Affairs',
        nama_mentor: 'Mentor Name',
        executive_summary: 'Executive Summary',
        file_laporan: 'Report File (PDF)',
        file_video: 'Video Link',
        user_id: 'Participant Account',
      },
    },
    iga_penilai: {
      name: 'Assessor |||| Assessors',
      fields: {
        nama: 'Assessor Name',
        instansi: 'Institution',
        m_daerah_id: 'Bound region (conflict of interest)',
        usr_asn_id: 'Civil Servant Account',
      },
    },
    iga_indikator: {
      name: 'Indicator |||| Indicators',
      fields: {
        tahun: 'Year',
        no_urut: 'No.',
        tipe: 'Type',
        indikator: 'Indicator',
        keterangan: 'Description',
        data_pendukung: 'Supporting Data',
        jenis_file: 'File Kind',
        document_type: 'Document Type',
        filetypes: 'Allowed File Types',
        bobot: 'Weight',
        satuan: 'Unit',
        jenis: 'Calculation',
        group_id: 'Variable',
        parent_id: 'Parent Indicator',
        subs: 'Sub-indicators',
        required: 'Mandatory',
      },
      actions: { skala: 'Scale' },
    },
    iga_skala: {
      name: 'Scale |||| Scales',
      fields: {
        iga_indikator_id: 'Indicator',
        nilai: 'Value',
        mulai_dari: 'From',
        sampai_dengan: 'To',
        keterangan: 'Description',
      },
    },
    iga_urusan_pemerintahan: {
      name: 'Government Affair |||| Government Affairs',
      fields: { nama: 'Affair Name', kelompok: 'Affair Group' },
    },
    m_daerah: {
      name: 'Region |||| Regions',
      fields: {
        kode: 'Region Code',
        nama: 'Region Name',
        tingkat: 'Tier',
        jenis: 'Region Kind',
        parent_id: 'Province',
        is_tertinggal: 'Disadvantaged Region',
        is_perbatasan: 'Border Region',
        is_papua: 'Papua',
      },
    },
    iga_klaster: {
      name: 'Cluster |||| Clusters',
      fields: { klaster: 'Cluster Name' },
      actions: { detail: 'Detail' },
    },
    iga_klaster_daerah: {
      name: 'Cluster Detail |||| Cluster Details',
      fields: { iga_klaster_id: 'Cluster', iga_daerah_id: 'Region' },
    },
    wilayah: {
      name: 'Area |||| Areas',
      fields: { nama: 'Area Name' },
      actions: { detail: 'Detail' },
    },
    wilayah_daerah: {
      name: 'Area Detail |||| Area Details',
      fields: { wilayah_id: 'Area', m_daerah_id: 'Region' },
    },
    iga2020_bentuk_inovasi: {
      name: 'Innovation Form |||| Innovation Forms',
      fields: { nama: 'Innovation Form' },
    },
    iga2020_tematik: {
      name: 'Theme |||| Themes',
      fields: { id: 'Theme Code', nama: 'Theme Name' },
    },
    iga2020_covid: {
      name: 'Theme Detail |||| Theme Details',
      fields: { group_id: 'Theme', nama: 'Theme Detail Name' },
    },
    content_categories: {
      name: 'Content Category |||| Content Categories',
      fields: { name: 'Category Name', slug: 'Slug' },
    },
    contents: {
      name: 'Content |||| Contents',
      fields: {
        category_id: 'Category',
        title: 'Title',
        description: 'Description',
        file: 'File',
        is_published: 'Publication Status',
        created_at: 'Created',
      },
    },
    announcements: {
      name: 'Announcement |||| Announcements',
      fields: {
        judul: 'Title',
        slug: 'Slug',
        content: 'Content',
        file: 'Attachment',
        is_published: 'Publication Status',
        created_at: 'Created',
      },
    },
    help_faq: {
      name: 'FAQ |||| FAQs',
      fields: { question: 'Question', answer: 'Answer' },
    },
    jenis_pelatihan: {
      name: 'Training Type |||| Training Types',
      fields: { name: 'Training Type Name' },
    },
    opd_perangkat: {
      name: 'Regional Agency (OPD) |||| Regional Agencies (OPD)',
      fields: { m_daerah_id: 'Region', nama: 'Agency Name' },
    },
    upt: {
      name: 'Technical Unit |||| Technical Units',
      fields: { m_daerah_id: 'Region', opd_perangkat_id: 'Regional Agency', nama: 'Unit Name' },
    },
    tuxe_contents: {
      name: 'Site Content |||| Site Contents',
      fields: { judul: 'Title', slug: 'Slug', section: 'Section', content: 'Content' },
    },
    app_settings: {
      name: 'Setting |||| Settings',
      fields: { name: 'Setting Name', setting_value: 'Value' },
    },
    news: {
      name: 'News Item |||| News',
      fields: {
        title: 'Title',
        excerpt: 'Excerpt',
        description: 'Body',
        photo_url: 'Photo',
        is_published: 'Publication Status',
        published_at: 'Publication Date',
        created_at: 'Created',
      },
    },
    albums: {
      name: 'Album |||| Albums',
      fields: { name: 'Album Name' },
      actions: { gallery: 'Gallery' },
    },
    gallery: {
      name: 'Photo |||| Gallery',
      fields: { album_id: 'Album', judul: 'Title', thumb_url: 'Thumbnail', photo_url: 'Photo' },
    },
    banners: {
      name: 'Banner |||| Banners',
      fields: { judul: 'Title', url: 'Link', image_url: 'Image', urutan: 'Order' },
    },
    winner_category: {
      name: 'Winner Category |||| Winner Categories',
      fields: { name: 'Category Name' },
    },
    winners: {
      name: 'Winner |||| Winners',
      fields: {
        tahun: 'Year',
        category_id: 'Category',
        profil_id: 'Local Government',
        urutan: 'Rank',
      },
    },
    usr_asn: {
      name: 'User account |||| User accounts',
      fields: ACCOUNT_FIELDS,
    },
    account: {
      name: 'OPD/UPT account |||| OPD/UPT accounts',
      fields: ACCOUNT_FIELDS,
    },
    akun_diklat: {
      name: 'Training account |||| Training accounts',
      fields: ACCOUNT_FIELDS,
    },
  },
  // The choice fields' words are their own file (issue 36: files under 400 lines).
  choices: choicesEn,
};
