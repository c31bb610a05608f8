import { loadConfig } from '../config/env.ts';
import { BACKUP_MESSAGES, BackupError, backupEmbedded, restoreEmbedded } from '../db/backup.ts';
import { DataDirBusyError } from '../db/data-dir-lock.ts';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: a copy of the embedded database
 * (DATA_DIR) in one file, and that copy put back. Stop the server first. PostgreSQL is backed up
 * with its own tools (README, "Backups").
 */
export async function runBackupCommand(command: 'backup' | 'restore', args: string[], env = process.env): Promise<number> {
  const file = args.find((a) => !a.startsWith('-'));
  if (!file) {
    console.error(BACKUP_MESSAGES.usage(command));
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  if (config.databaseUrl) {
    console.error(BACKUP_MESSAGES.postgres);
    return 1;
  }
  try {
    if (command === 'backup') {
      const { bytes } = await backupEmbedded(config.dataDir, file);
      console.log(`Backed up the embedded database at ${config.dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
    } else {
      const { movedAside } = await restoreEmbedded(file, config.dataDir);
      console.log(`Restored ${file} into ${config.dataDir}.`);
      if (movedAside) console.log(`The folder that was there is kept at ${movedAside}; delete it once the restored data is checked.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof DataDirBusyError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
