/** Spec 2 `/tiny`: the staff's standalone rich-text page (issue 26 item 2). */
export const tinyEn = {
  tiny: {
    title: 'Text Editor',
    intro:
      'Write formatted text for news, announcements or site content, then see it exactly as the public pages will show it. The draft stays in this browser until cleared.',
    naskah: 'Draft',
    pratinjau: 'Public Preview',
    pratinjau_judul: 'As shown on the public pages',
    salin: 'Copy HTML',
    disalin: 'HTML copied to the clipboard.',
    salin_gagal: 'The HTML could not be copied; select the code and copy it by hand.',
    kosongkan: 'Clear',
    berubah:
      'Part of the text was removed because the public pages do not allow it (scripts, event attributes, javascript: links or other tags).',
    utuh: 'All of the text will show like this.',
    kode: 'HTML code',
    kosong: 'Write a draft first.',
  },
};
