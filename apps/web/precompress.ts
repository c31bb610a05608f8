import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { type BundleChunk, writeRoutePreload } from './route-preload.ts';

/** Text files worth compressing; images and fonts in formats that are compressed already are left alone. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : filesUnder(path);
    return [path];
  });
}

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every compressible file
 * of the build, once, at build time; the server sends the copy the browser accepts
 * (@fastify/static's `preCompressed`), so no request pays for compression. A copy that would not
 * be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'hiring:precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      writeRoutePreload(outDir, root, bundle as unknown as Record<string, BundleChunk>);
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const source = readFileSync(file);
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
