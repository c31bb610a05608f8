import { JOB_FIELD_LABELS as LABELS, JOB_MESSAGES, JOB_TEXT_LIMITS, jobDetailsFormSchema } from '@hiring/shared/job-positions';
import { type ReactNode, useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorSummary, errorSummaryItems, firstErrorMessage } from '@/components/ui/error-summary';
import { Field } from '@/components/ui/field';
import { errorOf, useSchemaForm } from '@/components/ui/form';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useJobFormOptions } from '../api/get-form-options';
import { ChipInput } from './chip-input';
import { DescriptionFileButton } from './description-file-button';

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
  // Every problem, named by its field, in the form's order (issue 34).
  const problems = errorSummaryItems(form.formState.errors, LABELS);

  // The form keeps the raw values; the parsed body is the wizard's to build when it sends.
  const submit = form.handleSubmit(() => onSubmit(form.getValues() as JobDetailsValues));

  const text = (key: TextKey, opts: { required?: boolean; placeholder?: string } = {}) => (
    <Field label={LABELS[key]} required={opts.required} error={errorOf(form, key)}>
      {(p) => <Input {...p} {...register(key)} maxLength={JOB_TEXT_LIMITS[key]} placeholder={opts.placeholder} />}
    </Field>
  );

  const area = (key: AreaKey, opts: { required?: boolean; rows?: number; placeholder?: string; aside?: ReactNode } = {}) => (
    <Field label={LABELS[key]} labelAside={opts.aside} required={opts.required} error={errorOf(form, key)} className="sm:col-span-2">
      {(p) => <Textarea {...p} {...register(key)} maxLength={JOB_TEXT_LIMITS[key]} rows={opts.rows ?? 4} placeholder={opts.placeholder} />}
    </Field>
  );

  const select = (key: 'experience_level' | 'employment_type' | 'work_location', list: readonly { value: string; label: string }[]) => (
    <Field label={LABELS[key]} error={errorOf(form, key)}>
      {(p) => <Select {...p} {...register(key)} options={list} />}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Job details" className="space-y-6">
      <ErrorSummary title={JOB_MESSAGES.fixErrors} items={problems} onSelect={(name) => form.setFocus(name as keyof JobDetailsValues)} />
      <div className="grid gap-5 sm:grid-cols-2">
        {text('title', { required: true, placeholder: 'e.g. Senior Backend Engineer' })}
        {text('department', { placeholder: 'General' })}
        {select('experience_level', options.experienceLevels)}
        {select('employment_type', options.employmentTypes)}
        {select('work_location', options.workLocations)}
        {text('salary_range', { placeholder: 'e.g. $90,000 - $120,000' })}
        {text('experience_required', { placeholder: 'e.g. 3+ years' })}
        {area('job_description', {
          required: true,
          rows: 6,
          placeholder: 'What the role is about and what the person will do.',
          // Paste, or read the text from a file (issue 34): it replaces the description.
          aside: (
            <DescriptionFileButton
              onText={(text) => {
                form.setValue('job_description', text, { shouldDirty: true });
                form.clearErrors('job_description');
              }}
            />
          ),
        })}
        {area('requirements', { required: true, rows: 4, placeholder: 'Qualifications, one sentence each.' })}
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="required_skills"
            render={({ field, fieldState }) => (
              <ChipInput
                label={LABELS.required_skills}
                required
                values={field.value ?? []}
                onChange={field.onChange}
                inputRef={field.ref}
                placeholder="Type a skill and press Enter"
                error={firstErrorMessage(fieldState.error)}
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
                label={LABELS.cultural_attributes}
                values={field.value ?? []}
                onChange={field.onChange}
                inputRef={field.ref}
                placeholder="e.g. Ownership"
                error={firstErrorMessage(fieldState.error)}
              />
            )}
          />
        </div>
        {area('responsibilities', { rows: 3 })}
        {area('benefits', { rows: 3 })}
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
