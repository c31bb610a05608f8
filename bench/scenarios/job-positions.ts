import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { jobPositionStatusHistory, jobPositions } from '../../apps/server/src/features/job-positions/job-positions.table.ts';
import { createOrUpdateUser } from '../../apps/server/src/features/auth/index.ts';
import { users } from '../../apps/server/src/features/users/users.table.ts';
import type { Scenario } from './types.ts';

/** Positions of the measured company, and of a second company that must stay invisible to it. */
const POSITIONS = 10_000;
const OTHER_COMPANY_POSITIONS = 2_000;
const BATCH = 500;
/** What the measured request searches for: a role word, as a user types it. */
export const SEARCH = 'engineer';

const SENIORITY = ['Junior', 'Mid-level', 'Senior', 'Staff', 'Lead', 'Principal'];
const ROLES: [string, string][] = [
  ['Backend Engineer', 'Engineering'],
  ['Frontend Developer', 'Engineering'],
  ['Data Scientist', 'Data'],
  ['Product Manager', 'Product'],
  ['Product Designer', 'Design'],
  ['Account Executive', 'Sales'],
  ['Customer Support Specialist', 'Customer Care'],
  ['DevOps Engineer', 'Infrastructure'],
  ['QA Analyst', 'Quality'],
  ['Marketing Manager', 'Marketing'],
  ['Recruiter', 'People'],
  ['Financial Analyst', 'Finance'],
  ['Registered Nurse', 'Clinical'],
  ['Operations Coordinator', 'Operations'],
  ['Content Writer', 'Marketing'],
  ['Security Engineer', 'Security'],
];
const STATUSES = ['draft', 'draft', 'goals_confirmed', 'questions_ready', 'active', 'interviewing', 'on_hold', 'closed', 'archived'];
const DESCRIPTION =
  'You will join a team that ships every week and owns its services end to end. You will design features with product and design, ' +
  'write well-tested code, review your peers, and take part in an on-call rotation with clear runbooks. We value written ' +
  'communication, careful estimates and steady delivery over heroics. The role reports to the head of the department and works ' +
  'with people across three time zones.';
const REQUIREMENTS = 'Three or more years in a similar role. Strong written communication. Experience working with cross-functional teams.';

let credentials: { email: string; password: string } | undefined;

function positionRows(companyId: string, userId: string, count: number, seed: number) {
  const start = Date.now() - count * 60_000;
  return Array.from({ length: count }, (_, i) => {
    const n = i + seed;
    const [role, department] = ROLES[n % ROLES.length]!;
    const createdAt = new Date(start + i * 60_000);
    return {
      companyId,
      createdBy: userId,
      title: `${SENIORITY[n % SENIORITY.length]} ${role}`,
      department,
      jobDescription: DESCRIPTION,
      requirements: REQUIREMENTS,
      status: STATUSES[n % STATUSES.length]!,
      requiredSkills: ['Communication', role.split(' ')[0]!, department],
      experienceLevel: 'mid',
      employmentType: 'full-time',
      workLocation: n % 3 === 0 ? 'hybrid' : 'remote',
      salaryRange: '$90k - $140k',
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/**
 * GET /api/app/job-positions, page 1 with a search, for a company with 10,000 positions. Creating
 * them through the API would take minutes (and the plans' job limits forbid it), so they are
 * written straight to the database before the server starts, as an import would.
 */
export const jobPositionsList: Scenario = {
  name: `GET /api/app/job-positions?search=${SEARCH} (10,000 positions)`,
  aimPercent: 30,
  seed: async ({ env }) => {
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
    try {
      await database.migrate();
      const { db } = database;
      const id = randomUUID().slice(0, 8);
      const owner = { email: `bench-jobs-${id}@example.com`, password: `bench-password-${id}` };
      const other = { email: `bench-jobs-other-${id}@example.com`, password: `bench-password-${id}` };
      for (const [account, count, seed] of [
        [owner, POSITIONS, 0],
        [other, OTHER_COMPANY_POSITIONS, 7],
      ] as const) {
        const created = await createOrUpdateUser(db, {
          ...account,
          role: 'owner',
          firstName: 'Bench',
          lastName: 'Owner',
          company: 'Bench Hiring Co',
        });
        const [user] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, created.id));
        const rows = positionRows(user!.companyId!, created.id, count, seed);
        for (let i = 0; i < rows.length; i += BATCH) {
          const inserted = await db
            .insert(jobPositions)
            .values(rows.slice(i, i + BATCH))
            .returning({ id: jobPositions.id, status: jobPositions.status, createdAt: jobPositions.createdAt });
          await db.insert(jobPositionStatusHistory).values(
            inserted.map((r) => ({
              jobPositionId: r.id,
              fromStatus: null,
              toStatus: r.status,
              changedBy: created.id,
              createdAt: r.createdAt,
            })),
          );
        }
      }
      // Autovacuum would do this shortly after a bulk import; the bench does not wait for it.
      await db.execute(sql`vacuum analyze job_positions`);
      await db.execute(sql`vacuum analyze job_position_status_history`);
      credentials = owner;
    } finally {
      await database.close();
    }
  },
  setup: async ({ api }) => {
    if (!credentials) throw new Error('job positions scenario: seed did not run');
    const body = (await api.expect(200, 'POST', '/api/auth/login', { body: credentials })) as { data: { token: string } };
    const path = `/api/app/job-positions?page=1&search=${SEARCH}`;
    const headers = { authorization: `Bearer ${body.data.token}` };
    const list = (await api.expect(200, 'GET', path, { token: body.data.token })) as { data: { total_count: number; items: unknown[] } };
    const all = (await api.expect(200, 'GET', '/api/app/job-positions', { token: body.data.token })) as { data: { total_count: number } };
    if (all.data.total_count !== POSITIONS || list.data.items.length !== 10) {
      throw new Error(
        `job positions scenario: expected ${POSITIONS} positions and a full page, got ${JSON.stringify(list.data).slice(0, 300)}`,
      );
    }
    console.log(`  job positions: search "${SEARCH}" matches ${list.data.total_count} of ${all.data.total_count} positions`);
    return { path, headers };
  },
};
