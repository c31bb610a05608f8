// Builds the API server into ES modules in dist/ that `node dist/main.js` runs without TypeScript.
// Packages from node_modules stay outside the bundle and load from there at run time (they keep
// their own files: the PGlite WebAssembly, the DejaVu fonts, the wink model); the workspace's
// own TypeScript, @hiring/shared included, is bundled, and so is Drizzle: Node 24 parses its
// 179 KB package.json again for each of its files it loads, half a second of start-up (decision
// 498). What the code imports with `import()` (the AI engines, the payment processors, the
// database driver not in use) becomes a chunk of its own, loaded only when it is needed. dist/ must stay flat: see src/paths.ts.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const outdir = `${root}dist`;

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  // The server, and the operations commands run from the build: npm run migrate, backup, restore.
  entryPoints: { main: `${root}src/main.ts`, migrate: `${root}src/cli/migrate.ts`, backup: `${root}src/cli/backup-main.ts` },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  chunkNames: '[name]-[hash]',
  target: 'node20.19',
  // Readable stack traces without a source map: names and layout are kept.
  minify: false,
  keepNames: false,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // Every bare import but the workspace's own packages and Drizzle stays a run-time import.
        const bundled = (path) => path.startsWith('@hiring/') || /^drizzle-orm(\/|$)/.test(path);
        b.onResolve({ filter: /^[^./]/ }, (args) => (bundled(args.path) ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
// The embedded database's worker thread and the process that creates a new one are plain JavaScript,
// started from their own files (src/paths.ts).
for (const file of ['pglite-worker.mjs', 'pglite-create.mjs']) cpSync(`${root}src/db/${file}`, `${outdir}/db/${file}`);
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
const files = Object.keys(result.metafile.outputs).length;
console.log(`server built: dist/main.js, migrate.js, backup.js and ${files - 3} chunks (${(bytes / 1024).toFixed(0)} KB)`);
