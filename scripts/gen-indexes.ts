// `npm run gen`: rewrite the generated index files (see scripts/indexes.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedIndexes } from './indexes';

for (const file of generatedIndexes(process.cwd())) {
  writeFileSync(join(process.cwd(), file.path), file.content);
  console.log(`ditulis: ${file.path}`);
}
