import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { earlyReadsScript } from './src/lib/early-reads.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

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

function closure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * Writes a small script that, on a first page of FIRST_PAGES, asks the browser for that page's
 * route chunks while the main chunk is still downloading (`<link rel="modulepreload">`), instead
 * of after it has run, and starts a signed-in page's first API reads (src/lib/early-reads.ts);
 * and adds it to index.html, `async`, ahead of the main chunk. It is a file,
 * not an inline script, because the Content-Security-Policy allows scripts from the origin only.
 * Runs after the build is written, from Vite's manifest.
 */
export function writeRoutePreload(outDir: string): void {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('route preload: no entry chunk in the Vite manifest');
  const loadedByEntry = new Set(closure(manifest, [entry]));
  const pages: Record<string, string[]> = {};
  for (const [page, modules] of Object.entries(FIRST_PAGES)) {
    for (const module of modules) if (!manifest[module]) throw new Error(`route preload: no chunk for ${module}`);
    pages[page] = closure(manifest, modules)
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => `/${manifest[key]!.file}`)
      .filter((file) => file.endsWith('.js'));
  }
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
