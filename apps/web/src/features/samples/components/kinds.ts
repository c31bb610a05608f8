import {
  createSampleInterviewSchema,
  createSampleJobPositionSchema,
  createSampleJobPostingSchema,
  createSampleTeamSchema,
  SAMPLE_DIFFICULTIES,
  SAMPLE_FORMATS,
  SAMPLE_INDUSTRIES,
  SAMPLE_INTERVIEW_ROLES,
  SAMPLE_JOB_ROLES,
  SAMPLE_JOB_TYPES,
  SAMPLE_LEVELS,
  SAMPLE_MESSAGES,
  SAMPLE_SKELETON_COUNTS,
  SAMPLE_TEAM_SIZE_LABELS,
  SAMPLE_TEAM_SIZES,
  type SampleKind,
} from '@hiring/shared/samples';
import type { z } from 'zod';
import type { IconName } from '@/components/ui/icon';

export interface Option {
  value: string;
  label: string;
}
const plain = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

export const INDUSTRY_OPTIONS = plain(SAMPLE_INDUSTRIES);
export const TEAM_SIZE_OPTIONS: Option[] = SAMPLE_TEAM_SIZES.map((value) => ({ value, label: SAMPLE_TEAM_SIZE_LABELS[value] }));
export const JOB_ROLE_OPTIONS = plain(SAMPLE_JOB_ROLES);
export const INTERVIEW_ROLE_OPTIONS = plain(SAMPLE_INTERVIEW_ROLES);
export const DIFFICULTY_OPTIONS = plain(SAMPLE_DIFFICULTIES);

export const sizeLabel = (size: string) => SAMPLE_TEAM_SIZE_LABELS[size as keyof typeof SAMPLE_TEAM_SIZE_LABELS] ?? size;

export interface FilterDef {
  /** The address and query parameter. */
  param: string;
  label: string;
  /** The first, empty choice. */
  all: string;
  options: Option[];
}

export type FieldType = 'text' | 'textarea' | 'select' | 'number' | 'list' | 'date' | 'questions';

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  options?: Option[];
  hint?: string;
  placeholder?: string;
}

export interface KindDef {
  kind: SampleKind;
  /** "Sample Teams": the list's heading. */
  title: string;
  /** The overview card and tab. */
  tab: string;
  /** "team": used in buttons and dialogs. */
  noun: string;
  icon: IconName;
  blurb: string;
  searchLabel: string;
  filters: FilterDef[];
  skeletons: number;
  /** Teams and positions are cards in a grid; postings and interviews rows. */
  layout: 'grid' | 'rows';
  empty: string;
  /** The field that names a row. */
  label: 'name' | 'title';
  fields: FieldDef[];
  schema: z.ZodType;
}

