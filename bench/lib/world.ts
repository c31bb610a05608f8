import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { AccessTokens } from '../../apps/server/src/features/auth/access-tokens.ts';
import { authSessions } from '../../apps/server/src/features/auth/auth.table.ts';
import { billingPackages, billingPrices, subscriptions } from '../../apps/server/src/features/billing/billing.table.ts';
import { seedBilling } from '../../apps/server/src/features/billing/billing.seed.ts';
import { companies } from '../../apps/server/src/features/companies/companies.table.ts';
import { jobGoals, jobPositionStatusHistory, jobPositions } from '../../apps/server/src/features/job-positions/job-positions.table.ts';
import { users } from '../../apps/server/src/features/users/users.table.ts';
import { BuiltinEngine } from '../../apps/server/src/ai/builtin/index.ts';
import { questionValues } from '../../apps/server/src/features/questions/questions.service.ts';
import { interviewQuestions, questionSets } from '../../apps/server/src/features/questions/questions.table.ts';

/**
 * A deployment's worth of data, written straight to the database before the server starts (the
 * API would take minutes, and the plans' limits forbid 10,000 positions): many companies on a paid
 * plan, each with several signed-in members, positions and goals, the positions past the
 * questions stage with a written question set (decision 461), and one company with 10,000
 * positions for the search. Sign-in is not measured, so the stored password hashes are not real
 * ones (an argon2 hash per user would take minutes on this machine); the bench signs access tokens
 * for each member's session with the server's JWT_SECRET instead.
 */

export const COMPANIES = 120;
export const MEMBERS_PER_COMPANY = 10;
/** Positions of every company besides each member's own. */
export const SHARED_POSITIONS = 30;
export const GOALS_PER_POSITION = 5;
export const BIG_COMPANY_POSITIONS = 10_000;
const BATCH = 500;

export interface Member {
  userId: string;
  sessionId: string;
  companyId: string;
  /** A draft position only this member edits (update and goal edits), so no two requests race on one. */
  ownJobId: string;
  ownGoalIds: string[];
}

export interface World {
  members: Member[];
  /** Members of the company with 10,000 positions. */
  bigCompanyMembers: Member[];
  /** Every position of a company (seeded ones), for detail, goals and questions reads. */
  jobsByCompany: Map<string, string[]>;
  bigCompanyId: string;
}

