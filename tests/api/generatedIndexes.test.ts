import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedIndexes } from '../../scripts/indexes';

const root = join(import.meta.dirname, '../..');

describe('generated indexes', () => {
  it.each(generatedIndexes(root).map((f) => [f.path, f] as const))(
    '%s lists every module beside it (run `npm run gen` when this fails)',
    (path, file) => {
      expect(readFileSync(join(root, path), 'utf8')).toBe(file.content);
    },
  );

  it('registers every resource config, every table and every page', () => {
    const [schema, resources, pages] = generatedIndexes(root);
    expect(pages!.content).toContain("import { faqPage } from './faq';");
    expect(pages!.content).toContain('  ...laporanPages,');
    expect(pages!.content).not.toContain("from './login'");
    expect(schema!.content).toContain("export * from './iga2020_inovasi';");
    expect(resources!.content).toContain("import { mDaerah } from './m_daerah';");
    expect(resources!.content).not.toContain('accountFields');
  });
});
