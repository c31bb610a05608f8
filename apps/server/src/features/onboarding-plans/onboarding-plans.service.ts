import { randomUUID } from 'node:crypto';
import {
  ONBOARDING_MESSAGES,
  type OnboardingPlan,
  type OnboardingPlanListQuery,
  type OnboardingPlanPage,
  type OnboardingTask,
  type OnboardingTaskInput,
  progressFromTasks,
  statusForProgress,
} from '@hiring/shared/onboarding-plans';
import type { z } from 'zod';
import type {
  createOnboardingPlanSchema,
  updateOnboardingPlanSchema,
  updateOnboardingProgressSchema,
} from '@hiring/shared/onboarding-plans';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as repo from './onboarding-plans.repository.ts';

type CreateInput = z.output<typeof createOnboardingPlanSchema>;
type UpdateInput = z.output<typeof updateOnboardingPlanSchema>;
type ProgressInput = z.output<typeof updateOnboardingProgressSchema>;

const notFound = (message: string = ONBOARDING_MESSAGES.notFound) => new AppError(404, message);
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export function toPlan({ plan, member }: repo.PlanWithMember): OnboardingPlan {
  return {
    id: plan.id,
    user_id: plan.userId,
    user_name: `${member.firstName} ${member.lastName}`.trim() || member.email,
    user_email: member.email,
    company_id: plan.companyId,
    plan_name: plan.planName,
    plan_type: plan.planType,
    progress_percentage: plan.progressPercentage,
    status: plan.status,
    tasks: plan.tasks,
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
  };
}

/**
 * The new task list of a plan: a task sent with the id of an existing one keeps that id (and its
 * tick unless `done` is sent); any other task is new and starts undone.
 */
export function mergeTasks(current: readonly OnboardingTask[], input: readonly OnboardingTaskInput[]): OnboardingTask[] {
  const existing = new Map(current.map((t) => [t.id, t]));
  const used = new Set<string>();
  return input.map((t) => {
    const known = t.id !== undefined && !used.has(t.id) ? existing.get(t.id) : undefined;
    const id = known ? known.id : randomUUID();
    used.add(id);
    return { id, title: t.title, done: t.done ?? known?.done ?? false };
  });
}

/** Progress and status after the tasks changed: a plan with tasks follows them; without, it keeps its own. */
function derived(tasks: readonly OnboardingTask[], manual: number) {
  const progress = progressFromTasks(tasks) ?? manual;
  return { progressPercentage: progress, status: statusForProgress(progress) };
}

/**
 * User onboarding plans (spec 02 §7): a company's owners and admins manage the plans of their
 * members; a platform administrator every company's. The routes let only those roles in (403);
 * here another company's plan or member answers 404 like a missing one. Changes to one plan run
 * with its row locked, so two people ticking tasks at once both count.
 */
export class OnboardingPlansService {
  constructor(private readonly deps: { db: Db }) {}

  private get db() {
    return this.deps.db;
  }

  /** The company the caller manages; null for a platform administrator (every company). */
  private scope(auth: AuthContext): string | null {
    if (auth.role === 'super_admin') return null;
    if (!auth.companyId) throw notFound();
    return auth.companyId;
  }

  private inScope(auth: AuthContext, companyId: string | null): boolean {
    const scope = this.scope(auth);
    return companyId !== null && (scope === null || companyId === scope);
  }

  async list(auth: AuthContext, query: OnboardingPlanListQuery): Promise<OnboardingPlanPage> {
    const search = query.search || undefined;
    const { rows, total } = await repo.listPlans(this.db, {
      companyId: this.scope(auth),
      search,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      items: rows.map(toPlan),
      page: query.page,
      page_size: query.page_size,
      total_count: total,
      total_pages: Math.ceil(total / query.page_size),
      search: search ?? null,
    };
  }

  async get(auth: AuthContext, id: string): Promise<OnboardingPlan> {
    const found = await repo.findPlan(this.db, id);
    if (!found || !this.inScope(auth, found.plan.companyId)) throw notFound();
    return toPlan(found);
  }

  /** The member's plan (their newest in scope). */
  async getByUser(auth: AuthContext, userId: string): Promise<OnboardingPlan> {
    const [found] = await repo.findPlansOfUser(this.db, userId, this.scope(auth));
    if (!found) throw notFound();
    return toPlan(found);
  }

  async create(auth: AuthContext, body: CreateInput): Promise<OnboardingPlan> {
    const member = await repo.findMember(this.db, body.user_id);
    if (!member || !this.inScope(auth, member.companyId)) throw notFound(ONBOARDING_MESSAGES.memberNotFound);
    const tasks = mergeTasks([], body.tasks);
    try {
      const plan = await repo.insertPlan(this.db, {
        companyId: member.companyId!,
        userId: member.id,
        planName: body.plan_name,
        planType: body.plan_type,
        tasks,
        ...derived(tasks, 0),
        createdBy: auth.userId,
      });
      return toPlan({ plan, member });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ONBOARDING_MESSAGES.alreadyHasPlan);
      throw error;
    }
  }

  private async change(
    auth: AuthContext,
    id: string,
    edit: (found: repo.PlanWithMember) => Parameters<typeof repo.updatePlan>[2],
  ): Promise<OnboardingPlan> {
    return this.db.transaction(async (tx) => {
      const found = await repo.findPlan(tx, id, { lock: true });
      if (!found || !this.inScope(auth, found.plan.companyId)) throw notFound();
      const plan = await repo.updatePlan(tx, id, edit(found));
      return toPlan({ plan: plan!, member: found.member });
    });
  }

  async update(auth: AuthContext, body: UpdateInput): Promise<OnboardingPlan> {
    return this.change(auth, body.id, ({ plan }) => {
      const values: Parameters<typeof repo.updatePlan>[2] = {};
      if (body.plan_name !== undefined) values.planName = body.plan_name;
      if (body.plan_type !== undefined) values.planType = body.plan_type;
      if (body.tasks !== undefined) {
        values.tasks = mergeTasks(plan.tasks, body.tasks);
        Object.assign(values, derived(values.tasks, plan.progressPercentage));
      }
      return values;
    });
  }

  async updateProgress(auth: AuthContext, body: ProgressInput): Promise<OnboardingPlan> {
    return this.change(auth, body.id, ({ plan }) => {
      if (body.progress_percentage !== undefined) {
        if (plan.tasks.length > 0) throw badRequest(ONBOARDING_MESSAGES.progressFollowsTasks);
        return { progressPercentage: body.progress_percentage, status: statusForProgress(body.progress_percentage) };
      }
      if (!plan.tasks.some((t) => t.id === body.task_id)) throw notFound(ONBOARDING_MESSAGES.taskNotFound);
      const tasks = plan.tasks.map((t) => (t.id === body.task_id ? { ...t, done: body.done === true } : t));
      return { tasks, ...derived(tasks, plan.progressPercentage) };
    });
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    const found = await repo.findPlan(this.db, id);
    if (!found || !this.inScope(auth, found.plan.companyId)) throw notFound();
    await repo.deletePlan(this.db, id);
  }
}
