import { z } from 'zod';
import { MAX_PAGE_SIZE, pageEnvelope } from './api.ts';
import type { Role } from './roles.ts';

/**
 * The samples admin area (spec 02 §2.5, §3, §7 "Samples (admin)", §9): sample teams, job
 * postings, job positions and interviews. Each row is either the platform's library (no company;
 * read-only for companies) or a company's own. Owners and admins see their company's rows and
 * the library; a super_admin sees every row and edits the library.
 */

/** Who may call /admin/samples (403 for everyone else). */
export const SAMPLE_ROLES: readonly Role[] = ['owner', 'admin', 'super_admin'];

export const SAMPLE_PAGE_SIZE = 10;

/** Filter options of spec 02 §9. */
export const SAMPLE_INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Manufacturing',
  'Retail',
  'Hospitality',
  'Construction',
] as const;
export type SampleIndustry = (typeof SAMPLE_INDUSTRIES)[number];

export const SAMPLE_TEAM_SIZES = ['Small', 'Medium', 'Large', 'Enterprise'] as const;
export type SampleTeamSize = (typeof SAMPLE_TEAM_SIZES)[number];
export const SAMPLE_TEAM_SIZE_LABELS: Readonly<Record<SampleTeamSize, string>> = {
  Small: 'Small (1-50)',
  Medium: 'Medium (51-200)',
  Large: 'Large (201-1000)',
  Enterprise: 'Enterprise (1000+)',
};

/** Roles of sample job postings and job positions. */
export const SAMPLE_JOB_ROLES = [
  'Engineering',
  'Design',
  'Product',
  'Marketing',
  'Sales',
  'Customer Support',
  'HR',
  'Finance',
  'Executive',
] as const;
export type SampleJobRole = (typeof SAMPLE_JOB_ROLES)[number];

/** Roles of sample interviews (the job-position-type filter). */
export const SAMPLE_INTERVIEW_ROLES = [
  'Software Engineer',
  'Product Manager',
  'Data Scientist',
  'UX Designer',
  'DevOps Engineer',
  'Marketing Manager',
  'Sales Representative',
  'Customer Success',
] as const;
export type SampleInterviewRole = (typeof SAMPLE_INTERVIEW_ROLES)[number];

/** Difficulties of sample interviews (the candidate-quality filter). */
export const SAMPLE_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export type SampleDifficulty = (typeof SAMPLE_DIFFICULTIES)[number];

export const SAMPLE_JOB_TYPES = ['Full-Time', 'Part-Time', 'Contract', 'Internship'] as const;
export const SAMPLE_LEVELS = ['Entry-Level', 'Mid-Level', 'Senior', 'Lead', 'Executive'] as const;
export const SAMPLE_FORMATS = ['Standard', 'Behavioral', 'Technical', 'Case Study'] as const;

/** Defaults of spec 02 §3. */
export const SAMPLE_DEFAULTS = {
  jobType: 'Full-Time',
  salaryRange: 'Competitive',
  level: 'Entry-Level',
  format: 'Standard',
  department: 'General',
} as const;

/** Skeleton placeholders while a list loads (spec 02 §9). */
export const SAMPLE_SKELETON_COUNTS = { teams: 6, jobPostings: 5, jobPositions: 6, interviews: 5 } as const;

