import {
  MAX_ONBOARDING_TASKS,
  ONBOARDING_PLAN_TYPE_LABELS,
  ONBOARDING_PLAN_TYPES,
  type OnboardingPlanForm,
  type OnboardingPlanType,
  onboardingPlanFormSchema,
  SUGGESTED_ONBOARDING_TASKS,
} from '@hiring/shared/onboarding-plans';
import { type ReactNode, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { errorOf, setServerErrors, useSchemaForm } from '@/components/ui/form';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';

export type PlanFormValues = z.output<typeof onboardingPlanFormSchema>;

/** The tasks a new plan of this type starts with. */
export const suggestedTasks = (type: OnboardingPlanType) => SUGGESTED_ONBOARDING_TASKS[type].map((title) => ({ title, done: false }));

/** The server's field names the form shows beside its fields, task titles included. */
const serverFields = (count: number) =>
  ['user_id', 'plan_name', 'plan_type', 'tasks', ...Array.from({ length: count }, (_, i) => `tasks.${i}.title`)] as never[];

/**
 * The create and edit form of a plan: member (a picker on create, fixed on edit), name, type and
 * tasks. The type's suggested tasks fill the list while it is empty or still the previous type's
 * suggestions, so changing type never throws away tasks someone typed.
 */
export function PlanForm({
  defaultValues,
  member,
  submitLabel,
  failureTitle,
  error,
  errorAction,
  saving,
  onSubmit,
  onCancel,
}: {
  defaultValues: OnboardingPlanForm;
  /** The member control: renders with the form's user_id value, its setter and its error. */
  member: (props: { value: string; onChange: (id: string) => void; error?: string }) => ReactNode;
  submitLabel: string;
  failureTitle: string;
  error: unknown;
  errorAction?: ReactNode;
  saving: boolean;
  onSubmit: (values: PlanFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useSchemaForm(onboardingPlanFormSchema, { defaultValues });
  const tasks = useFieldArray({ control: form.control, name: 'tasks' });
  const lastType = useRef<OnboardingPlanType>(defaultValues.plan_type);
  const listRef = useRef<HTMLOListElement>(null);

  const onTypeChange = (next: OnboardingPlanType) => {
    const current = form.getValues('tasks').map((t) => t.title.trim());
    const untouched = SUGGESTED_ONBOARDING_TASKS[lastType.current];
    const isSuggestion = current.length === untouched.length && current.every((t, i) => t === untouched[i]);
    if (current.length === 0 || isSuggestion) tasks.replace(suggestedTasks(next));
    lastType.current = next;
  };

  const addTask = () => {
    tasks.append({ title: '', done: false }, { shouldFocus: true });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      setServerErrors(form, e, serverFields(values.tasks.length));
    }
  });

  const typeField = form.register('plan_type', { onChange: (e) => onTypeChange(e.target.value as OnboardingPlanType) });
  const tasksError = errorOf(form, 'tasks' as never) ?? (form.formState.errors.tasks?.root?.message as string | undefined);

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} noValidate className="space-y-6" aria-label={submitLabel}>
        {error ? (
          <Alert variant="error" title={failureTitle} action={errorAction}>
            {errorMessage(error)}
          </Alert>
        ) : null}
        {member({
          value: form.watch('user_id'),
          onChange: (id) => form.setValue('user_id', id, { shouldDirty: true }),
          error: errorOf(form, 'user_id'),
        })}
        <div className="grid gap-5 sm:grid-cols-3">
          <Field label="Plan name" required error={errorOf(form, 'plan_name')} className="sm:col-span-2">
            {(c) => <Input {...c} {...form.register('plan_name')} autoComplete="off" placeholder="e.g. Engineering onboarding" />}
          </Field>
          <Field label="Plan type" required error={errorOf(form, 'plan_type')}>
            {(c) => (
              <Select
                {...c}
                {...typeField}
                options={ONBOARDING_PLAN_TYPES.map((t) => ({ value: t, label: ONBOARDING_PLAN_TYPE_LABELS[t] }))}
              />
            )}
          </Field>
        </div>
        <fieldset aria-describedby="plan-tasks-hint">
          <legend className="text-sm font-medium text-slate-700">Tasks</legend>
          <p id="plan-tasks-hint" className="mt-1 text-xs text-slate-500">
            Tick a task that is already done. Progress is the share of tasks done; a plan without tasks has its progress set by hand.
          </p>
          {tasksError ? <p className="mt-2 text-xs font-medium text-rose-700">{tasksError}</p> : null}
          {tasks.fields.length > 0 ? (
            <ol ref={listRef} className="mt-3 space-y-2">
              {tasks.fields.map((task, index) => {
                const titleError = errorOf(form, `tasks.${index}.title`);
                const inputId = `task-${task.id}`;
                return (
                  <li key={task.id} className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      aria-label={`Task ${index + 1} done`}
                      className="mt-3 size-4 shrink-0 rounded border-slate-300 accent-indigo-600"
                      {...form.register(`tasks.${index}.done`)}
                    />
                    <div className="min-w-0 flex-1">
                      <label htmlFor={inputId} className="sr-only">
                        Task {index + 1}
                      </label>
                      <Input
                        id={inputId}
                        {...form.register(`tasks.${index}.title`)}
                        aria-invalid={titleError ? true : undefined}
                        aria-describedby={titleError ? `${inputId}-error` : undefined}
                        autoComplete="off"
                        placeholder="What needs doing"
                      />
                      {titleError ? (
                        <p id={`${inputId}-error`} className="mt-1 text-xs font-medium text-rose-700">
                          {titleError}
                        </p>
                      ) : null}
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="mt-1"
                      aria-label={`Remove task ${index + 1}`}
                      onClick={() => tasks.remove(index)}
                    >
                      <Icon name="x" className="size-4" />
                    </Button>
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className="mt-3 rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">No tasks yet.</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={addTask}
              disabled={tasks.fields.length >= MAX_ONBOARDING_TASKS}
              icon={<Icon name="plus" className="size-4" />}
            >
              Add task
            </Button>
            {tasks.fields.length === 0 ? (
              <Button variant="ghost" size="sm" onClick={() => tasks.replace(suggestedTasks(form.getValues('plan_type')))}>
                Use suggested tasks
              </Button>
            ) : null}
          </div>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
