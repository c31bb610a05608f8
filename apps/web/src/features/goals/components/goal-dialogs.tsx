import { GOAL_CATEGORIES, GOAL_IMPORTANCE_LABELS } from '@hiring/shared/ai';
import { GOAL_MESSAGES, type ScreenGoal, showsFocusArea } from '@hiring/shared/goals';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { EditorPayload } from '../api/goals';
import { sliderFromStrategy, StrategySlider } from './strategy-slider';

const categoryOptions = [...GOAL_CATEGORIES, 'custom'].map((c) => ({ value: c, label: c[0]!.toUpperCase() + c.slice(1) }));
const generatorCategories = GOAL_CATEGORIES.map((c) => ({ value: c, label: c[0]!.toUpperCase() + c.slice(1) }));
const importanceOptions = Object.entries(GOAL_IMPORTANCE_LABELS).map(([value, label]) => ({ value, label: `${value} - ${label}` }));

/** The goal editor (spec 02 §5): text required and trimmed, blank description null, importance 2 by default. */
export function GoalEditorDialog({
  goal,
  busy,
  error,
  onSave,
  onClose,
}: {
  goal: ScreenGoal | null;
  busy: boolean;
  error: string | null;
  onSave: (body: EditorPayload) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(goal?.text ?? '');
  const [description, setDescription] = useState(goal?.description ?? '');
  const [category, setCategory] = useState<string>(goal?.category ?? 'custom');
  const [importance, setImportance] = useState(String(goal?.importance ?? 2));
  const [strategy, setStrategy] = useState(sliderFromStrategy(goal?.hiring_strategy));
  const [textError, setTextError] = useState<string | undefined>();
  const save = () => {
    if (text.trim() === '') {
      setTextError(GOAL_MESSAGES.textRequired);
      return;
    }
    onSave({
      text: text.trim(),
      description: description.trim() === '' ? null : description.trim(),
      category: category as EditorPayload['category'],
      importance: Number(importance),
      hiring_strategy: strategy,
    });
  };
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
          <Button onClick={save} loading={busy}>
            {goal ? 'Save Goal' : 'Add Goal'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {error ? <Alert variant="error">{error}</Alert> : null}
        <Field label="Goal text" required error={textError}>
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setTextError(undefined);
              }}
            />
          )}
        </Field>
        <Field label="Description">
          {(control) => <Textarea {...control} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Category">
            {(control) => <Select {...control} options={categoryOptions} value={category} onChange={(e) => setCategory(e.target.value)} />}
          </Field>
          <Field label="Importance">
            {(control) => (
              <Select {...control} options={importanceOptions} value={importance} onChange={(e) => setImportance(e.target.value)} />
            )}
          </Field>
        </div>
        <StrategySlider value={strategy} onChange={setStrategy} />
      </div>
    </Dialog>
  );
}

/** The category generator (spec 02 §5): a category is required; the focus area shows at 66 and above. */
export function GenerateGoalDialog({
  busy,
  error,
  onGenerate,
  onClose,
}: {
  busy: boolean;
  error: string | null;
  onGenerate: (body: { category: string; hiring_strategy: number; count: 1; focus?: string | null }) => void;
  onClose: () => void;
}) {
  const [category, setCategory] = useState('');
  const [strategy, setStrategy] = useState(50);
  const [focus, setFocus] = useState('');
  const [categoryError, setCategoryError] = useState<string | undefined>();
  const generate = () => {
    if (!category) {
      setCategoryError(GOAL_MESSAGES.categoryRequired);
      return;
    }
    onGenerate({
      category,
      hiring_strategy: strategy,
      count: 1,
      focus: showsFocusArea(strategy) && focus.trim() ? focus.trim() : null,
    });
  };
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
          <Button onClick={generate} loading={busy}>
            Generate Goal
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {error ? <Alert variant="error">{error}</Alert> : null}
        {busy ? (
          <p role="status" className="text-sm text-indigo-700">
            AI is writing a goal for this job...
          </p>
        ) : null}
        <Field label="Category" required error={categoryError}>
          {(control) => (
            <Select
              {...control}
              options={generatorCategories}
              placeholder="Select a category"
              value={category}
              onChange={(e) => {
                setCategory(e.target.value);
                setCategoryError(undefined);
              }}
            />
          )}
        </Field>
        <StrategySlider value={strategy} onChange={setStrategy} />
        {showsFocusArea(strategy) ? (
          <Field label={GOAL_MESSAGES.specificFocusArea} hint="What the specialist should know best, e.g. a tool or domain">
            {(control) => <Input {...control} value={focus} maxLength={500} onChange={(e) => setFocus(e.target.value)} />}
          </Field>
        ) : null}
      </div>
    </Dialog>
  );
}
