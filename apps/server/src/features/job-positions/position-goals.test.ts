import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dbTargets, openTestDatabase } from '../../test/harness.ts';
import { jobGoals, jobPositions } from './job-positions.table.ts';
import { editGoal } from './position-goals.ts';
import { listGoals } from './position-parts.repository.ts';
import { updateJobPosition } from './position-rows.repository.ts';

describe.each(dbTargets)('prepared edits of a position and its goals on %s (decision 453)', (target) => {
  /** A company with one position in `draft` and two goals. */
  async function world() {
    const database = await openTestDatabase(target);
    const { db } = database;
    const company = (await db.execute<{ id: string }>(sql`insert into companies (name) values ('Acme') returning id`)).rows[0]!.id;
    const [job] = await db
      .insert(jobPositions)
      .values({
        companyId: company,
        title: 'Platform Engineer',
        department: 'Infrastructure',
        jobDescription: 'Build things.',
        requirements: 'Five years of Go.',
        experienceLevel: 'mid',
        employmentType: 'full-time',
        workLocation: 'remote',
      })
      .returning();
    const goals = await db
      .insert(jobGoals)
      .values(
        ['Systems design', 'Incident response'].map((text, i) => ({
          jobPositionId: job!.id,
          text,
          category: 'technical',
          importance: 2,
          priorityOrder: i + 1,
          source: 'custom',
        })),
      )
      .returning();
    return { database, db, job: job!, goals };
  }

  it("changes the goal and moves the goals version in one statement, and neither when the position's status moved meanwhile", async () => {
    const { database, db, job, goals } = await world();
    try {
      const [first, second] = goals;
      const updated = await editGoal(db, job, first!.id, job.goalsVersion + 1, { importance: 3, description: null });
      expect(updated?.job.goalsVersion).toBe(job.goalsVersion + 1);
      expect(updated?.job.updatedAt.getTime()).toBeGreaterThanOrEqual(job.updatedAt.getTime());
      const afterEdit = await listGoals(db, job.id);
      // The statement answers with the goal as it wrote it (decision 458).
      expect(updated?.goal).toEqual(afterEdit[0]);
      expect(afterEdit.map((g) => [g.text, g.importance, g.description])).toEqual([
        ['Systems design', 3, null],
        ['Incident response', 2, second!.description],
      ]);

      // A goal that is gone: the version still moves, and the statement says the goal is gone.
      const gone = await editGoal(db, job, '00000000-0000-4000-8000-000000000000', job.goalsVersion + 1, {
        importance: 3,
        description: null,
      });
      expect(gone).toMatchObject({ job: { goalsVersion: job.goalsVersion + 1 }, goal: null });

      // Another shape (the text alone) is its own statement, and a goal of another position is never touched.
      const other = await editGoal(db, { ...job, id: '00000000-0000-4000-8000-000000000000' }, second!.id, 9, { text: 'Elsewhere' });
      expect(other).toBeUndefined();

      // Someone moved the position to another stage after it was read: nothing changes.
      await db.update(jobPositions).set({ status: 'goals_confirmed' }).where(eq(jobPositions.id, job.id));
      const stale = await editGoal(db, job, second!.id, job.goalsVersion + 2, { text: 'Stale edit' });
      expect(stale).toBeUndefined();
      const [row] = await db.select().from(jobPositions).where(eq(jobPositions.id, job.id));
      expect(row?.goalsVersion).toBe(job.goalsVersion + 1);
      expect((await listGoals(db, job.id)).map((g) => g.text)).toEqual(['Systems design', 'Incident response']);

      // In a transaction the same statement is built unprepared.
      const inTx = await db.transaction((tx) =>
        editGoal(tx, { ...job, status: 'goals_confirmed' }, second!.id, 7, { text: 'Escalations' }),
      );
      expect(inTx?.job.goalsVersion).toBe(7);
      expect(inTx?.goal?.text).toBe('Escalations');
      expect((await listGoals(db, job.id)).map((g) => g.text)).toEqual(['Systems design', 'Escalations']);
    } finally {
      await database.drop();
    }
  });

  it("updates a position's fields prepared per shape, only while its status is the one expected when that is given", async () => {
    const { database, db, job } = await world();
    try {
      const renamed = await updateJobPosition(db, job.companyId, job.id, { title: 'Staff Engineer', requiredSkills: ['Go', 'SQL'] });
      expect(renamed).toMatchObject({ title: 'Staff Engineer', requiredSkills: ['Go', 'SQL'], status: 'draft' });
      expect(await updateJobPosition(db, job.companyId, job.id, { title: 'Never' }, 'active')).toBeUndefined();
      expect(await updateJobPosition(db, job.companyId, job.id, { title: 'Principal Engineer', reportingTo: null }, 'draft')).toMatchObject(
        {
          title: 'Principal Engineer',
          reportingTo: null,
        },
      );
      // Another company's id finds nothing to change.
      expect(await updateJobPosition(db, '00000000-0000-4000-8000-000000000000', job.id, { title: 'Taken' })).toBeUndefined();
      const [row] = await db.select().from(jobPositions).where(eq(jobPositions.id, job.id));
      expect(row?.title).toBe('Principal Engineer');
    } finally {
      await database.drop();
    }
  });
});
