/**
 * Backup and restore of an installation (issue 28 item 5; `npm run backup -- <dir>` and
 * `npm run restore -- <dir>`, server/cli/backup.ts and restore.ts; docs/decisions.md "Backup and
 * restore"). A backup folder holds:
 *
 * - the database: `database.dump` (pg_dump, custom format) for PostgreSQL, or `pgdata.tar.gz`
 *   (PGlite's own dump of its data folder, `dumpDataDir`) for the embedded database;
 * - `files/<key>`: every stored object a media or document row of that database names, read
 *   through the Storage interface (local disk or S3);
 * - `manifest.json`, written last: the engine, the SHA-256 and size of every file above, and the
 *   keys a row named that the storage no longer had. A folder without it is no backup.
 *
 * Consistency: on PostgreSQL the keys are read in one REPEATABLE READ snapshot that pg_dump
 * shares (`--snapshot`), so the rows and the list of files are of one instant while the server
 * keeps running; the files are written before their rows commit and stay until their rows are
 * gone, so each named file is there to copy unless its row was deleted after the snapshot (then
 * it is listed in `missingFiles`). On PGlite the backup opens the data folder itself, under its
 * lock: it refuses while a server holds the folder, and no server can start until it is done.
 */
export { backup } from './backupCreate';
export {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  MANIFEST_FILE,
  pgliteVersion,
  type Engine,
  type Installation,
  type Manifest,
  type ManifestFile,
} from './backupFormat';
export { readManifest, restore, verifyBackup } from './backupRestore';