export const KINDS: Record<SampleKind, KindDef> = {
  teams: {
    kind: 'teams',
    title: 'Sample Teams',
    tab: 'Teams',
    noun: 'team',
    icon: 'users',
    blurb: 'Example team structures by industry and size.',
    searchLabel: 'Search sample teams',
    filters: [
      { param: 'industry', label: 'Industry', all: 'All industries', options: INDUSTRY_OPTIONS },
      { param: 'size', label: 'Team size', all: 'All sizes', options: TEAM_SIZE_OPTIONS },
    ],
    skeletons: SAMPLE_SKELETON_COUNTS.teams,
    layout: 'grid',
    empty: SAMPLE_MESSAGES.emptyTeams,
    label: 'name',
    schema: createSampleTeamSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true },
      { name: 'industry', label: 'Industry', type: 'select', required: true, options: INDUSTRY_OPTIONS },
      { name: 'size', label: 'Team size', type: 'select', required: true, options: TEAM_SIZE_OPTIONS },
      { name: 'employee_count', label: 'Employees', type: 'number' },
      { name: 'location', label: 'Location', type: 'text', placeholder: 'e.g. Berlin, Germany' },
      { name: 'departments', label: 'Departments', type: 'list', hint: 'Separate departments with commas.' },
      { name: 'description', label: 'Description', type: 'textarea' },
    ],
  },
  'job-postings': {
    kind: 'job-postings',
    title: 'Sample Job Postings',
    tab: 'Job Postings',
    noun: 'job posting',
    icon: 'file-text',
    blurb: 'Published-style postings to borrow wording from.',
    searchLabel: 'Search sample job postings',
    filters: [
      { param: 'industry', label: 'Industry', all: 'All industries', options: INDUSTRY_OPTIONS },
      { param: 'role', label: 'Role', all: 'All roles', options: JOB_ROLE_OPTIONS },
    ],
    skeletons: SAMPLE_SKELETON_COUNTS.jobPostings,
    layout: 'rows',
    empty: SAMPLE_MESSAGES.emptyJobPostings,
    label: 'title',
    schema: createSampleJobPostingSchema,
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true },
      { name: 'company_name', label: 'Company name', type: 'text', required: true },
      { name: 'industry', label: 'Industry', type: 'select', required: true, options: INDUSTRY_OPTIONS },
      { name: 'role_type', label: 'Role', type: 'select', required: true, options: JOB_ROLE_OPTIONS },
      { name: 'job_type', label: 'Job type', type: 'select', options: plain(SAMPLE_JOB_TYPES) },
      { name: 'location', label: 'Location', type: 'text' },
      { name: 'salary_range', label: 'Salary range', type: 'text', placeholder: 'Competitive' },
      { name: 'post_date', label: 'Post date', type: 'date', hint: 'Today when left empty.' },
      { name: 'skills', label: 'Skills', type: 'list', hint: 'Separate skills with commas.' },
      { name: 'description', label: 'Description', type: 'textarea' },
    ],
  },
  'job-positions': {
    kind: 'job-positions',
    title: 'Sample Job Positions',
    tab: 'Job Positions',
    noun: 'job position',
    icon: 'briefcase',
    blurb: 'Ready-made positions to start a job listing from.',
    searchLabel: 'Search sample job positions',
    filters: [
      { param: 'industry', label: 'Industry', all: 'All industries', options: INDUSTRY_OPTIONS },
      { param: 'role', label: 'Role', all: 'All roles', options: JOB_ROLE_OPTIONS },
    ],
    skeletons: SAMPLE_SKELETON_COUNTS.jobPositions,
    layout: 'grid',
    empty: SAMPLE_MESSAGES.emptyJobPositions,
    label: 'title',
    schema: createSampleJobPositionSchema,
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true },
      { name: 'department', label: 'Department', type: 'text', placeholder: 'General' },
      { name: 'industry', label: 'Industry', type: 'select', required: true, options: INDUSTRY_OPTIONS },
      { name: 'role_type', label: 'Role', type: 'select', required: true, options: JOB_ROLE_OPTIONS },
      { name: 'level', label: 'Level', type: 'select', options: plain(SAMPLE_LEVELS) },
      { name: 'experience_required', label: 'Experience required (years)', type: 'number' },
      { name: 'required_skills', label: 'Required skills', type: 'list', hint: 'Separate skills with commas.' },
      { name: 'description', label: 'Description', type: 'textarea' },
      { name: 'requirements', label: 'Requirements', type: 'textarea' },
      { name: 'responsibilities', label: 'Responsibilities', type: 'textarea' },
    ],
  },
  interviews: {
    kind: 'interviews',
    title: 'Sample Interviews',
    tab: 'Interview Samples',
    noun: 'interview',
    icon: 'message-square',
    blurb: 'Question sets by role and difficulty, with a candidate preview.',
    searchLabel: 'Search sample interviews',
    filters: [
      { param: 'role', label: 'Role', all: 'All roles', options: INTERVIEW_ROLE_OPTIONS },
      { param: 'difficulty', label: 'Difficulty', all: 'All difficulties', options: DIFFICULTY_OPTIONS },
    ],
    skeletons: SAMPLE_SKELETON_COUNTS.interviews,
    layout: 'rows',
    empty: SAMPLE_MESSAGES.emptyInterviews,
    label: 'title',
    schema: createSampleInterviewSchema,
    fields: [
      { name: 'title', label: 'Title', type: 'text', required: true },
      { name: 'role_type', label: 'Role', type: 'select', required: true, options: INTERVIEW_ROLE_OPTIONS },
      { name: 'difficulty', label: 'Difficulty', type: 'select', required: true, options: DIFFICULTY_OPTIONS },
      { name: 'format', label: 'Format', type: 'select', options: plain(SAMPLE_FORMATS) },
      { name: 'estimated_duration', label: 'Estimated duration (minutes)', type: 'number' },
      { name: 'topics', label: 'Topics', type: 'list', hint: 'Separate topics with commas.' },
      { name: 'description', label: 'Description', type: 'textarea' },
      { name: 'questions', label: 'Questions', type: 'questions', required: true },
    ],
  },
};

export const KIND_ORDER: SampleKind[] = ['teams', 'job-postings', 'job-positions', 'interviews'];

/** Where a list lives: /samples/interviews, ... */
export const listPath = (kind: SampleKind) => `/samples/${kind}`;
