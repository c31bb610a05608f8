import type { CreateJobPosition, JobStatus, UpdateJobPosition } from '@hiring/shared/job-positions';
import type { NewJobPosition } from './position-rows.repository.ts';

/** A position's columns from the API's fields: a new position's, and an edit's. */

/** The row of a new position of `companyId`, created by `createdBy` in `status`. */
export function newPositionValues(companyId: string, createdBy: string, input: CreateJobPosition, status: JobStatus): NewJobPosition {
  return {
    companyId,
    createdBy,
    title: input.title,
    department: input.department,
    jobDescription: input.job_description,
    requirements: input.requirements,
    responsibilities: input.responsibilities,
    status,
    requiredSkills: input.required_skills,
    experienceLevel: input.experience_level,
    employmentType: input.employment_type,
    workLocation: input.work_location,
    salaryRange: input.salary_range,
    culturalAttributes: input.cultural_attributes,
    benefits: input.benefits,
    reportingTo: input.reporting_to,
    teamSize: input.team_size,
    remoteWorkAllowed: input.remote_work_allowed,
    travelRequired: input.travel_required,
    securityClearanceRequired: input.security_clearance_required,
    experienceRequired: input.experience_required,
    maxResponses: input.max_responses,
    interviewLanguage: input.interview_language,
    aiAnalysis: input.ai_analysis ?? null,
  };
}

/** The columns an edit changes: the fields given; the status is not one of them (a change of status has its own rules). */
export function changedValues(input: UpdateJobPosition): Partial<NewJobPosition> {
  const values: Partial<NewJobPosition> = {};
  const map: [keyof UpdateJobPosition, keyof NewJobPosition][] = [
    ['title', 'title'],
    ['department', 'department'],
    ['job_description', 'jobDescription'],
    ['requirements', 'requirements'],
    ['required_skills', 'requiredSkills'],
    ['experience_level', 'experienceLevel'],
    ['employment_type', 'employmentType'],
    ['work_location', 'workLocation'],
    ['cultural_attributes', 'culturalAttributes'],
    ['salary_range', 'salaryRange'],
    ['experience_required', 'experienceRequired'],
    ['responsibilities', 'responsibilities'],
    ['benefits', 'benefits'],
    ['reporting_to', 'reportingTo'],
    ['team_size', 'teamSize'],
    ['remote_work_allowed', 'remoteWorkAllowed'],
    ['travel_required', 'travelRequired'],
    ['security_clearance_required', 'securityClearanceRequired'],
    ['max_responses', 'maxResponses'],
    ['interview_language', 'interviewLanguage'],
    ['ai_analysis', 'aiAnalysis'],
  ];
  for (const [from, to] of map) {
    if (input[from] !== undefined) (values as Record<string, unknown>)[to] = input[from];
  }
  return values;
}
