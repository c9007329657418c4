/**
 * Every message the API answers in `{status: 0, message}` or as a field error, in Indonesian:
 * one catalog for the server (field-rule failures come from validation.ts). Routes name a key,
 * never a literal.
 */
export const API_MESSAGES = {
  unauthenticated: 'Sesi tidak valid atau telah berakhir. Silakan masuk kembali.',
  forbidden: 'Anda tidak memiliki akses untuk tindakan ini.',
  notFound: 'Data tidak ditemukan.',
  unknownPath: 'Alamat API tidak dikenal.',
  fileNotFound: 'Berkas tidak ditemukan.',
  unknownResource: 'Sumber data tidak dikenal.',
  invalid: 'Data yang dikirim tidak valid.',
  badQuery: 'Parameter permintaan tidak valid.',
  badParam: 'Parameter permintaan tidak valid: %{name}',
  badFilter: 'Nilai filter tidak valid: %{name}',
  settingInUse: 'Pengaturan "%{name}" dipakai aplikasi dan tidak dapat dihapus.',
  tooManyFilterValues: 'Terlalu banyak nilai filter: %{name}',
  badJson: 'Isi permintaan harus berupa JSON yang valid.',
  badForm: 'Data formulir tidak valid. Kirim sebagai multipart/form-data.',
  tooLarge: 'Ukuran data melebihi batas 2 MB.',
  tooMany: 'Terlalu banyak percobaan. Silakan coba lagi beberapa saat lagi.',
  tooManyFromAddress:
    'Terlalu banyak percobaan masuk yang gagal dari jaringan Anda. Silakan coba lagi dalam %{menit} menit.',
  loginLocked:
    'Akun ini dikunci sementara karena terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam %{menit} menit.',
  conflict: 'Data bertentangan dengan data lain.',
  server: 'Terjadi kesalahan pada server. Silakan coba beberapa saat lagi.',
  databaseUnavailable:
    'Basis data sedang tidak dapat dijangkau. Tidak ada yang tersimpan; silakan coba beberapa saat lagi.',
  storageUnavailable:
    'Penyimpanan berkas sedang tidak dapat dijangkau. Berkas tidak tersimpan; silakan coba beberapa saat lagi.',
  notReady:
    'Server belum siap melayani (basis data, migrasi, atau penyimpanan berkas), atau sedang berhenti.',
  noRegion: 'Akun Anda belum terhubung ke daerah.',
  oneProfileOnly:
    'Akun pemda, OPD, atau ASN hanya dapat menambahkan satu profil pemda, dan daerah Anda sudah memilikinya.',
  // Field errors
  fieldRequired: '%{field} wajib diisi',
  fieldText: '%{field} harus berupa teks',
  choice: 'Pilihan tidak valid',
  yearOutside: 'Tahun di luar periode yang diizinkan',
  maxChars: 'Maksimal %{n} karakter',
  controlChars: 'Tidak boleh memuat karakter kontrol (seperti NUL)',
  // Login and passwords
  wrongPair: 'Username atau password salah',
  loginRequired: 'Username atau email wajib diisi',
  oldPasswordRequired: 'Kata sandi lama wajib diisi',
  oldPasswordWrong: 'Kata sandi lama salah',
  passwordTooShort: 'Minimal %{n} karakter',
  passwordUnchanged: 'Kata sandi baru harus berbeda dari kata sandi lama',
  passwordChanged: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.',
  forgotAnswer: 'Jika akun terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim.',
  badLink: 'Tautan tidak valid atau sudah kedaluwarsa.',
  // Who writes which account (issue 21, domain/accountGrants.ts)
  accountSuperadminOnly:
    'Hanya superadmin yang dapat membuat, mengubah, menonaktifkan, atau menghapus akun superadmin.',
  accountRoleNotGrantable:
    'Peran ini tidak dapat Anda berikan, dan akun dengan peran ini tidak dapat Anda ubah.',
  accountAdminPassword: 'Anda tidak dapat mengubah kata sandi akun admin lain.',
  accountLastSuperadmin:
    'Akun ini adalah satu-satunya superadmin aktif, sehingga tidak dapat dinonaktifkan, dihapus, atau diturunkan perannya. Jadikan akun lain superadmin terlebih dahulu.',
  // Sessions (issue 21, item 5)
  sessionNotFound: 'Sesi tidak ditemukan atau sudah berakhir.',
  // Documents
  indicatorUnknown: 'Indikator tidak ditemukan',
  indicatorOtherUnit: 'Indikator ini bukan untuk dokumen di sini (indikator daerah atau inovasi)',
  fileOrVideoLink: 'Unggah berkas atau isi tautan video',
  fileRequired: 'Berkas wajib diunggah',
  unknownFileField: 'Kolom berkas tidak dikenal',
  fileInvalid: 'Berkas tidak valid',
  linkInvalid: 'Tautan tidak valid (harus diawali http:// atau https://)',
  fileTooLarge: 'Ukuran berkas maksimal %{mb} MB',
  fileTypeNotAllowed: 'Jenis berkas tidak diizinkan. Gunakan berkas %{types}.',
  fileExtensionMismatch:
    'Isi berkas tidak sesuai dengan ekstensinya: berkas .%{ext} ini berisi %{type}. Ubah nama berkas atau unggah berkas yang benar.',
  // Pact and logo of a region profile
  notMediaUrl: 'Alamat berkas harus file_url dari unggahan media (/api/media/{id}/file)',
  mediaNotYours: 'Berkas tidak ditemukan atau bukan unggahan Anda',
  paktaNotPdf: 'Pakta integritas harus berupa berkas PDF',
  logoNotImage: 'Logo harus berupa gambar JPG atau PNG',
  profileIdInvalid: 'profil_id harus berupa angka id profil',
  fileNamePath: 'Nama berkas tidak boleh memuat jalur folder (/, \\ atau ..).',
  // Upload quota (issue 21 finding 8)
  uploadNotAllowed:
    'Akun Anda tidak dapat mengunggah berkas: peran Anda tidak melampirkan berkas pada data mana pun.',
  uploadTooMany:
    'Terlalu banyak unggahan: paling banyak %{n} berkas per %{menit} menit. Silakan coba lagi nanti.',
  uploadQuotaUsed:
    'Kuota unggahan akun Anda (%{batas} per 24 jam) sudah habis. Silakan coba lagi nanti.',
  uploadQuotaShort:
    'Kuota unggahan akun Anda (%{batas} per 24 jam) tidak cukup untuk berkas ini: sisa %{sisa}.',
  // Resumable uploads (tus, issue 39)
  uploadUnfinished: 'Unggahan belum selesai: %{offset} dari %{length} byte sudah diterima.',
  uploadOffsetConflict:
    'Posisi unggahan (Upload-Offset) tidak sesuai dengan yang sudah diterima. Tanyakan posisinya (HEAD) lalu lanjutkan dari sana.',
  uploadExpired:
    'Unggahan ini sudah kedaluwarsa (lebih dari 24 jam). Silakan unggah ulang berkasnya.',
  uploadPastLength: 'Data yang dikirim melebihi panjang berkas yang dinyatakan (Upload-Length).',
  uploadNeedsTus: 'Header Tus-Resumable: 1.0.0 wajib dikirim.',
  uploadBadHeaders:
    'Header unggahan tidak valid (Upload-Length, Upload-Offset, Upload-Metadata atau Content-Type).',
  // Region indicators, their period and their verification (issue 7)
  answersInvalid: 'Sebagian jawaban indikator tidak valid. Periksa isian yang ditandai.',
  answersSaved: 'Jawaban indikator berhasil disimpan!',
  indicatorNotInPeriod: 'Indikator ini bukan indikator daerah periode %{tahun}',
  answersOtherYear: 'Jawaban indikator hanya dapat diubah untuk periode aktif (%{tahun})',
  indicatorTwice: 'Indikator ini dikirim lebih dari sekali',
  noIndicatorSet: 'Belum ada set indikator untuk tahun %{tahun}',
  indicatorSetExists: 'Tahun %{tahun} sudah memiliki set indikator',
  indicatorSetCopied: 'Set indikator tahun %{dari} berhasil disalin ke tahun %{ke}',
  indicatorSetSameYear: 'Tahun tujuan harus berbeda dari tahun asal',
  evaluationSaved: 'Hasil evaluasi berhasil disimpan!',
  evaluationInvalid: 'Sebagian hasil evaluasi tidak valid. Periksa isian yang ditandai.',
  evaluationNotScale:
    'Skor verifikasi harus 0 atau salah satu nilai skala indikator ini (%{nilai})',
  evaluationOwnRegion: 'Anda tidak dapat memverifikasi daerah yang terhubung dengan akun Anda.',
  // The innovation's journey: sending, verification, quality control (issue 9)
  workflowState: 'Tindakan ini tidak dapat dilakukan: status inovasi saat ini "%{status}".',
  workflowOwnRegion:
    'Anda tidak dapat memverifikasi atau memeriksa inovasi daerah yang terhubung dengan akun Anda.',
  workflowSendingClosed: 'Pengiriman inovasi sedang ditutup.',
  workflowNotSubmitable:
    'Inovasi belum dapat dikirim: lengkapi profil inovasi (Asta Cita) dan indikator mandatori beserta buktinya.',
  lombaNotComplete:
    'Inovasi lomba belum dapat dikirim: lengkapi indikator mandatori lomba beserta buktinya.',
  workflowReasonRequired: 'Alasan penolakan wajib diisi',
  workflowOverturnNoteRequired: 'Catatan wajib diisi untuk menyetujui inovasi yang ditolak',
  workflowDone: 'Status inovasi berhasil diubah: %{status}.',
  commentSaved: 'Komentar berhasil disimpan',
  // Issue 38: a match with another region's unsent innovation, never named.
  similarityHidden: '%{n} pengajuan lain belum dikirim',
  commentNotRejected:
    'Komentar hanya untuk inovasi yang ditolak; status inovasi saat ini "%{status}".',
  // Innovation indicators and trial results (issue 8)
  indicatorNotInInnovationSet: 'Indikator ini bukan indikator inovasi periode %{tahun}',
  answersInnovationYear: 'Jawaban indikator inovasi ini harus untuk tahun %{tahun}',
  trialNotYet: 'Hasil uji coba diisi untuk inovasi tahap Uji Coba atau Penerapan.',
  evaluationReasonRequired: 'Alasan penolakan bukti wajib diisi',
  evaluationScoreRequired: 'Skor verifikasi wajib diisi untuk bukti yang diterima',
  // The index engine (issue 10)
  igaFlagChanged: 'Status IGA untuk %{nama} berhasil diubah',
  recountDone: 'Indeks tahun %{tahun} dihitung ulang untuk %{jumlah} daerah',
  // The open data API and its keys (issue 26 item 4)
  apiKeyNameRequired: 'Nama kunci wajib diisi',
  apiKeyScopeRequired: 'Pilih sedikitnya satu layanan data',
  apiKeyTooMany: 'Paling banyak %{n} kunci aktif per akun. Cabut kunci yang tidak dipakai.',
  apiKeyRevoked: 'Kunci ini sudah dicabut dan tidak dapat diperbarui. Buat kunci baru.',
  apiKeyInvalid: 'Kunci API tidak dikenal atau sudah dicabut.',
  apiKeyOutOfScope: 'Kunci API ini tidak mencakup layanan %{layanan}.',
  apiKeyCreated: 'Kunci API dibuat. Salin sekarang: kunci tidak dapat dilihat lagi.',
  apiKeyRotated: 'Kunci API diganti. Kunci lama tidak berlaku lagi.',
  apiKeyRevokedDone: 'Kunci API dicabut.',
  apiKeySaved: 'Kunci API disimpan.',
  openDataTooMany:
    'Batas %{n} panggilan per %{menit} menit tercapai. Coba lagi nanti, atau pakai kunci API (header X-API-Key) untuk batas yang lebih tinggi.',
  openDataNotPublished: 'Indeks tahun %{tahun} belum diumumkan.',
  openDataNothingPublished: 'Belum ada indeks yang diumumkan.',
  evaluationNotPending:
    'Verifikasi per indikator hanya dapat dilakukan selama inovasi menunggu verifikasi.',
  // The pemda dashboard's "what to do next" (issue 23 item 9)
  missingAnswer: 'Indikator wajib belum dijawab',
  missingEvidence: 'Dokumen pendukung belum diunggah atau jawaban belum lengkap',
  innovationIncomplete: 'Indikator wajib inovasi belum lengkap (%{persen}%)',
  innovationNoTheme: 'Tema Asta Cita belum dipilih',
  innovationRejected: 'Ditolak verifikator: %{catatan}',
  innovationNotSent: 'Sudah lengkap tetapi belum dikirim',
  // The award (issue 25)
  awardWeightsSum: 'Jumlah bobot IID, presentasi dan validasi lapangan harus 100',
  awardWeightsRange: 'Setiap bobot harus antara 0 dan 100',
  awardReasonRequired: 'Alasan perubahan wajib diisi',
  awardNominationSaved: 'Nominasi IGA %{nama} berhasil disimpan',
  awardSettingsSaved: 'Pengaturan IGA tahun %{tahun} berhasil disimpan',
  awardNomineeUnrated:
    '%{nama} tidak dapat dinominasikan: indeks terverifikasinya tahun %{tahun} 0 (Tidak Dapat Dinilai). Hanya daerah dengan indeks terverifikasi lebih dari 0 yang dapat menjadi nominasi IGA.',
  igaFlagReason: 'Status IGA diubah dari layar ranking-index',
  awardNotAssessor:
    'Akun Anda tidak terdaftar sebagai penilai IGA (iga_penilai), sehingga tidak dapat memberi nilai.',
  awardConflict:
    'Anda terikat dengan daerah ini (konflik kepentingan), sehingga tidak dapat menilainya.',
  awardNotNominee: 'Daerah ini bukan nominasi IGA tahun %{tahun}.',
  awardNoCriteria: 'Belum ada kriteria penilaian untuk tahun %{tahun}.',
  awardNotCriterion: 'Indikator ini bukan kriteria tipe %{tipe} periode %{tahun}',
  awardScoreRange: 'Nilai harus antara %{min} dan %{max}',
  awardScoreRequired: 'Nilai kriteria ini wajib diisi',
  awardSheetInvalid: 'Sebagian nilai tidak valid. Periksa kriteria yang ditandai.',
  awardSheetSaved: 'Nilai berhasil disimpan',
  awardRepublishReason: 'Alasan wajib diisi untuk menerbitkan ulang',
  awardPublishedDone: 'Peringkat IGA tahun %{tahun} diterbitkan (versi %{versi})',
  awardRemindersSent: 'Pengingat dikirim ke %{n} daerah (%{surel} surel)',
  // A published award year is frozen; preconditions of a publication (issue 35)
  awardFrozen:
    'Data IGA tahun %{tahun} tidak dapat diubah: peringkat IGA tahun %{tahun} sudah diterbitkan (versi %{versi}). Buka revisi di layar Ranking IGA untuk mengubahnya, lalu terbitkan ulang.',
  awardPublicationRow:
    'Pemenang ini ditulis oleh penerbitan peringkat IGA tahun %{tahun} versi %{versi}, sehingga tidak dapat diubah atau dihapus di sini: perubahan dilakukan dengan Buka revisi lalu Terbitkan ulang di layar Ranking IGA.',
  awardCategoryInUse:
    'Kategori ini dipakai oleh pemenang peringkat IGA tahun %{tahun} yang sudah diterbitkan (versi %{versi}), sehingga nama kategori tidak dapat diubah atau dihapus: perubahan dilakukan dengan Buka revisi lalu Terbitkan ulang di layar Ranking IGA.',
  awardNotPublished: 'Peringkat IGA tahun %{tahun} belum pernah diterbitkan.',
  awardAlreadyOpen: 'Versi %{versi} peringkat IGA tahun %{tahun} sudah dibuka untuk revisi.',
  awardRevisionOpened:
    'Versi %{versi} peringkat IGA tahun %{tahun} dibuka untuk revisi. Halaman publik tetap menampilkan versi %{versi} sampai versi berikutnya diterbitkan.',
  awardNotReady: 'Peringkat IGA tahun %{tahun} belum dapat diterbitkan: %{alasan}.',
  awardMore: '%{daftar}, dan %{n} lainnya',
  awardCheckRevisi: 'Tahun belum pernah diterbitkan, atau versi terakhirnya dibuka untuk revisi',
  awardCheckIndeks: 'Indeks tahun %{tahun} sudah diumumkan',
  awardCheckPenilaiMinimum:
    'Setiap nominasi memiliki paling sedikit %{min} penilai yang bertugas (penilai dengan akun yang tidak terikat dengan daerah nominasi)',
  awardCheckLembar:
    'Setiap penilai yang bertugas sudah mengirim nilai presentasi dan validasi lapangan untuk setiap nominasi',
  awardCheckAntreanQc: 'Tidak ada inovasi daerah nominasi yang masih menunggu quality control',
  awardCheckIndeksNominasi:
    'Setiap nominasi memiliki indeks terverifikasi lebih dari 0 (bukan Tidak Dapat Dinilai)',
  awardCheckKlaster:
    'Setiap klaster yang diterbitkan (kuota nominasi lebih dari 0) memiliki paling sedikit satu nominasi di peringkat',
  awardMissingRevisi:
    'peringkat IGA tahun %{tahun} sudah diterbitkan (versi %{versi}); buka revisi terlebih dahulu',
  awardMissingIndeks: 'indeks tahun %{tahun} belum diumumkan (pengaturan indeks_diumumkan)',
  awardMissingPenilaiMinimum: 'nominasi dengan penilai kurang dari %{min}: %{daftar}',
  awardMissingPenilaiItem: '%{nama} (%{jumlah} penilai)',
  awardMissingLembar: 'nilai penilai belum lengkap: %{daftar}',
  awardMissingLembarItem: '%{nama} (%{jenis} dari %{penilai})',
  awardMissingAntreanQc: 'inovasi nominasi masih menunggu quality control: %{daftar}',
  awardMissingAntreanQcItem: '%{nama} (%{inovasi})',
  awardMissingIndeksNominasi:
    'nominasi dengan indeks terverifikasi 0 (Tidak Dapat Dinilai): %{daftar}',
  awardMissingKlaster: 'klaster tanpa nominasi di peringkat: %{daftar}',
  awardMissingKlasterNone: 'tidak ada klaster dengan kuota nominasi lebih dari 0',
  awardSheetPresentasi: 'presentasi',
  awardSheetValidasi: 'validasi lapangan',
  awardAnd: '%{a} dan %{b}',
  // Account requests from the sign-in page (spec 7 POST /register, issue 27)
  registerAnswer:
    'Permintaan akun Anda telah diterima. Admin akan memeriksanya dan mengirim hasilnya ke alamat surel yang Anda isi.',
  referenceMissing: 'Data rujukan tidak ditemukan',
  requestDecided: 'Permintaan akun ini sudah diputus sebelumnya.',
  requestEmailTaken:
    'Alamat surel permintaan ini sudah dipakai akun lain. Tolak permintaan ini dengan alasannya, atau kirim tautan atur ulang kata sandi ke akun tersebut.',
  usernameTaken: 'Username sudah dipakai akun lain',
  usernameInvalid:
    'Username 3–50 karakter: huruf kecil, angka, titik, garis bawah, atau tanda hubung',
  requestReasonRequired: 'Alasan penolakan wajib diisi',
  requestApproved: 'Akun %{username} dibuat; tautan untuk membuat kata sandi telah dikirim.',
  requestRejected: 'Permintaan ditolak; alasannya telah dikirim ke pemohon.',
} as const;

export type ApiMessage = keyof typeof API_MESSAGES;
