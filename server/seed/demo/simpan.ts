import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../../platform/db/client';
import { dokumen, indikator_jawaban } from '../../platform/db/schema';
import { insertJson, updateJson } from '../util';
import { storeFiles } from './berkas';
import type { Jawaban } from './jawaban';

/**
 * Writes the answers and documents of many owners in a few statements, and their files to the
 * storage. A document with a file gets its download path (`/api/dokumen/<id>/file`, as
 * createDocument in services/documents.ts sets it) once its id is known.
 */
export async function saveJawaban(db: Db, storage: Storage, all: readonly Jawaban[]) {
  const answers = all.flatMap((j) => j.answers);
  const documents = all.flatMap((j) => j.documents);
  await insertJson(db, indikator_jawaban, answers);
  const ids = await insertJson(db, dokumen, documents);
  await updateJson(
    db,
    dokumen,
    documents.flatMap((d, i) =>
      d.storage_key ? [{ id: ids[i]!, file_url: `/api/dokumen/${ids[i]}/file` }] : [],
    ),
  );
  await storeFiles(
    storage,
    all.flatMap((j) => j.files),
  );
  return { answers: answers.length, documents: documents.length };
}
