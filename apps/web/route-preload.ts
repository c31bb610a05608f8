import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { earlyReadsScript } from './src/lib/early-reads.ts';

/** What this needs of Rolldown's output: each chunk's file, modules and static imports. */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  moduleIds?: readonly string[];
  imports?: readonly string[];
}

/**
 * The pages a visit most often starts on, and the lazy route modules the router loads for them
 * before it can draw anything.
 */
export const FIRST_PAGES: Record<string, string[]> = {
  '/auth': ['src/features/auth/routes/auth.tsx'],
  '/dashboard': [
    'src/app/routes/query-layout.tsx',
    'src/app/shell/app-shell.tsx',
    'src/features/dashboard/routes/dashboard.tsx',
    'src/features/onboarding/components/setup-card.tsx',
  ],
};

/** A chunk's file and the files it imports statically, transitively. */
function closure(chunks: ReadonlyMap<string, BundleChunk>, files: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file)) return;
    seen.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of files) visit(file);
  return [...seen];
}

/**
 * For each page of FIRST_PAGES, the JavaScript files its route modules need that the entry does
 * not load already. A module is found by the chunk that holds it, not by the manifest: a route
 * module may share a chunk with others (vite.config.ts groups the shell's and the dashboard's).
 */
export function firstPageFiles(root: string, bundle: Record<string, BundleChunk>): Record<string, string[]> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((c) => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const chunkOf = new Map<string, string>();
  for (const chunk of chunks.values()) for (const id of chunk.moduleIds ?? []) chunkOf.set(id.replaceAll('\\', '/'), chunk.fileName);
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error('route preload: no entry chunk in the bundle');
  const loadedByEntry = new Set(closure(chunks, [entry.fileName]));
  const base = root.replaceAll('\\', '/').replace(/\/+$/, '');
  const pages: Record<string, string[]> = {};
  for (const [page, modules] of Object.entries(FIRST_PAGES)) {
    const files = modules.map((module) => {
      const file = chunkOf.get(`${base}/${module}`);
      if (!file) throw new Error(`route preload: no chunk for ${module}`);
      return file;
    });
    pages[page] = closure(chunks, files)
      .filter((file) => !loadedByEntry.has(file) && file.endsWith('.js'))
      .map((file) => `/${file}`);
  }
  return pages;
}

/**
 * Writes a small script that, on a first page of FIRST_PAGES, asks the browser for that page's
 * route chunks while the main chunk is still downloading (`<link rel="modulepreload">`), instead
 * of after it has run, and starts a signed-in page's first API reads (src/lib/early-reads.ts);
 * and adds it to index.html, `async`, ahead of the main chunk. It is a file,
 * not an inline script, because the Content-Security-Policy allows scripts from the origin only.
 * Runs after the build is written, from Rolldown's output.
 */
export function writeRoutePreload(outDir: string, root: string, bundle: Record<string, BundleChunk>): void {
  const pages = firstPageFiles(root, bundle);
  // The same lists, for the tests that check what a first page loads (e2e/bundle-size.ts).
  mkdirSync(join(outDir, '.vite'), { recursive: true });
  writeFileSync(join(outDir, '.vite', 'first-pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  const preload = `(()=>{const p=${JSON.stringify(pages)}[location.pathname.replace(/\\/+$/,'')];if(!p)return;for(const h of p){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)}})();`;
  // The reads first: their answers take longest, so they start ahead of the chunk requests.
  const script = `${earlyReadsScript()}\n${preload}\n`;
  const file = `assets/route-preload-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(outDir, file), script);
  const indexPath = join(outDir, 'index.html');
  const html = readFileSync(indexPath, 'utf8');
  const tag = `<script async src="/${file}"></script>`;
  const withTag = html.replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`);
  if (withTag === html) throw new Error('route preload: no module script in index.html');
  writeFileSync(indexPath, withTag);
}
