import type { ResponseGuidelines } from '@hiring/shared/ai';
import { type UpdateQuestionGuideInput, updateQuestionGuideSchema } from '@hiring/shared/questions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorOf, useSchemaForm } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useInlineEditor } from './use-inline-editor';

interface GuideEditorProps {
  guide: ResponseGuidelines;
  /** Names the question, so several editors on a page stay apart for screen readers. */
  questionLabel: string;
  busy: boolean;
  error: unknown;
  /** Said at the top, e.g. that saving a finalized set makes a new version. */
  hint?: string;
  onSave: (body: UpdateQuestionGuideInput) => void;
  onCancel: () => void;
}

const GUIDE_FIELDS = ['key_points', 'strong', 'adequate', 'weak', 'rating_scale'] as const;

const LEVELS = [
  { name: 'strong', label: 'A strong answer' },
  { name: 'adequate', label: 'An adequate answer' },
  { name: 'weak', label: 'A weak answer' },
] as const;

/**
 * The team's edit of a question's rating guide (the anchored scale scoring measures answers
 * against): key points one a line, what a strong, an adequate and a weak answer contain, and the
 * label and description of each score 1 to 5. Escape cancels; the server's refusal shows in place.
 */
export function GuideEditor({ guide, questionLabel, busy, error, hint, onSave, onCancel }: GuideEditorProps) {
  const form = useSchemaForm(updateQuestionGuideSchema, {
    defaultValues: {
      key_points: guide.key_points.join('\n'),
      strong: guide.strong,
      adequate: guide.adequate,
      weak: guide.weak,
      rating_scale: [...guide.rating_scale].sort((a, b) => a.score - b.score).map((a) => ({ label: a.label, description: a.description })),
    },
  });
  const { banner, onKeyDown } = useInlineEditor(form, GUIDE_FIELDS, { error, busy, onCancel });
  const scaleError = errorOf(form, 'rating_scale');
  return (
    <form
      className="space-y-4"
      noValidate
      aria-label={`Rating guide of ${questionLabel}`}
      onSubmit={form.handleSubmit((body) => onSave(body))}
      onKeyDown={onKeyDown}
    >
      <p className="text-sm text-slate-600">{hint ?? 'AI scoring measures answers against this guide. Escape cancels.'}</p>
      <Field label="Key points a strong answer covers" required error={errorOf(form, 'key_points')} hint="One point a line, up to 12.">
        {(control) => <Textarea {...control} rows={5} autoFocus {...form.register('key_points')} />}
      </Field>
      {LEVELS.map((level) => (
        <Field key={level.name} label={level.label} required error={errorOf(form, level.name)}>
          {(control) => <Textarea {...control} rows={2} {...form.register(level.name)} />}
        </Field>
      ))}
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">Rating scale, scores 1 to 5</legend>
        {scaleError ? (
          <p className="text-xs font-medium text-rose-700" role="alert">
            {scaleError}
          </p>
        ) : null}
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="grid gap-2 rounded-lg border border-slate-100 p-3 sm:grid-cols-[10rem_1fr]">
            <Field label={`Score ${i + 1} label`} required error={errorOf(form, `rating_scale.${i}.label`)}>
              {(control) => <Input {...control} {...form.register(`rating_scale.${i}.label`)} />}
            </Field>
            <Field label={`Score ${i + 1}: what the answer shows`} required error={errorOf(form, `rating_scale.${i}.description`)}>
              {(control) => <Textarea {...control} rows={2} {...form.register(`rating_scale.${i}.description`)} />}
            </Field>
          </div>
        ))}
      </fieldset>
      {banner ? <Alert variant="error">{banner}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={busy}>
          Save guide
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
