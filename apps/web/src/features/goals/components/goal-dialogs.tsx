import { GOAL_CATEGORIES, GOAL_IMPORTANCE_LABELS } from '@hiring/shared/ai';
import {
  type CustomGoal,
  customGoalSchema,
  GOAL_MESSAGES,
  type GenerateSpecificGoal,
  generateSpecificGoalSchema,
  type ScreenGoal,
  showsFocusArea,
} from '@hiring/shared/goals';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { errorOf, setServerErrors, useSchemaForm } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useEffect } from 'react';
import { sliderFromStrategy, StrategySlider } from './strategy-slider';

const categoryOptions = [...GOAL_CATEGORIES, 'custom'].map((c) => ({ value: c, label: c[0]!.toUpperCase() + c.slice(1) }));
const generatorCategories = GOAL_CATEGORIES.map((c) => ({ value: c, label: c[0]!.toUpperCase() + c.slice(1) }));
const importanceOptions = Object.entries(GOAL_IMPORTANCE_LABELS).map(([value, label]) => ({ value, label: `${value} - ${label}` }));

/** The goal editor (spec 02 §5) on the shared form layer: text required and trimmed, blank description null, importance 2 by default. */
export function GoalEditorDialog({
  goal,
  busy,
  error,
  onSave,
  onClose,
}: {
  goal: ScreenGoal | null;
  busy: boolean;
  error: unknown;
  onSave: (body: CustomGoal) => void;
  onClose: () => void;
}) {
  const form = useSchemaForm(customGoalSchema, {
    defaultValues: {
      text: goal?.text ?? '',
      description: goal?.description ?? '',
      category: (goal?.category ?? 'custom') as CustomGoal['category'],
      importance: goal?.importance ?? 2,
      hiring_strategy: sliderFromStrategy(goal?.hiring_strategy),
    },
  });
  useEffect(() => {
    if (error) setServerErrors(form, error);
  }, [error, form]);
  const strategy = form.watch('hiring_strategy');
  return (
    <Dialog
      title={goal ? 'Edit Goal' : 'Add Custom Goal'}
      onClose={onClose}
      busy={busy}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={form.handleSubmit(onSave)} loading={busy}>
            {goal ? 'Save Goal' : 'Add Goal'}
          </Button>
        </>
      }
    >
      <form className="space-y-4" noValidate onSubmit={form.handleSubmit(onSave)}>
        {error ? <Alert variant="error">{errorText(error)}</Alert> : null}
        <Field label="Goal text" required error={errorOf(form, 'text')}>
          {(control) => <Textarea {...control} rows={6} {...form.register('text')} />}
        </Field>
        <Field label="Description">{(control) => <Textarea {...control} rows={3} {...form.register('description')} />}</Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Category">{(control) => <Select {...control} options={categoryOptions} {...form.register('category')} />}</Field>
          <Field label="Importance" error={errorOf(form, 'importance')}>
            {(control) => <Select {...control} options={importanceOptions} {...form.register('importance', { valueAsNumber: true })} />}
          </Field>
        </div>
        <StrategySlider
          value={typeof strategy === 'number' ? strategy : 50}
          onChange={(v) => form.setValue('hiring_strategy', v, { shouldDirty: true })}
        />
      </form>
    </Dialog>
  );
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The category generator (spec 02 §5): a category is required; the focus area shows at 66 and above. */
export function GenerateGoalDialog({
  busy,
  error,
  onGenerate,
  onClose,
}: {
  busy: boolean;
  error: unknown;
  onGenerate: (body: GenerateSpecificGoal) => void;
  onClose: () => void;
}) {
  const form = useSchemaForm(generateSpecificGoalSchema, {
    defaultValues: { category: '' as GenerateSpecificGoal['category'], hiring_strategy: 50, count: 1, focus: '' },
  });
  const strategy = form.watch('hiring_strategy');
  const value = typeof strategy === 'number' ? strategy : 50;
  // The focus area is sent only while its box shows.
  const submit = form.handleSubmit((body) => onGenerate(showsFocusArea(value) ? body : { ...body, focus: null }));
  return (
    <Dialog
      title="Generate Goal by Category"
      onClose={onClose}
      busy={busy}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Generate Goal
          </Button>
        </>
      }
    >
      <form className="space-y-4" noValidate onSubmit={submit}>
        {error ? <Alert variant="error">{errorText(error)}</Alert> : null}
        {busy ? (
          <p role="status" className="text-sm text-indigo-700">
            AI is writing a goal for this job...
          </p>
        ) : null}
        <Field label="Category" required error={errorOf(form, 'category')}>
          {(control) => (
            <Select {...control} options={generatorCategories} placeholder="Select a category" {...form.register('category')} />
          )}
        </Field>
        <StrategySlider value={value} onChange={(v) => form.setValue('hiring_strategy', v, { shouldDirty: true })} />
        {showsFocusArea(value) ? (
          <Field label={GOAL_MESSAGES.specificFocusArea} hint="What the specialist should know best, e.g. a tool or domain">
            {(control) => <Input {...control} maxLength={500} {...form.register('focus')} />}
          </Field>
        ) : null}
      </form>
    </Dialog>
  );
}
