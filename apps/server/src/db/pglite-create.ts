import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { migrationsFolder, pgliteCreateFile } from '../paths.ts';

/**
 * A new data folder is created and migrated by a process of its own that then exits (decision 489):
 * initdb and the migrations grow PGlite's WebAssembly memory and the allocator's arenas, and only
 * the end of a process gives every page of that back. The server then opens the created folder
 * as a restart would. The process gets `--liftoff-only` (perf/488) unless the WebAssembly is to be
 * optimised.
 */
export function createDataDirInProcess(dataDir: string, extraStartParams: string[], optimizeWasm = false): Promise<void> {
  const args = [
    ...(optimizeWasm ? [] : ['--liftoff-only']),
    fileURLToPath(pgliteCreateFile),
    JSON.stringify({ dataDir, migrationsFolder, extraStartParams }),
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { env: process.env, maxBuffer: 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      reject(new Error(`Creating the embedded database in ${dataDir} failed: ${stderr.trim() || error.message}`));
    });
  });
}
