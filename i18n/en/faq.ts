/** The faq screen in English (i18n/id/faq.ts has the same keys). */
export const faqEn = {
  faq: {
    title: 'Frequently Asked Questions',
    search: 'Search questions or answers',
    count: '%{smart_count} question |||| %{smart_count} questions',
    empty: 'No questions have been loaded yet.',
    no_match: 'No question matches your search.',
    ubah_sandi: 'Change Password',
    sesi: 'Login Sessions',
    akun: {
      upt: 'A UPT account registers the innovations of your technical implementation unit for the Regional Innovation Competition. The competition list and form are under the Regional Innovation Competition menu; entries can be added and changed only while the competition is open.',
      asn: 'An ASN account is a civil servant’s personal account on this portal. From here you can read the questions, change your password and see the devices your account is signed in on.',
      developer:
        'A developer account checks the portal and its API (documented at /api/docs). From here you can read the questions, change your password and see your login sessions.',
    },
  },
};
