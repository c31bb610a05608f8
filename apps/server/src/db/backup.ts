import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { assertDataDirFree, holdDataDir, LOCK_FILE } from './data-dir-lock.ts';

/** What the backup and restore commands say when they cannot do what was asked. */
export const BACKUP_MESSAGES = {
  usage: (command: 'backup' | 'restore') => `Usage: npm run ${command} -- <file>`,
  postgres:
    'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore (see the README, "Backups"). ' +
    'These commands copy the embedded database.',
  noData: (dataDir: string) => `There is no embedded database at ${dataDir} to back up (set DATA_DIR to its folder).`,
  noFile: (file: string) => `There is no backup file at ${file}.`,
  notBackup: (file: string) => `${file} is not a backup of the embedded database (a .tar.gz written by npm run backup).`,
} as const;

export class BackupError extends Error {}

/** A folder that holds an embedded database (PostgreSQL writes PG_VERSION at its top). */
function hasDatabase(dataDir: string): boolean {
  return existsSync(resolve(dataDir, 'PG_VERSION'));
}

async function openPglite(dataDir: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir, loadDataDir ? { loadDataDir } : {});
  await db.waitReady;
  return db;
}

/**
 * Copies the embedded database into one file (PGlite's `dumpDataDir`: a gzipped tar of its
 * folder), written beside its destination and renamed into place, so a crash never leaves half
 * a backup under the name. The server must be stopped: the folder is one process's (data-dir-lock.ts).
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!hasDatabase(dataDir)) throw new BackupError(BACKUP_MESSAGES.noData(dataDir));
  assertDataDirFree(dataDir);
  const db = await openPglite(dataDir);
  const release = holdDataDir(dataDir);
  try {
    // Everything written so far goes to the data files, so the copy needs no recovery to open.
    await db.exec('CHECKPOINT');
    const dump = new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
    mkdirSync(dirname(resolve(file)), { recursive: true });
    const partial = `${resolve(file)}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, resolve(file));
    return { bytes: dump.byteLength };
  } finally {
    await db.close();
    release();
  }
}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Puts a backup in place of the embedded database. A folder already there is kept, renamed
 * `<folder>.before-restore-<time>`, never deleted. The restored database is opened once to check
 * it; the server migrates it to its own version when it starts.
 */
export async function restoreEmbedded(file: string, dataDir: string, now = new Date()): Promise<{ movedAside?: string }> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(BACKUP_MESSAGES.noFile(file));
  const bytes = readFileSync(file);
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) throw new BackupError(BACKUP_MESSAGES.notBackup(file));
  let movedAside: string | undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    assertDataDirFree(dataDir);
    movedAside = `${dataDir.replace(/\/+$/, '')}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, movedAside);
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    const db = await openPglite(dataDir, new Blob([bytes]));
    try {
      await db.query('select 1');
    } finally {
      await db.close();
    }
    // The backup holds the lock file of the process that wrote it; it does not hold this folder.
    rmSync(resolve(dataDir, LOCK_FILE), { force: true });
  } catch (error) {
    // Put things back as they were: a half-restored folder is worse than none.
    rmSync(dataDir, { recursive: true, force: true });
    if (movedAside) renameSync(movedAside, dataDir);
    throw new BackupError(`${BACKUP_MESSAGES.notBackup(file)} (${error instanceof Error ? error.message : String(error)})`);
  }
  return { movedAside };
}
