import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../jobs/queue.ts';
import { users } from '../users/index.ts';
import { type OnboardingPlanRow, onboardingPlans } from './onboarding-plans.table.ts';
import { containsPattern } from '../../lib/like.ts';
import { isUuid } from '../../lib/uuid.ts';

export interface PlanMember {
  firstName: string;
  lastName: string;
  email: string;
}

export interface PlanWithMember {
  plan: OnboardingPlanRow;
  member: PlanMember;
}

const memberColumns = { firstName: users.firstName, lastName: users.lastName, email: users.email };

export interface PlanFilter {
  /** null: every company (a platform administrator). */
  companyId: string | null;
  search?: string;
  page: number;
  pageSize: number;
}

export async function listPlans(db: Db, filter: PlanFilter): Promise<{ rows: PlanWithMember[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.companyId) conditions.push(eq(onboardingPlans.companyId, filter.companyId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(onboardingPlans.planName, pattern),
        ilike(onboardingPlans.planType, pattern),
        ilike(onboardingPlans.status, pattern),
        ilike(users.email, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow] = await db
    .select({ n: count() })
    .from(onboardingPlans)
    .innerJoin(users, eq(users.id, onboardingPlans.userId))
    .where(where);
  const rows = await db
    .select({ plan: onboardingPlans, member: memberColumns })
    .from(onboardingPlans)
    .innerJoin(users, eq(users.id, onboardingPlans.userId))
    .where(where)
    .orderBy(desc(onboardingPlans.createdAt), desc(onboardingPlans.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findPlan(db: DbExecutor, id: string, { lock = false } = {}): Promise<PlanWithMember | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db
    .select({ plan: onboardingPlans, member: memberColumns })
    .from(onboardingPlans)
    .innerJoin(users, eq(users.id, onboardingPlans.userId))
    .where(eq(onboardingPlans.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: onboardingPlans }) : await query;
  return row;
}

/** The member's plans in scope, newest first (one per company; several only for a platform administrator). */
export async function findPlansOfUser(db: Db, userId: string, companyId: string | null): Promise<PlanWithMember[]> {
  if (!isUuid(userId)) return [];
  const conditions = [eq(onboardingPlans.userId, userId)];
  if (companyId) conditions.push(eq(onboardingPlans.companyId, companyId));
  return db
    .select({ plan: onboardingPlans, member: memberColumns })
    .from(onboardingPlans)
    .innerJoin(users, eq(users.id, onboardingPlans.userId))
    .where(and(...conditions))
    .orderBy(desc(onboardingPlans.createdAt), desc(onboardingPlans.id));
}

export interface MemberRow extends PlanMember {
  id: string;
  companyId: string | null;
}

export async function findMember(db: DbExecutor, userId: string): Promise<MemberRow | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, ...memberColumns })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function insertPlan(db: DbExecutor, values: typeof onboardingPlans.$inferInsert): Promise<OnboardingPlanRow> {
  const [row] = await db.insert(onboardingPlans).values(values).returning();
  return row!;
}

export async function updatePlan(
  db: DbExecutor,
  id: string,
  values: Partial<Pick<OnboardingPlanRow, 'planName' | 'planType' | 'tasks' | 'progressPercentage' | 'status'>>,
): Promise<OnboardingPlanRow | undefined> {
  const [row] = await db
    .update(onboardingPlans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(onboardingPlans.id, id))
    .returning();
  return row;
}

export async function deletePlan(db: DbExecutor, id: string): Promise<boolean> {
  const rows = await db.delete(onboardingPlans).where(eq(onboardingPlans.id, id)).returning({ id: onboardingPlans.id });
  return rows.length > 0;
}
