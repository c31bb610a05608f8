import { type UpdateQuestion, updateQuestionSchema } from '@hiring/shared/questions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { errorOf, useSchemaForm } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { useInlineEditor } from './use-inline-editor';

interface QuestionEditorProps {
  text: string;
  /** The label names the question, so several editors on a page stay apart for screen readers. */
  label: string;
  busy: boolean;
  error: unknown;
  /** Said under the text box, e.g. that saving a finalized set makes a new version. */
  hint?: string;
  onSave: (body: UpdateQuestion) => void;
  onCancel: () => void;
}

/**
 * Inline edit of a question's text (spec 02 §4 Questions) on the shared form layer: Save is
 * disabled while the text is blank, Escape cancels, and the server's refusal (400 on the field,
 * 409 as a message) shows in place.
 */
const TEXT_FIELDS = ['text'] as const;

export function QuestionEditor({ text, label, busy, error, hint, onSave, onCancel }: QuestionEditorProps) {
  const form = useSchemaForm(updateQuestionSchema, { defaultValues: { text } });
  const { banner, onKeyDown } = useInlineEditor(form, TEXT_FIELDS, { error, busy, onCancel });
  const value = form.watch('text') ?? '';
  const blank = value.trim() === '';
  return (
    <form className="space-y-3" noValidate onSubmit={form.handleSubmit(onSave)} onKeyDown={onKeyDown}>
      <Field label={label} required error={errorOf(form, 'text')} hint={hint ?? 'Escape cancels.'}>
        {(control) => <Textarea {...control} rows={4} autoFocus {...form.register('text')} />}
      </Field>
      {banner ? <Alert variant="error">{banner}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={blank} loading={busy}>
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
