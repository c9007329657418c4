import { createHash } from 'node:crypto';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.2 A and AA rules (axe tags each rule with the version that added it). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Puts axe-core into the page once. The sweep moves between screens inside the single-page app,
 * so one copy serves every screen of a sign-in; @axe-core/playwright's AxeBuilder would inject
 * its 600 KB again on each analyse, which costs more than the analysis on this machine.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axe.source);
}

interface Scope {
  /** The whole document (the first screen of a sign-in at a width), or #main-content only. */
  whole: boolean;
  /** Answers already found for a screen part's markup at a width (see sweepChecks.ts). */
  memo: Map<string, string[]>;
}

/** Serious and critical violations, one entry per rule with its first element and count. */
export async function axeProblems(page: Page, { whole, memo }: Scope): Promise<string[]> {
  let key = '';
  if (!whole) {
    const markup = await page.evaluate(
      () => `${window.innerWidth} ${document.getElementById('main-content')?.outerHTML}`,
    );
    // React's generated ids (`_r_5ve_`) differ between sign-ins of the same screen; axe's
    // answer depends on which elements they link, which the rest of the markup keeps.
    key = createHash('sha1')
      .update(markup.replace(/_r_[0-9a-z]+_/g, '_r_'))
      .digest('hex');
    const known = memo.get(key);
    if (known) return known;
  }
  const violations = await page.evaluate(
    async ({ tags, whole }) => {
      const w = window as unknown as { axe: typeof axe };
      const result = await w.axe.run(whole ? document : '#main-content', {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        nodes: v.nodes.length,
        target: v.nodes[0]?.target.join(' ') ?? '',
        summary: (v.nodes[0]?.failureSummary ?? '').split('\n')[1]?.trim() ?? '',
      }));
    },
    { tags: WCAG_22_AA, whole },
  );
  const problems = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.impact} ${v.id} (${v.nodes}x): ${v.target.slice(0, 100)}${v.summary ? ` - ${v.summary.slice(0, 120)}` : ''}`,
    );
  if (key) memo.set(key, problems);
  return problems;
}
