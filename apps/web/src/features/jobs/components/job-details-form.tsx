import { JOB_MESSAGES } from '@hiring/shared/job-positions';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useJobFormOptions } from '../api/get-form-options';
import { ChipInput } from './chip-input';

export interface JobDetailsValues {
  title: string;
  department: string;
  experience_level: string;
  employment_type: string;
  work_location: string;
  job_description: string;
  requirements: string;
  salary_range: string;
  experience_required: string;
  required_skills: string[];
  cultural_attributes: string[];
  responsibilities: string;
  benefits: string;
}

export type JobDetailsErrors = Partial<Record<keyof JobDetailsValues, string>>;

interface JobDetailsFormProps {
  values: JobDetailsValues;
  /** The new values and the field that changed (editing a field clears its error). */
  onChange: (values: JobDetailsValues, changed: keyof JobDetailsValues) => void;
  errors: JobDetailsErrors;
  onSubmit: () => void;
  onBack: () => void;
}

const fieldClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-3 focus:ring-indigo-500/20 aria-invalid:border-rose-400';

function Field({
  label,
  required,
  error,
  children,
  className,
}: {
  label: string;
  required?: boolean;
  error?: string;
  className?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        {required ? (
          <>
            <span className="ml-0.5 text-rose-600" aria-hidden="true">
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The wizard's job form (spec 02 §2.1 step 2): every field of the job form, skills and cultural
 * attributes as chips, options from GET /app/constants with the §9 fallbacks.
 */
export function JobDetailsForm({ values, onChange, errors, onSubmit, onBack }: JobDetailsFormProps) {
  const options = useJobFormOptions();
  const set = <K extends keyof JobDetailsValues>(key: K, value: JobDetailsValues[K]) => onChange({ ...values, [key]: value }, key);
  const messages = Object.values(errors).filter(Boolean) as string[];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const text = (key: keyof JobDetailsValues, label: string, opts: { required?: boolean; placeholder?: string } = {}) => (
    <Field label={label} required={opts.required} error={errors[key]}>
      {(p) => (
        <Input {...p} name={key} value={values[key] as string} placeholder={opts.placeholder} onChange={(e) => set(key, e.target.value)} />
      )}
    </Field>
  );

  const area = (key: keyof JobDetailsValues, label: string, opts: { required?: boolean; rows?: number; placeholder?: string } = {}) => (
    <Field label={label} required={opts.required} error={errors[key]} className="sm:col-span-2">
      {(p) => (
        <textarea
          {...p}
          name={key}
          rows={opts.rows ?? 4}
          value={values[key] as string}
          placeholder={opts.placeholder}
          onChange={(e) => set(key, e.target.value)}
          className={cn(fieldClass, 'py-2')}
        />
      )}
    </Field>
  );

  const select = (
    key: 'experience_level' | 'employment_type' | 'work_location',
    label: string,
    list: readonly { value: string; label: string }[],
  ) => (
    <Field label={label} error={errors[key]}>
      {(p) => (
        <select {...p} name={key} value={values[key]} onChange={(e) => set(key, e.target.value)} className={cn(fieldClass, 'h-10')}>
          {list.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Job details" className="space-y-6">
      {messages.length > 0 ? (
        <Alert variant="error" title={JOB_MESSAGES.fixErrors}>
          <ul className="list-disc pl-5">
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('title', 'Job Title', { required: true, placeholder: 'e.g. Senior Backend Engineer' })}
        {text('department', 'Department', { placeholder: 'General' })}
        {select('experience_level', 'Experience Level', options.experienceLevels)}
        {select('employment_type', 'Employment Type', options.employmentTypes)}
        {select('work_location', 'Work Location', options.workLocations)}
        {text('salary_range', 'Salary Range', { placeholder: 'e.g. $90,000 - $120,000' })}
        {text('experience_required', 'Experience Required', { placeholder: 'e.g. 3+ years' })}
        {area('job_description', 'Job Description', {
          required: true,
          rows: 6,
          placeholder: 'What the role is about and what the person will do.',
        })}
        {area('requirements', 'Requirements', { required: true, rows: 4, placeholder: 'Qualifications, one sentence each.' })}
        <div className="sm:col-span-2">
          <ChipInput
            label="Required Skills"
            required
            values={values.required_skills}
            onChange={(list) => set('required_skills', list)}
            placeholder="Type a skill and press Enter"
            error={errors.required_skills}
          />
        </div>
        <div className="sm:col-span-2">
          <ChipInput
            label="Cultural Attributes"
            values={values.cultural_attributes}
            onChange={(list) => set('cultural_attributes', list)}
            placeholder="e.g. Ownership"
          />
        </div>
        {area('responsibilities', 'Responsibilities', { rows: 3 })}
        {area('benefits', 'Benefits', { rows: 3 })}
      </div>
      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-100 pt-5">
        <Button variant="secondary" onClick={onBack} icon={<Icon name="chevron-left" className="size-4" />}>
          Back
        </Button>
        <Button type="submit" icon={<Icon name="sparkles" className="size-4" />}>
          {JOB_MESSAGES.analyzeJobDescription}
        </Button>
      </div>
    </form>
  );
}
