import type { Page } from 'playwright-core';

/**
 * Issue 37 item 1: the page itself never scrolls sideways, and every primary action can be
 * reached without scrolling sideways: create, filter, export and save in a toolbar, and the
 * decisions on a row (Setujui, Tolak...). "Inside the viewport" is measured across: a list's
 * 25th row sits below the fold by design, but a button at x = 1,544 on a 1,366 px screen (or
 * hidden in the cut-off part of a table that scrolls inside its box) cannot be seen at all.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth)
      problems.push(`page scrolls sideways: ${doc.scrollWidth} px wide > ${doc.clientWidth} px`);

    // The names a primary action starts with, as i18n/id says them: on a screen, create,
    // filter, export and save; on a row, the decisions (a row's "Unduh Ringkasan" is a download,
    // not a decision). Any button of a screen's toolbar counts too, whatever its name.
    const SCREEN_ACTION = /^(tambah|buat|filter|ekspor|unduh|simpan|terbitkan)\b/i;
    const DECISION = /^(setujui|tolak|terima|menerima|menyetujui|kirim|verifikasi)\b/i;
    const ROW = 'tr, [role="row"], li, [role="listitem"]';
    const primary = (el: Element) =>
      DECISION.test(name(el)) || (SCREEN_ACTION.test(name(el)) && !el.closest(ROW));
    const content = document.querySelector('#main-content') ?? document.body;
    const name = (el: Element) =>
      (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim();
    const inToolbar = (el: Element) =>
      !!el.closest('.RaTopToolbar-root, [role="toolbar"], .MuiToolbar-root') &&
      !el.closest('.MuiTablePagination-root');
    const candidates = Array.from(
      content.querySelectorAll('button, a[href], [role="button"]'),
    ).filter(
      (el) =>
        el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        !el.closest('[aria-hidden="true"], [inert]') &&
        (inToolbar(el) || primary(el)) &&
        // A link inside a toolbar button is that button.
        !(el.parentElement?.closest('button, [role="button"]') ?? null),
    );
    const seen = new Set<string>();
    for (const el of candidates) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // The part of the screen across which this button can show: the viewport, narrowed by
      // every ancestor that clips its overflow sideways (a table scrolling inside its box).
      let left = 0;
      let right = doc.clientWidth;
      for (let a = el.parentElement; a && a !== doc; a = a.parentElement) {
        const ox = getComputedStyle(a).overflowX;
        if (ox === 'visible') continue;
        const box = a.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (r.left >= left - 1 && r.right <= right + 1) continue;
      const label = name(el).replace(/\s+/g, ' ').slice(0, 40) || el.tagName.toLowerCase();
      if (seen.has(label)) continue;
      seen.add(label);
      problems.push(
        `action "${label}" outside the viewport: x ${Math.round(r.left)}..${Math.round(r.right)}, visible ${Math.round(left)}..${Math.round(right)}`,
      );
    }
    return problems;
  });
}