export const SAMPLE_KINDS = ['teams', 'job-postings', 'job-positions', 'interviews'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

export const SAMPLE_MESSAGES = {
  notFound: 'Sample not found.',
  libraryReadOnly: 'Library samples are read-only. Create your own sample to change it.',
  idRequired: 'Choose the sample to update (id).',
  nothingToUpdate: 'Send at least one field to update.',
  errorTitle: 'Error',
  fetchFailed: 'Failed to fetch samples',
  saveFailed: 'Failed to save sample',
  deleteFailed: 'Failed to delete sample',
  emptyTeams: 'No sample teams found',
  emptyJobPostings: 'No sample job postings found',
  emptyJobPositions: 'No sample job positions found',
  emptyInterviews: 'No sample interviews found',
  nameRequired: 'Name is required',
  titleRequired: 'Title is required',
  companyNameRequired: 'Company name is required',
  industryRequired: 'Choose an industry',
  sizeRequired: 'Choose a team size',
  roleRequired: 'Choose a role',
  difficultyRequired: 'Choose a difficulty',
  questionRequired: 'Add at least one question',
  questionTextRequired: 'Question text is required',
  badDate: 'Enter the date as YYYY-MM-DD',
} as const;

/** A choice of a fixed list, matched without regard to case and spaces around it; answers the canonical spelling. */
function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .string({ error: message })
    .trim()
    .transform((v) => values.find((x) => x.toLowerCase() === v.toLowerCase()) ?? v)
    .pipe(z.enum(values, { error: message }));
}

export const industryField = choice(SAMPLE_INDUSTRIES, SAMPLE_MESSAGES.industryRequired);
export const teamSizeField = choice(SAMPLE_TEAM_SIZES, SAMPLE_MESSAGES.sizeRequired);
export const jobRoleField = choice(SAMPLE_JOB_ROLES, SAMPLE_MESSAGES.roleRequired);
export const interviewRoleField = choice(SAMPLE_INTERVIEW_ROLES, SAMPLE_MESSAGES.roleRequired);
export const difficultyField = choice(SAMPLE_DIFFICULTIES, SAMPLE_MESSAGES.difficultyRequired);

const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null)
    .nullable()
    .optional();
const list = (maxItems: number, maxLength = 100) => z.array(z.string().trim().min(1).max(maxLength)).max(maxItems);

/** List paging and search: `query` (spec 02 §7), `search` accepted as the same. */
const listQueryBase = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(SAMPLE_PAGE_SIZE),
  query: z.string().trim().max(200).optional(),
  search: z.string().trim().max(200).optional(),
});

