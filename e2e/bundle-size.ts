import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The /auth first-load budget: initial JavaScript, gzipped (decision 437). */
export const AUTH_JS_BUDGET_BYTES = 149 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const DIST_DIR = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(DIST_DIR, file)), { level: 9 }).length;
}

/**
 * The JavaScript files a first visit to /auth needs, from Vite's manifest: the entry and its
 * static imports (the modulepreloads of index.html), plus the lazy /auth route module and its
 * static imports, which the router loads before the page can render.
 */
export function authInitialFiles(routeModule = 'src/features/auth/routes/auth.tsx'): string[] {
  return initialFiles([routeModule]);
}

/** The entry's JavaScript files and those of the given lazy route modules, with their static imports. */
export function initialFiles(routeModules: readonly string[]): string[] {
  const manifest = JSON.parse(readFileSync(join(DIST_DIR, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest');
  visit(entry);
  for (const routeModule of routeModules) {
    if (!manifest[routeModule]) throw new Error(`The manifest has no chunk for ${routeModule}`);
    visit(routeModule);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

export function totalGzipSize(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSize(file), 0);
}

/**
 * The JavaScript files a first visit to a page of FIRST_PAGES (apps/web/route-preload.ts) needs:
 * the entry's, and the route chunks the build listed for that page in `.vite/first-pages.json`.
 */
export function firstPageFiles(page: string): string[] {
  const pages = JSON.parse(readFileSync(join(DIST_DIR, '.vite', 'first-pages.json'), 'utf8')) as Record<string, string[]>;
  const routeFiles = pages[page];
  if (!routeFiles) throw new Error(`The build lists no first-load files for ${page}`);
  return [...initialFiles([]), ...routeFiles.map((file) => file.replace(/^\//, ''))];
}
