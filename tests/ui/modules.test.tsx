import { describe, expect, it } from 'vitest';
import { MENU_PAGES } from '../../domain/modules';
import { PAGES } from '../../src/pages/registry.generated';

/** The sidebar and GET /api/platform/modules read one source (domain/modules.ts, issue 27). */
describe('the platform modules', () => {
  it('give every sidebar page its path, label, screen and divider', () => {
    for (const m of MENU_PAGES) {
      const page = PAGES.find((p) => p.path === m.slug);
      expect(page, m.slug).toMatchObject({ label: m.label, screen: m.screen, group: m.group });
    }
  });

  it('hold every page that has a divider', () => {
    const grouped = PAGES.filter((p) => p.group).map((p) => p.path);
    expect(grouped.sort()).toEqual(MENU_PAGES.map((m) => m.slug).sort());
  });
});
