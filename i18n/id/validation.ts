/** Validation messages, shared by the API's 422 answers and the client's own checks. */
export const validationId = {
  validation: {
    mandatory: 'Wajib diisi',
    email: 'Format email tidak valid',
    alpha: 'Hanya boleh berisi huruf',
    phone: 'Nomor telepon tidak valid',
    match: 'Harus sama dengan isian %{field}',
    min: 'Minimal %{n} karakter',
    minval: 'Nilai minimal %{n}',
    maxval: 'Nilai maksimal %{n}',
    max_length: 'Maksimal %{n} karakter',
    number: 'Harus berupa angka',
    integer: 'Harus berupa bilangan bulat',
    boolean: 'Harus berupa ya/tidak',
    date: 'Tanggal tidak valid (format YYYY-MM-DD)',
    datetime: 'Waktu tidak valid (format YYYY-MM-DD hh:mm:ss)',
    choice: 'Pilihan tidak valid',
    text: 'Harus berupa teks',
    reference: 'Data rujukan tidak ditemukan',
    unique: 'Nilai ini sudah digunakan',
    in_use: 'Data masih digunakan oleh data lain sehingga tidak dapat dihapus',
    words_min: 'Minimal %{n} kata',
    outside_region: 'Di luar wilayah kewenangan Anda',
  },
  form: {
    password_hint: 'Minimal 8 karakter. Saat mengubah data, kosongkan bila tidak diganti.',
  },
} as const;
