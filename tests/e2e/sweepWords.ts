import type { Page } from 'playwright-core';

/**
 * Issue 37 item 5, as far as a machine can tell: no visible text is raw JSON (`bobot:
 * {"iid":50,...}`), no title is an id ("Pemenang 213", "Detail Wilayah / 5 / Ubah"), and no
 * text holds an English word of a short list. The list holds words of the app's own chrome that
 * have an Indonesian word in this portal (Overall: Keseluruhan, Raw Log: Log Mentah, Save:
 * Simpan...). Terms the spec itself uses as Indonesian screen names stay allowed: "Dashboard"
 * (spec 2's breadcrumb root and spec 6's first menu divider), "Review Inovasi", "Hasil Review",
 * "Ranking Indeks", "Quality Control", "Innovative Government Award", "Log Aktivitas".
 */
export const ENGLISH = [
  'Overall',
  'Raw Log',
  'Loading',
  'Submit',
  'Cancel',
  'Delete',
  'Save',
  'Search',
  'Export',
  'Create',
  'Settings',
  'Download',
  'Upload',
  'Score',
  'Not Found',
  'Page not found',
  'Something went wrong',
  'Rows per page',
  'No results',
  'Sign in',
  'Sign out',
  'Logout',
] as const;

/** `exclude`: selectors of parts already checked on this sign-in (the sidebar). */
export async function wordProblems(page: Page, exclude: string[] = []): Promise<string[]> {
  return page.evaluate(
    ({ english, exclude }) => {
      // A form field's value is what its user typed or is editing, not text the screen speaks.
      const FIELDS = ['textarea', 'input', 'select', '[contenteditable="true"]'];
      const skip = [
        'script',
        'style',
        'noscript',
        '[aria-hidden="true"]',
        ...FIELDS,
        ...exclude,
      ].join(', ');
      const problems = new Set<string>();
      const clip = (s: string) => {
        const t = s.replace(/\s+/g, ' ').trim();
        return t.length > 80 ? `${t.slice(0, 77)}...` : t;
      };
      // An object with a quoted key, or an array of objects or strings: JSON, not a sentence.
      const JSON_TEXT = /\{\s*"[^"\n]{1,60}"\s*:|\[\s*\{\s*"|\[\s*"[^"\n]*"\s*,\s*"/;
      const WORDS = new RegExp(`(^|[^\\p{L}])(${english.join('|')})(?![\\p{L}])`, 'u');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? '';
        const el = n.parentElement;
        if (!text.trim() || !el || el.closest(skip)) continue;
        if (!el.checkVisibility({ checkVisibilityCSS: true })) continue;
        if (JSON_TEXT.test(text)) problems.add(`raw JSON: "${clip(text)}"`);
        const word = WORDS.exec(text);
        if (word) problems.add(`English word "${word[2]}": "${clip(text)}"`);
      }

      // Titles: headings, the app bar's title, the breadcrumb, card and dialog titles. An id is a
      // part that is only a number ("Detail Wilayah / 5 / Ubah"), or a name followed by a number
      // that is not a year ("Pemenang 213", "Detail Klaster 5"; "Tahun 2025" is a title).
      const TITLES =
        'h1, h2, h3, h4, h5, h6, [role="heading"], #react-admin-title, .MuiBreadcrumbs-root, .MuiCardHeader-title, .MuiDialogTitle-root';
      const isYear = (n: number) => n >= 1900 && n <= 2100;
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(TITLES))) {
        if (el.closest(skip) || !el.checkVisibility({ checkVisibilityCSS: true })) continue;
        const title = el.innerText.replace(/\s+/g, ' ').trim();
        const parts = title.split(/\s*[/›»>]\s*/).filter(Boolean);
        const bare = parts.some((p) => /^#?\d+$/.test(p));
        const trailing = parts.some((p) => {
          const m = /^\p{L}[\p{L} .()-]*\s#?(\d+)$/u.exec(p);
          return m && !isYear(Number(m[1]));
        });
        if (bare || trailing) problems.add(`id as title: "${clip(title)}"`);
      }
      return [...problems];
    },
    { english: ENGLISH as unknown as string[], exclude },
  );
}
