import { readFileSync } from 'node:fs';
import { minVersion, satisfies, validRange } from 'semver';
import { describe, expect, it } from 'vitest';

type LockEntry = { optionalDependencies?: Record<string, string> };

const lock = JSON.parse(readFileSync(new URL('../../../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Where npm looks for `dependency` of the package at `path`: its own node_modules, then each one above. */
function resolves(path: string, dependency: string) {
  let at = path;
  for (;;) {
    if (lock.packages[`${at ? `${at}/` : ''}node_modules/${dependency}`]) return true;
    if (!at) return false;
    const cut = at.lastIndexOf('/node_modules/');
    at = cut === -1 ? '' : at.slice(0, cut);
  }
}

describe('package-lock.json for npm ci on any platform', () => {
  it('records every optional platform package (Biome, Tailwind oxide, esbuild…) so npm ci accepts the lock on a new machine', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((dependency) => !resolves(path, dependency))
        .map((dependency) => `${path || '(root)'} -> ${dependency}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the Node versions package.json promises', () => {
  const root = lock.packages[''] as { engines?: { node?: string } };
  const range = root.engines?.node ?? '';

  it('are the ones every installed package supports, from the lowest the range allows (and Node 24 LTS)', () => {
    const lowest = minVersion(range)?.version ?? '';
    expect(lowest).toBe('22.22.0');
    const unsupported = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const wants = (entry as { engines?: { node?: string } }).engines?.node;
      if (!path || !wants || !validRange(wants)) return [];
      return ['22.22.0', '24.0.0'].filter((version) => !satisfies(version, wants)).map((v) => `${path} wants ${wants}, not ${v}`);
    });
    expect(unsupported).toEqual([]);
  });
});