const SENIORITY = ['Junior', 'Mid-level', 'Senior', 'Staff', 'Lead', 'Principal'];
export const ROLES: [string, string][] = [
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
  'communication, careful estimates and steady delivery over heroics.';
const REQUIREMENTS = 'Three or more years in a similar role. Strong written communication. Experience working with cross-functional teams.';
const GOAL_CATEGORIES = ['technical', 'problem_solving', 'communication', 'collaboration', 'leadership'];

type NewPosition = typeof jobPositions.$inferInsert;

/** The role (title and department) of the world's `n`th position of a company. */
const roleOf = (n: number) => ROLES[n % ROLES.length]!;

function position(companyId: string, userId: string, n: number, createdAt: Date, status?: string): NewPosition {
  const [role, department] = roleOf(n);
  return {
    id: randomUUID(),
    companyId,
    createdBy: userId,
    title: `${SENIORITY[n % SENIORITY.length]} ${role}`,
    department,
    jobDescription: DESCRIPTION,
    requirements: REQUIREMENTS,
    status: status ?? STATUSES[n % STATUSES.length]!,
    requiredSkills: ['Communication', role.split(' ')[0]!, department],
    experienceLevel: 'mid',
    employmentType: 'full-time',
    workLocation: n % 3 === 0 ? 'hybrid' : 'remote',
    salaryRange: '$90k - $140k',
    createdAt,
    updatedAt: createdAt,
  };
}

const goalText = (i: number) => `Evaluate the candidate's ${GOAL_CATEGORIES[i]!.replace('_', ' ')} in day-to-day work`;
const GOAL_DESCRIPTION = 'What the interview should show about the candidate for this part of the role.';

function goals(jobPositionId: string, createdAt: Date): (typeof jobGoals.$inferInsert)[] {
  return Array.from({ length: GOALS_PER_POSITION }, (_, i) => ({
    id: randomUUID(),
    jobPositionId,
    text: goalText(i),
    description: GOAL_DESCRIPTION,
    category: GOAL_CATEGORIES[i]!,
    importance: 3,
    priorityOrder: i + 1,
    selected: true,
    confirmed: false,
    source: 'generated',
    skills: ['Communication'],
    createdAt,
    updatedAt: createdAt,
  }));
}

/** Whether a position of the world is past its questions: STATUSES runs in the workflow's order. */
const hasQuestions = (status: string) => STATUSES.indexOf(status) >= STATUSES.indexOf('questions_ready');

/**
 * The questions the builtin engine writes for each role's five goals, generated once per role:
 * every position of a role at a stage after its questions gets a written set of them (finalized
 * after questions_ready), linked to its own goals, as the questions job would leave it.
 */
async function questionsByRole() {
  const engine = new BuiltinEngine();
  const goalInputs = GOAL_CATEGORIES.map((category, i) => ({
    id: i + 1,
    text: goalText(i),
    description: GOAL_DESCRIPTION,
    category,
    importance: 3,
  }));
  const byRole = new Map<string, ReturnType<typeof questionValues>[]>();
  for (const [role, department] of ROLES) {
    const job = { title: role, department, job_description: DESCRIPTION, requirements: REQUIREMENTS, required_skills: [department] };
    const { data } = await engine.generateQuestions(job, goalInputs);
    byRole.set(role, data.questions.map(questionValues));
  }
  return byRole;
}

function questionSet(
  position: NewPosition,
  goalIds: string[],
  questions: ReturnType<typeof questionValues>[],
): { set: typeof questionSets.$inferInsert; rows: (typeof interviewQuestions.$inferInsert)[] } {
  const createdAt = position.createdAt as Date;
  const finalized = position.status !== 'questions_ready';
  const set = {
    id: randomUUID(),
    jobPositionId: position.id!,
    version: 1,
    status: finalized ? ('finalized' as const) : ('draft' as const),
    progressDone: goalIds.length,
    progressTotal: goalIds.length,
    finalizedAt: finalized ? createdAt : null,
    createdAt,
  };
  const rows = questions.map((q, i) => ({
    ...q,
    // The engine linked its goals by number (1-5): these are the position's own goals, in order.
    goalConnections: q.goalConnections.map((c) => ({ ...c, goal_id: goalIds[Number(c.goal_id) - 1]! })),
    questionSetId: set.id,
    jobPositionId: position.id!,
    lineageId: randomUUID(),
    questionOrder: i + 1,
    createdAt,
    updatedAt: createdAt,
  }));
  return { set, rows };
}

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Seeds the world into the server's database (DATABASE_URL or DATA_DIR), migrating it first. */
export async function seedWorld(env: { DATABASE_URL?: string; DATA_DIR?: string }): Promise<World> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await database.migrate();
    const { db } = database;
    await seedBilling(db);
    const [plan] = await db
      .select({ packageId: billingPackages.id, priceId: billingPrices.id, amountCents: billingPrices.amountCents })
      .from(billingPrices)
      .innerJoin(billingPackages, eq(billingPackages.id, billingPrices.packageId))
      .where(and(eq(billingPackages.tier, 'business'), eq(billingPrices.interval, 'month')))
      .limit(1);
    if (!plan) throw new Error('world: the business plan is not seeded');

    const now = Date.now();
    const tag = randomBytes(3).toString('hex');
    const companyRows = Array.from({ length: COMPANIES }, (_, c) => ({ id: randomUUID(), name: `Bench Company ${c + 1}` }));
    await insertBatched(companyRows, (b) => db.insert(companies).values(b));
    const bigCompanyId = companyRows[0]!.id;

    const members: Member[] = [];
    const userRows: (typeof users.$inferInsert)[] = [];
    const sessionRows: (typeof authSessions.$inferInsert)[] = [];
    const positionRows: NewPosition[] = [];
    const goalRows: (typeof jobGoals.$inferInsert)[] = [];
    const questions = await questionsByRole();
    const setRows: (typeof questionSets.$inferInsert)[] = [];
    const questionRows: (typeof interviewQuestions.$inferInsert)[] = [];
    const jobsByCompany = new Map<string, string[]>();
    for (const [c, company] of companyRows.entries()) {
      const jobs: string[] = [];
      jobsByCompany.set(company.id, jobs);
      for (let m = 0; m < MEMBERS_PER_COMPANY; m++) {
        const userId = randomUUID();
        const sessionId = randomUUID();
        userRows.push({
          id: userId,
          companyId: company.id,
          email: `bench-${tag}-${c}-${m}@example.com`,
          // Not an argon2 hash: sign-in is not measured (see above).
          passwordHash: 'bench-no-sign-in',
          firstName: 'Bench',
          lastName: `Member ${c}-${m}`,
          role: m === 0 ? 'owner' : 'admin',
          emailVerifiedAt: new Date(now),
        });
        sessionRows.push({ id: sessionId, userId, expiresAt: new Date(now + 24 * 3600_000) });
        const own = position(company.id, userId, c + m, new Date(now - (m + 1) * 1000), 'draft');
        positionRows.push(own);
        const ownGoals = goals(own.id!, own.createdAt as Date);
        goalRows.push(...ownGoals);
        jobs.push(own.id!);
        members.push({ userId, sessionId, companyId: company.id, ownJobId: own.id!, ownGoalIds: ownGoals.map((g) => g.id!) });
      }
      const shared = c === 0 ? BIG_COMPANY_POSITIONS : SHARED_POSITIONS;
      const start = now - (shared + 100) * 60_000;
      for (let i = 0; i < shared; i++) {
        const n = i + c;
        const row = position(company.id, members.at(-1)!.userId, n, new Date(start + i * 60_000));
        positionRows.push(row);
        if (c > 0 || i % 50 === 0) {
          jobs.push(row.id!);
          const rowGoals = goals(row.id!, row.createdAt as Date);
          goalRows.push(...rowGoals);
          if (hasQuestions(row.status!)) {
            const { set, rows } = questionSet(
              row,
              rowGoals.map((g) => g.id!),
              questions.get(roleOf(n)[0])!,
            );
            setRows.push(set);
            questionRows.push(...rows);
          }
        }
      }
    }
    await insertBatched(userRows, (b) => db.insert(users).values(b));
    await insertBatched(sessionRows, (b) => db.insert(authSessions).values(b));
    await insertBatched(
      companyRows.map((company) => ({
        companyId: company.id,
        packageId: plan.packageId,
        priceId: plan.priceId,
        status: 'active',
        processor: 'sandbox' as const,
        amountCents: plan.amountCents,
        currentPeriodStart: new Date(now - 24 * 3600_000),
        currentPeriodEnd: new Date(now + 29 * 24 * 3600_000),
      })),
      (b) => db.insert(subscriptions).values(b),
    );
    await insertBatched(positionRows, (b) => db.insert(jobPositions).values(b));
    await insertBatched(
      positionRows.map((p) => ({
        jobPositionId: p.id!,
        fromStatus: null,
        toStatus: p.status!,
        changedBy: p.createdBy,
        createdAt: p.createdAt,
      })),
      (b) => db.insert(jobPositionStatusHistory).values(b),
    );
    await insertBatched(goalRows, (b) => db.insert(jobGoals).values(b));
    await insertBatched(setRows, (b) => db.insert(questionSets).values(b));
    await insertBatched(questionRows, (b) => db.insert(interviewQuestions).values(b));
    // Autovacuum would do this shortly after a bulk import; the bench does not wait for it.
    for (const table of [
      'companies',
      'users',
      'auth_sessions',
      'subscriptions',
      'job_positions',
      'job_position_search',
      'job_position_status_history',
      'job_goals',
      'question_sets',
      'interview_questions',
    ]) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    return { members, bigCompanyMembers: members.filter((m) => m.companyId === bigCompanyId), jobsByCompany, bigCompanyId };
  } finally {
    await database.close();
  }
}

/** Signs a member's access token the way the server does (the server runs with the same JWT_SECRET). */
export function tokenSigner(secret: string): (member: Member) => string {
  const tokens = new AccessTokens(secret);
  const cache = new Map<string, string>();
  return (member) => {
    let token = cache.get(member.sessionId);
    if (!token) {
      token = tokens.sign({ sub: member.userId, sid: member.sessionId });
      cache.set(member.sessionId, token);
    }
    return token;
  };
}
