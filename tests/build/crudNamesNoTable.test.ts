import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources';
import * as schema from '../../server/platform/db/schema';

/**
 * Issue 22 item 4: the generic engine (server/crud/) names no table. What one resource needs
 * beyond its config (side effects of a write, list facts joined from other tables, the region
 * its rows lie in) is a server hook of that resource (server/features/<feature>/hooks/), which the engine calls
 * without knowing whose it is. A file under server/crud/ fails this test when it
 * - holds a string literal (or a piece of a template) naming a table of the schema or a
 *   resource of the registry as a word (`'usr_asn'`, `'left join "nomor_registrasi" r ...'`),
 *   or keys an object by one (`{ iga2020_inovasi: ... }`), or
 * - imports a specific table from server/platform/db/schema (a namespace import, to find tables by
 *   name, is generic), or reads one off such a namespace (`schema.profil_pemda`).
 */
const ROOT = join(import.meta.dirname, '../..');
const CRUD = join(ROOT, 'server/crud');
const SCHEMA = join(ROOT, 'server/platform/db/schema');

const TABLE_EXPORTS = new Set(
  Object.entries(schema)
    .filter(([, t]) => is(t, PgTable))
    .map(([name]) => name),
);
const NAMES = [
  ...new Set([
    ...RESOURCES.map((r) => r.name),
    ...(Object.values(schema) as unknown[])
      .filter((t): t is PgTable => is(t, PgTable))
      .map((t) => getTableName(t)),
  ]),
];
const NAMED = new RegExp(`(?<![A-Za-z0-9_])(${NAMES.join('|')})(?![A-Za-z0-9_])`);

/** Whether an import specifier of `file` reaches the schema (its index or one table module). */
const isSchema = (file: string, spec: string) => {
  if (!spec.startsWith('.')) return false;
  const target = resolve(dirname(file), spec);
  return target === SCHEMA || target.startsWith(`${SCHEMA}/`);
};

/** Every naming of a table in one source file, as `line: what`. */
export function tableNamings(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const namespaces = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      isSchema(file, node.moduleSpecifier.text)
    ) {
      const clause = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : undefined;
      if (clause && ts.isNamespaceImport(clause)) namespaces.add(clause.name.text);
      const named = ts.isImportDeclaration(node)
        ? clause && ts.isNamedImports(clause)
          ? clause.elements
          : []
        : node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements
          : [];
      for (const el of named) {
        const name = (el.propertyName ?? el.name).text;
        if (TABLE_EXPORTS.has(name)) at(el, `imports the table ${name}`);
      }
      if (ts.isExportDeclaration(node) && !node.exportClause) at(node, 're-exports the schema');
      return;
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text) &&
      TABLE_EXPORTS.has(node.name.text)
    ) {
      at(node, `reads the table ${node.name.text}`);
    }
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      NAMES.includes(node.name.text)
    )
      at(node, `names ${node.name.text}`);
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const hit = NAMED.exec(node.text);
      if (hit && !ts.isImportDeclaration(node.parent)) at(node, `names ${hit[1]}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : /\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );

describe('the generic engine (server/crud/)', () => {
  it('names no table and no resource', () => {
    const found = sourceFiles(CRUD).flatMap((file) =>
      tableNamings(file, readFileSync(file, 'utf8')).map((f) => `${relative(ROOT, file)}:${f}`),
    );
    expect(found).toEqual([]);
  });

  it('would notice a table named in a literal, a join or an import', () => {
    const file = join(CRUD, 'example.ts');
    const text = [
      "import { usr_asn, type Db } from '../platform/db/schema';",
      "import * as schema from '../platform/db/schema';",
      "import { columnsOf } from './columns';",
      "const HOOKS = { app_settings: 1, 'iga2020_inovasi': 2 };",
      'const join = \'left join "nomor_registrasi" r on r.inovasi_id = $t.id\';',
      'const t = schema.profil_pemda;',
      "const fine = ['m_daerah_id', 'status_nomor', 'validation.outside_region'];",
    ].join('\n');
    expect(tableNamings(file, text)).toEqual([
      '1: imports the table usr_asn',
      '4: names app_settings',
      '4: names iga2020_inovasi',
      '5: names nomor_registrasi',
      '6: reads the table profil_pemda',
    ]);
  });
});
