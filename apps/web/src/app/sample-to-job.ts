import { SAMPLE_LEVEL_TO_EXPERIENCE, type SampleJobPosition } from '@hiring/shared/samples';
import { jobCreateLocation } from '@/features/jobs/jobs-routes';

/**
 * 'Use this job position' on a sample (spec 02 §2.5): the job wizard opens with the sample's
 * title, description, department, level, skills, requirements and responsibilities. The app
 * composes the two features; neither imports the other.
 */
export function jobFromSample(position: SampleJobPosition) {
  return jobCreateLocation({
    title: position.title,
    department: position.department,
    experience_level: SAMPLE_LEVEL_TO_EXPERIENCE[position.level] ?? 'entry',
    job_description: position.description ?? '',
    requirements: position.requirements ?? '',
    responsibilities: position.responsibilities ?? '',
    required_skills: position.required_skills,
    experience_required: position.experience_required === null ? '' : `${position.experience_required}+ years`,
  });
}