export const teamListQuerySchema = listQueryBase.extend({ industry: industryField.optional(), size: teamSizeField.optional() });
export const postingListQuerySchema = listQueryBase.extend({ industry: industryField.optional(), role: jobRoleField.optional() });
export const positionListQuerySchema = listQueryBase.extend({ industry: industryField.optional(), role: jobRoleField.optional() });
export const interviewListQuerySchema = listQueryBase.extend({
  role: interviewRoleField.optional(),
  difficulty: difficultyField.optional(),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;
export type PostingListQuery = z.infer<typeof postingListQuerySchema>;
export type PositionListQuery = z.infer<typeof positionListQuerySchema>;
export type InterviewListQuery = z.infer<typeof interviewListQuerySchema>;

/** Path filters: GET .../industry/{industry}, .../role/{role}, .../job-position-type/{type}, .../candidate-quality/{quality}. */
export const industryParamsSchema = z.object({ industry: industryField });
export const jobRoleParamsSchema = z.object({ role: jobRoleField });
export const interviewTypeParamsSchema = z.object({ type: interviewRoleField });
export const qualityParamsSchema = z.object({ quality: difficultyField });

/** What every sample row says about where it comes from. */
const ownership = {
  id: z.string(),
  /** null: the platform's library (read-only for companies). */
  company_id: z.string().nullable(),
  library: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

// ---- Teams -------------------------------------------------------------------------------

export const sampleTeamSchema = z.object({
  ...ownership,
  name: z.string(),
  industry: z.string(),
  size: z.string(),
  description: z.string().nullable(),
  employee_count: z.number().int().nullable(),
  departments: z.array(z.string()),
  location: z.string().nullable(),
});
export type SampleTeam = z.infer<typeof sampleTeamSchema>;

const teamFields = {
  name: requiredText(200, SAMPLE_MESSAGES.nameRequired),
  industry: industryField,
  size: teamSizeField,
  description: optionalText(5000),
  employee_count: z.coerce.number().int().min(1).max(10_000_000).nullable().optional(),
  departments: list(30),
  location: optionalText(200),
};
export const createSampleTeamSchema = z.object({ ...teamFields, departments: teamFields.departments.default([]) });
export const updateSampleTeamSchema = z
  .object({ id: z.string().trim().min(1, SAMPLE_MESSAGES.idRequired).max(100) })
  .extend(z.object(teamFields).partial().shape);
export type CreateSampleTeam = z.input<typeof createSampleTeamSchema>;
export type UpdateSampleTeam = z.output<typeof updateSampleTeamSchema>;

// ---- Job postings ------------------------------------------------------------------------

export const sampleJobPostingSchema = z.object({
  ...ownership,
  title: z.string(),
  company_name: z.string(),
  location: z.string().nullable(),
  job_type: z.string(),
  description: z.string().nullable(),
  skills: z.array(z.string()),
  salary_range: z.string(),
  post_date: z.string(),
  industry: z.string(),
  role_type: z.string(),
});
export type SampleJobPosting = z.infer<typeof sampleJobPostingSchema>;

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, SAMPLE_MESSAGES.badDate)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    SAMPLE_MESSAGES.badDate,
  );

const postingFields = {
  title: requiredText(200, SAMPLE_MESSAGES.titleRequired),
  company_name: requiredText(200, SAMPLE_MESSAGES.companyNameRequired),
  location: optionalText(200),
  job_type: z.enum(SAMPLE_JOB_TYPES),
  description: optionalText(10_000),
  skills: list(30),
  salary_range: z.string().trim().max(100),
  post_date: isoDate,
  industry: industryField,
  role_type: jobRoleField,
};
export const createSampleJobPostingSchema = z.object({
  ...postingFields,
  job_type: postingFields.job_type.default(SAMPLE_DEFAULTS.jobType),
  skills: postingFields.skills.default([]),
  salary_range: postingFields.salary_range.transform((v) => v || SAMPLE_DEFAULTS.salaryRange).default(SAMPLE_DEFAULTS.salaryRange),
  post_date: postingFields.post_date.optional(),
});
export const updateSampleJobPostingSchema = z
  .object({ id: z.string().trim().min(1, SAMPLE_MESSAGES.idRequired).max(100) })
  .extend(
    z.object({ ...postingFields, salary_range: postingFields.salary_range.transform((v) => v || SAMPLE_DEFAULTS.salaryRange) }).partial()
      .shape,
  );
export type CreateSampleJobPosting = z.input<typeof createSampleJobPostingSchema>;
export type UpdateSampleJobPosting = z.output<typeof updateSampleJobPostingSchema>;

// ---- Job positions -----------------------------------------------------------------------

export const sampleJobPositionSchema = z.object({
  ...ownership,
  title: z.string(),
  department: z.string(),
  level: z.string(),
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  responsibilities: z.string().nullable(),
  industry: z.string(),
  role_type: z.string(),
  /** Years. */
  experience_required: z.number().int().nullable(),
  required_skills: z.array(z.string()),
});
export type SampleJobPosition = z.infer<typeof sampleJobPositionSchema>;

const positionFields = {
  title: requiredText(200, SAMPLE_MESSAGES.titleRequired),
  department: z.string().trim().max(100),
  level: z.enum(SAMPLE_LEVELS),
  description: optionalText(10_000),
  requirements: optionalText(10_000),
  responsibilities: optionalText(10_000),
  industry: industryField,
  role_type: jobRoleField,
  experience_required: z.coerce.number().int().min(0).max(50).nullable().optional(),
  required_skills: list(30),
};
export const createSampleJobPositionSchema = z.object({
  ...positionFields,
  department: positionFields.department.transform((v) => v || SAMPLE_DEFAULTS.department).default(SAMPLE_DEFAULTS.department),
  level: positionFields.level.default(SAMPLE_DEFAULTS.level),
  required_skills: positionFields.required_skills.default([]),
});
export const updateSampleJobPositionSchema = z
  .object({ id: z.string().trim().min(1, SAMPLE_MESSAGES.idRequired).max(100) })
  .extend(
    z.object({ ...positionFields, department: positionFields.department.transform((v) => v || SAMPLE_DEFAULTS.department) }).partial()
      .shape,
  );
export type CreateSampleJobPosition = z.input<typeof createSampleJobPositionSchema>;
export type UpdateSampleJobPosition = z.output<typeof updateSampleJobPositionSchema>;

// ---- Interviews --------------------------------------------------------------------------

export const sampleQuestionSchema = z.object({
  text: z.string(),
  /** What the question assesses. */
  assesses: z.string().nullable(),
});
export type SampleQuestion = z.infer<typeof sampleQuestionSchema>;

export const sampleInterviewSchema = z.object({
  ...ownership,
  title: z.string(),
  role_type: z.string(),
  question_count: z.number().int(),
  difficulty: z.string(),
  description: z.string().nullable(),
  topics: z.array(z.string()),
  /** Minutes. */
  estimated_duration: z.number().int().nullable(),
  format: z.string(),
  questions: z.array(sampleQuestionSchema),
});
export type SampleInterview = z.infer<typeof sampleInterviewSchema>;

export const MAX_SAMPLE_QUESTIONS = 30;

const questionInput = z.object({
  text: requiredText(2000, SAMPLE_MESSAGES.questionTextRequired),
  // Stored as null when left out, as the API shows it.
  assesses: optionalText(300).transform((v) => v ?? null),
});
const interviewFields = {
  title: requiredText(200, SAMPLE_MESSAGES.titleRequired),
  role_type: interviewRoleField,
  difficulty: difficultyField,
  description: optionalText(5000),
  topics: list(20),
  estimated_duration: z.coerce.number().int().min(1).max(480).nullable().optional(),
  format: z.enum(SAMPLE_FORMATS),
  questions: z.array(questionInput).min(1, SAMPLE_MESSAGES.questionRequired).max(MAX_SAMPLE_QUESTIONS),
};
export const createSampleInterviewSchema = z.object({
  ...interviewFields,
  topics: interviewFields.topics.default([]),
  format: interviewFields.format.default(SAMPLE_DEFAULTS.format),
});
export const updateSampleInterviewSchema = z
  .object({ id: z.string().trim().min(1, SAMPLE_MESSAGES.idRequired).max(100) })
  .extend(z.object(interviewFields).partial().shape);
export type CreateSampleInterview = z.input<typeof createSampleInterviewSchema>;
export type UpdateSampleInterview = z.output<typeof updateSampleInterviewSchema>;

// ---- Pages -------------------------------------------------------------------------------

export const sampleTeamPageSchema = pageEnvelope(sampleTeamSchema);
export const sampleJobPostingPageSchema = pageEnvelope(sampleJobPostingSchema);
export const sampleJobPositionPageSchema = pageEnvelope(sampleJobPositionSchema);
export const sampleInterviewPageSchema = pageEnvelope(sampleInterviewSchema);
export type SampleTeamPage = z.infer<typeof sampleTeamPageSchema>;
export type SampleJobPostingPage = z.infer<typeof sampleJobPostingPageSchema>;
export type SampleJobPositionPage = z.infer<typeof sampleJobPositionPageSchema>;
export type SampleInterviewPage = z.infer<typeof sampleInterviewPageSchema>;

/** A sample job position's level as the job form's experience level (spec 02 §9 fallback values). */
export const SAMPLE_LEVEL_TO_EXPERIENCE: Readonly<Record<string, string>> = {
  'Entry-Level': 'entry',
  'Mid-Level': 'mid',
  Senior: 'senior',
  Lead: 'lead',
  Executive: 'executive',
};
