import type { Db } from '../../db/client.ts';
import { interviews, positions, postings, teams } from './samples.data.ts';
import { sampleInterviews, sampleJobPositions, sampleJobPostings, sampleTeams } from './samples.table.ts';

/**
 * The platform's sample library (spec 02 §2.5): rows with no company, read-only for companies.
 * Seeded at every start, like the billing catalogue: each row has a stable key and is only
 * inserted when its key is missing, so a platform administrator's edits survive restarts; a
 * library row they delete comes back at the next start (decision 401).
 */

export async function seedSamples(db: Db): Promise<void> {
  await db
    .insert(sampleTeams)
    .values(
      teams.map(([seedKey, name, industry, size, description, employeeCount, departments, location]) => ({
        seedKey,
        name,
        industry,
        size,
        description,
        employeeCount,
        departments: [...departments],
        location,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(sampleJobPostings)
    .values(
      postings.map(([seedKey, title, companyName, location, jobType, description, skills, salaryRange, postDate, industry, roleType]) => ({
        seedKey,
        title,
        companyName,
        location,
        jobType,
        description,
        skills: [...skills],
        salaryRange,
        postDate,
        industry,
        roleType,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(sampleJobPositions)
    .values(
      positions.map(
        ([
          seedKey,
          title,
          department,
          level,
          description,
          requirements,
          responsibilities,
          industry,
          roleType,
          experienceRequired,
          skills,
        ]) => ({
          seedKey,
          title,
          department,
          level,
          description,
          requirements,
          responsibilities,
          industry,
          roleType,
          experienceRequired,
          requiredSkills: [...skills],
        }),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(sampleInterviews)
    .values(
      interviews.map((i) => ({
        seedKey: i.key,
        title: i.title,
        roleType: i.role,
        difficulty: i.difficulty,
        description: i.description,
        topics: i.topics,
        estimatedDuration: i.duration,
        format: i.format,
        questions: i.questions,
      })),
    )
    .onConflictDoNothing();
}
