import { JOB_MESSAGES, jobDetailsFormSchema } from '@hiring/shared/job-positions';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorOf, useSchemaForm } from '@/components/ui/form';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
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

interface JobDetailsFormProps {
  /** The values the form opens with (kept by the wizard across its steps). */
  defaultValues: JobDetailsValues;
  /** Called with the values once they pass the shared job schema. */
  onSubmit: (values: JobDetailsValues) => void;
  /** Called with the values as they are, so going back keeps them. */
  onBack: (values: JobDetailsValues) => void;
  /** Called with the values as they are after each edit (the wizard keeps them as a draft). */
  onChange?: (values: JobDetailsValues) => void;
}

type TextKey = 'title' | 'department' | 'salary_range' | 'experience_required';
type AreaKey = 'job_description' | 'requirements' | 'responsibilities' | 'benefits';

/**
 * The wizard's job form (spec 02 §2.1 step 2): every field of the job form, skills and cultural
 * attributes as chips, options from GET /app/constants with the §9 fallbacks, validated by the
 * shared job schema.
 */
export function JobDetailsForm({ defaultValues, onSubmit, onBack, onChange }: JobDetailsFormProps) {
  const options = useJobFormOptions();
  const form = useSchemaForm(jobDetailsFormSchema, { defaultValues });
  const { register, control, subscribe } = form;
  useEffect(
    () =>
      onChange
        ? subscribe({ formState: { values: true }, callback: ({ values }) => onChange(structuredClone(values) as JobDetailsValues) })
        : undefined,
    [subscribe, onChange],
  );
  const messages = [...new Set(Object.values(form.formState.errors).map((e) => (typeof e?.message === 'string' ? e.message : '')))].filter(
    Boolean,
  );

  // The form keeps the raw values; the parsed body is the wizard's to build when it sends.
  const submit = form.handleSubmit(() => onSubmit(form.getValues() as JobDetailsValues));

  const text = (key: TextKey, label: string, opts: { required?: boolean; placeholder?: string } = {}) => (
    <Field label={label} required={opts.required} error={errorOf(form, key)}>
      {(p) => <Input {...p} {...register(key)} placeholder={opts.placeholder} />}
    </Field>
  );

  const area = (key: AreaKey, label: string, opts: { required?: boolean; rows?: number; placeholder?: string } = {}) => (
    <Field label={label} required={opts.required} error={errorOf(form, key)} className="sm:col-span-2">
      {(p) => <Textarea {...p} {...register(key)} rows={opts.rows ?? 4} placeholder={opts.placeholder} />}
    </Field>
  );

  const select = (
    key: 'experience_level' | 'employment_type' | 'work_location',
    label: string,
    list: readonly { value: string; label: string }[],
  ) => (
    <Field label={label} error={errorOf(form, key)}>
      {(p) => <Select {...p} {...register(key)} options={list} />}
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
          <Controller
            control={control}
            name="required_skills"
            render={({ field, fieldState }) => (
              <ChipInput
                label="Required Skills"
                required
                values={field.value ?? []}
                onChange={field.onChange}
                placeholder="Type a skill and press Enter"
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="cultural_attributes"
            render={({ field, fieldState }) => (
              <ChipInput
                label="Cultural Attributes"
                values={field.value ?? []}
                onChange={field.onChange}
                placeholder="e.g. Ownership"
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        {area('responsibilities', 'Responsibilities', { rows: 3 })}
        {area('benefits', 'Benefits', { rows: 3 })}
      </div>
      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-100 pt-5">
        <Button
          variant="secondary"
          onClick={() => onBack(form.getValues() as JobDetailsValues)}
          icon={<Icon name="chevron-left" className="size-4" />}
        >
          Back
        </Button>
        <Button type="submit" icon={<Icon name="sparkles" className="size-4" />}>
          {JOB_MESSAGES.analyzeJobDescription}
        </Button>
      </div>
    </form>
  );
}
