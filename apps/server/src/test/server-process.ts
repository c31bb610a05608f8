import { type ChildProcess, spawn } from 'node:child_process';

const root = new URL('../../../../', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process has printed so far. */
  output: () => string;
}

export interface StartOptions {
  /** Run the built server (apps/server/dist, `npm run build -w apps/server`) instead of the source through tsx. */
  built?: boolean;
}

/** Starts the real server process and resolves with its address once it logs "ready". */
export function startServerProcess(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  const args = options.built ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 45_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /"address":"(http:\/\/[^"]+)".*"msg":"ready"/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code, signal) => reject(new Error(`server exited with ${code ?? signal}:\n${out}`)));
  });
}
