import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { homeScreen } from '../../domain/home';
import { menuSections, PLACES } from '../../domain/menu';
import { ROLES } from '../../domain/roles';
import { appId } from '../../i18n/id/app';
import { messagesId } from '../../i18n/id';
import { MENU_ENTRIES, PLATFORM_MODULES } from '../../resources/modules';

/**
 * Issue 37 item 4: docs/architecture.md "Each role's home and menu" writes, for each of the 20
 * roles, the screen it lands on and its sidebar (Indonesian headings, entries by their slug under
 * /dashboard/). The table is checked against domain/home.ts and domain/menu.ts here, so a change
 * of a role's home or menu that forgets the doc fails, and the doc cannot drift.
 */
const HEADING = "## Each role's home and menu";

/** A module's Indonesian name (the plural of a "singular |||| plural" entry). */
function labelOf(slug: string): string {
  const key = PLATFORM_MODULES.find((m) => m.slug === slug)!.label;
  let node: unknown = messagesId;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node.split('||||').pop()!.trim() : key;
}

const row = (role: string) => {
  const sections = menuSections([role], MENU_ENTRIES)
    .map((s) => `${appId.menu[s.group]}: ${s.entries.map((e) => `\`${e}\``).join(', ')}`)
    .join('; ');
  return `| ${role} | \`${homeScreen([role], MENU_ENTRIES)}\` | ${sections} |`;
};

/** The table rows of the section, as written (a role per row, header and rule left out). */
function docRows(): string[] {
  const doc = readFileSync('docs/architecture.md', 'utf8');
  const start = doc.indexOf(`\n${HEADING}\n`);
  expect(start, `docs/architecture.md has no "${HEADING}" section`).toBeGreaterThan(0);
  const rest = doc.slice(start + HEADING.length + 2);
  const end = rest.search(/\n## /);
  return (end < 0 ? rest : rest.slice(0, end))
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*(role|-+)\s*\|/.test(l))
    .map(cells);
}

/** A row's cells, trimmed (prettier pads the columns of a table). */
const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim())
    .join(' | ');

describe('docs/architecture.md: each role`s home and menu', () => {
  it('matches what domain/home.ts and domain/menu.ts give each of the 20 roles', () => {
    const expected = ROLES.map(row).map(cells);
    // On failure the message is the table to paste into the doc.
    expect(docRows().join('\n'), ROLES.map(row).join('\n')).toBe(expected.join('\n'));
  });

  it('lands no role with other screens on the faq, an account list or a list of one row', () => {
    for (const role of ROLES.filter((r) => r !== 'developer')) {
      expect(homeScreen([role], MENU_ENTRIES), role).not.toMatch(
        /^(faq|account|account-admin|profil-pemda-old|lomba-inovasi-daerah)$/,
      );
    }
    // The agency roles land on the overview of their region's innovations.
    for (const role of ['kabkota', 'dinas', 'kecamatan']) {
      expect(homeScreen([role], MENU_ENTRIES)).toBe('summary');
    }
  });

  it('names no screen twice, and each heading holds only the entries of its divider', () => {
    for (const role of ROLES) {
      const sections = menuSections([role], MENU_ENTRIES);
      const labels = sections.flatMap((s) => s.entries.map(labelOf));
      expect(labels, `${role}: a name twice`).toEqual([...new Set(labels)]);
      for (const section of sections) {
        for (const id of section.entries) {
          const own = MENU_ENTRIES.find((e) => e.id === id)!.group;
          const placed = PLACES.some((p) => p.id === id && p.group === section.group);
          expect(own === section.group || placed, `${role}: ${id} under ${section.group}`).toBe(
            true,
          );
        }
      }
    }
  });

  it('opens Laporan Diklat with its dashboard and gives pemda its training reports', () => {
    const diklat = menuSections(['admin.diklat'], MENU_ENTRIES).find(
      (s) => s.group === 'laporanDiklat',
    );
    expect(diklat?.entries[0]).toBe('diklat');
    const pemda = menuSections(['pemda'], MENU_ENTRIES).find((s) => s.group === 'laporanDiklat');
    expect(pemda?.entries).toEqual(['data-diklat']);
  });
});
