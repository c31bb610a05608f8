import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database's folder is one process's: PGlite takes no lock of its own, and two
 * processes writing the same files corrupt them. Whoever opens it (the server, a backup, a
 * restore, create-admin) writes its process id here and removes it on close; the next one
 * refuses to open while that process is alive. A file left by a process that died is ignored.
 */
export const LOCK_FILE = 'hiring-server.lock';

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database at ${dataDir} is in use by process ${pid}: stop that process (the server) first, then try again. ` +
        `If no such process uses it, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirBusyError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding the folder, if any (not this one). */
export function dataDirHolder(dataDir: string): number | undefined {
  const file = join(dataDir, LOCK_FILE);
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
}

/** Throws DataDirBusyError while another live process holds the folder. */
export function assertDataDirFree(dataDir: string): void {
  const pid = dataDirHolder(dataDir);
  if (pid !== undefined) throw new DataDirBusyError(dataDir, pid);
}

/** Marks the folder as this process's; the returned function releases it (if still ours). */
export function holdDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}
