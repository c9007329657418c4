/**
 * `npm run storage:migrate`: copies the uploads under DATA_DIR/uploads into the S3 bucket the
 * environment names (S3_BUCKET, S3_ENDPOINT, credentials), reads each copy back and compares its
 * SHA-256 with the original's. Run it with the server stopped, or run it again after the switch
 * to STORAGE=s3 to pick up what arrived meanwhile (unchanged objects are skipped). Exits 1 when
 * a copy does not match.
 */
import { loadEnv } from '../platform/runtime/env';
import { localUploads, s3FromEnv } from '../platform/storage/storageEnv';
import { copyStorage } from '../platform/storage/storageCopy';
import { runCli } from './run';

async function main(): Promise<number> {
  const env = loadEnv();
  const from = localUploads(env);
  const to = s3FromEnv(env);
  await to.ping();
  console.log(`Menyalin unggahan ke bucket ${env.S3_BUCKET}…`);
  const report = await copyStorage(from, to, console.log);
  to.client.destroy();
  console.log(
    `Selesai: ${report.copied} berkas disalin (${report.bytes} bita), ${report.unchanged} sudah ada, ` +
      `${report.mismatched.length} tidak cocok.`,
  );
  if (report.mismatched.length) return 1;
  console.log('Checksum SHA-256 setiap salinan cocok. Jalankan server dengan STORAGE=s3.');
  return 0;
}

runCli(main);
