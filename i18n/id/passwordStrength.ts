/**
 * Why a new password is refused and what helps (domain/passwordStrength.ts): shared by the API's
 * 422 answers, the console and the public reset page (src/public/publicText.ts), so kept apart
 * from the larger catalogs.
 */
export const passwordStrengthId = {
  password_strength: {
    common: 'Kata sandi ini terlalu umum dan mudah ditebak.',
    personal: 'Kata sandi ini mirip dengan nama, nama pengguna, atau email Anda.',
    word: 'Satu kata atau nama saja mudah ditebak.',
    keyboard: 'Deretan tombol keyboard mudah ditebak.',
    repeat: 'Karakter atau pola yang berulang mudah ditebak.',
    sequence: 'Urutan seperti "abc" atau "6543" mudah ditebak.',
    dates: 'Tahun dan tanggal mudah ditebak.',
    weak: 'Kata sandi ini terlalu lemah.',
    hint: {
      l33t: 'Mengganti huruf dengan angka atau simbol yang mirip (mis. "@" untuk "a") tidak banyak membantu.',
      reverseWords: 'Kata yang dieja terbalik tetap mudah ditebak.',
      allUppercase: 'Kapitalkan sebagian huruf saja, jangan semuanya.',
      capitalization: 'Kapitalkan huruf selain huruf pertama.',
      dates: 'Hindari tanggal dan tahun yang berhubungan dengan Anda.',
      recentYears: 'Hindari tahun-tahun terakhir.',
      associatedYears: 'Hindari tahun yang berhubungan dengan Anda.',
      sequences: 'Hindari urutan huruf atau angka.',
      repeated: 'Hindari kata dan karakter yang berulang.',
      longerKeyboardPattern:
        'Gunakan pola keyboard yang lebih panjang dan lebih sering berganti arah.',
      anotherWord: 'Tambahkan satu atau dua kata lagi; kata yang tidak umum lebih baik.',
      useWords: 'Gunakan beberapa kata, tetapi hindari frasa yang umum.',
      pwned: 'Kata sandi ini pernah bocor di internet; gunakan kata sandi lain.',
    },
  },
} as const;
