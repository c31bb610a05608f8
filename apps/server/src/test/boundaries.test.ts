import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const biome = fileURLToPath(new URL('../../../../node_modules/.bin/biome', import.meta.url));

/**
 * Lints `source` written as a short-lived file in `folder` (named like `suffix`), with the
 * repository's lint configuration, the same check `npm run lint` runs.
 */
function lintAs(path: string, source: string) {
  const folder = path.slice(0, path.lastIndexOf('/'));
  const name = `boundary-probe-${randomBytes(4).toString('hex')}${path.endsWith('.table.ts') ? '.table.ts' : '.ts'}`;
  const file = join(root, folder, name);
  writeFileSync(file, source);
  try {
    const result = spawnSync(biome, ['lint', join(folder, name)], { cwd: root, encoding: 'utf8' });
    return { failed: result.status !== 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(file, { force: true });
  }
}

describe('feature boundaries in npm run lint', () => {
  it("refuses a server feature importing another feature's internals", () => {
    const result = lintAs(
      'apps/server/src/features/job-positions/probe.ts',
      "export { findUserByEmail } from '../users/users.repository.ts';\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('noRestrictedImports');
  });

  it("refuses a feature changing a position through job-positions' repository or table instead of its lifecycle functions", () => {
    const repository = lintAs(
      'apps/server/src/features/questions/probe.ts',
      "export { updateJobPosition } from '../job-positions/position-rows.repository.ts';\n",
    );
    expect(repository.failed).toBe(true);
    expect(repository.output).toContain('noRestrictedImports');
    expect(
      lintAs('apps/server/src/features/goals/probe.ts', "export { jobGoals } from '../job-positions/job-positions.table.ts';\n").failed,
    ).toBe(true);
    expect(
      lintAs('apps/server/src/features/questions/probe.ts', "export { markQuestionsReady } from '../job-positions/index.ts';\n").failed,
    ).toBe(false);
  });

  it("accepts a server feature importing another feature's public entry, and a table referencing another table", () => {
    expect(lintAs('apps/server/src/features/job-positions/probe.ts', "export { users } from '../users/index.ts';\n").failed).toBe(false);
    expect(
      lintAs('apps/server/src/features/job-positions/probe.table.ts', "export { users } from '../users/users.table.ts';\n").failed,
    ).toBe(false);
  });

  it("refuses the app and a feature reaching another feature's internals by a path outside the feature's folder", () => {
    const fromApp = lintAs('apps/server/src/probe.ts', "export { findSessionUser } from './features/auth/auth.repository.ts';\n");
    expect(fromApp.failed).toBe(true);
    expect(fromApp.output).toContain('noRestrictedImports');
    expect(lintAs('apps/server/src/plugins/probe.ts', "export { x } from '../features/auth/auth.repository.ts';\n").failed).toBe(true);
    const longPath = lintAs('apps/server/src/features/goals/probe.ts', "export { x } from '../../features/auth/auth.repository.ts';\n");
    expect(longPath.failed).toBe(true);
    expect(longPath.output).toContain('noRestrictedImports');
  });

  it("accepts the app importing a feature's public entry, and the schema gathering a feature's table", () => {
    expect(lintAs('apps/server/src/probe.ts', "export { findSessionUser } from './features/auth/index.ts';\n").failed).toBe(false);
    expect(lintAs('apps/server/src/db/probe.ts', "export { users } from '../features/users/users.table.ts';\n").failed).toBe(false);
    expect(lintAs('apps/server/src/features/goals/probe.ts', "export { x } from '../../lib/errors.ts';\n").failed).toBe(false);
  });

  it('refuses a web feature importing another web feature', () => {
    const result = lintAs(
      'apps/web/src/features/billing/probe.ts',
      "export { CompanyForm } from '@/features/company/components/company-form';\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('noRestrictedImports');
    expect(lintAs('apps/web/src/features/billing/probe.ts', "export { Button } from '@/components/ui/button';\n").failed).toBe(false);
  });
});

describe('features that only read other features (search, analytics)', () => {
  /** Tables other features export from their public entries; a reader must ask their queries instead. */
  const TABLES = ['jobPositions', 'jobGoals', 'users', 'employeeInvites', 'questionSets', 'interviewQuestions', 'interviews', 'companies'];

  it.each(['search', 'analytics'])('%s imports no table of another feature, only their query functions', (feature) => {
    const folder = join(root, 'apps/server/src/features', feature);
    const sources = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(0);
    for (const file of sources) {
      const text = readFileSync(join(folder, file), 'utf8');
      for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'\.\.\/[^']+'/g)) {
        const names = match[1]!.split(',').map((n) => n.trim().replace(/^type\s+/, ''));
        expect(
          names.filter((n) => TABLES.includes(n)),
          `${feature}/${file}`,
        ).toEqual([]);
      }
    }
  });
});
