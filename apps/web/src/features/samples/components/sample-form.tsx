import type { SampleKind } from '@hiring/shared/samples';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { AnySample } from '../api/samples';
import { type FieldDef, KINDS } from './kinds';

export interface QuestionDraft {
  key: number;
  text: string;
  assesses: string;
}
export type FormValues = Record<string, string | QuestionDraft[]>;

let nextKey = 1;
const draft = (text = '', assesses = ''): QuestionDraft => ({ key: nextKey++, text, assesses });

/** The form's values: from a row being edited, or empty for a new sample. */
export function initialValues(kind: SampleKind, row?: AnySample): FormValues {
  const values: FormValues = {};
  const source = (row ?? {}) as Record<string, unknown>;
  for (const f of KINDS[kind].fields) {
    const v = source[f.name];
    if (f.type === 'questions') {
      const qs = Array.isArray(v) ? (v as { text: string; assesses: string | null }[]) : [];
      values[f.name] = qs.length ? qs.map((q) => draft(q.text, q.assesses ?? '')) : [draft()];
    } else if (f.type === 'list') values[f.name] = Array.isArray(v) ? v.join(', ') : '';
    else values[f.name] = v === null || v === undefined ? '' : String(v);
  }
  return values;
}

/** The request body of the form's values: lists split on commas, blank optional fields left out. */
export function toBody(kind: SampleKind, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of KINDS[kind].fields) {
    const v = values[f.name];
    if (f.type === 'questions') {
      body[f.name] = (v as QuestionDraft[])
        .filter((q) => q.text.trim() || q.assesses.trim())
        .map((q) => ({ text: q.text, assesses: q.assesses || null }));
    } else if (f.type === 'list') {
      body[f.name] = String(v)
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter(Boolean);
    } else if (f.type === 'number') {
      const text = String(v).trim();
      body[f.name] = text === '' ? null : Number(text);
    } else {
      const text = String(v);
      if (text.trim() !== '' || f.required) body[f.name] = text;
      else if (f.type === 'textarea' || f.name === 'location') body[f.name] = null;
    }
  }
  return body;
}

/** Field errors of the shared schema, by the form's field names (the first message of each). */
export function validate(kind: SampleKind, body: Record<string, unknown>): Record<string, string> {
  const result = KINDS[kind].schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!errors[name]) errors[name] = issue.message;
  }
  return errors;
}

interface SampleFormProps {
  kind: SampleKind;
  initial: FormValues;
  submitLabel: string;
  cancelTo: string;
  saving: boolean;
  error?: string | null;
  onSubmit: (body: Record<string, unknown>) => void;
}

/** Create and edit of a sample (spec 02 §2.5): the kind's fields, checked by the shared schema before sending. */
export function SampleForm({ kind, initial, submitLabel, cancelTo, saving, error, onSubmit }: SampleFormProps) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (name: string, value: string | QuestionDraft[]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toBody(kind, values);
    const found = validate(kind, body);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field in error takes focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit(body);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {KINDS[kind].fields.map((f) => (
          <FormField key={f.name} def={f} value={values[f.name]!} error={errors[f.name]} onChange={(v) => set(f.name, v)} />
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
        <ButtonLink to={cancelTo} variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function FormField({
  def,
  value,
  error,
  onChange,
}: {
  def: FieldDef;
  value: string | QuestionDraft[];
  error?: string;
  onChange: (v: string | QuestionDraft[]) => void;
}) {
  if (def.type === 'questions') return <QuestionsField value={value as QuestionDraft[]} error={error} onChange={onChange} />;
  const wide = def.type === 'textarea' || def.type === 'list';
  return (
    <Field
      label={def.label}
      required={def.required}
      optionalMark={!def.required}
      hint={def.hint}
      error={error}
      className={wide ? 'sm:col-span-2' : undefined}
    >
      {(p) =>
        def.type === 'select' ? (
          <Select
            {...p}
            value={value as string}
            options={def.options ?? []}
            placeholder={def.required ? `Choose ${def.label.toLowerCase()}` : 'Default'}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : def.type === 'textarea' ? (
          <Textarea {...p} rows={4} value={value as string} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <Input
            {...p}
            type={def.type === 'number' ? 'number' : def.type === 'date' ? 'date' : 'text'}
            inputMode={def.type === 'number' ? 'numeric' : undefined}
            value={value as string}
            placeholder={def.placeholder}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}

function QuestionsField({ value, error, onChange }: { value: QuestionDraft[]; error?: string; onChange: (v: QuestionDraft[]) => void }) {
  const errorId = useId();
  const update = (key: number, patch: Partial<QuestionDraft>) => onChange(value.map((q) => (q.key === key ? { ...q, ...patch } : q)));
  return (
    <fieldset className="space-y-3 sm:col-span-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-700">
        Questions{' '}
        <span className="text-rose-600" aria-hidden>
          *
        </span>
        <span className="sr-only">(required)</span>
      </legend>
      <ol className="space-y-3">
        {value.map((q, i) => (
          <li key={q.key} className="space-y-2 rounded-lg border border-slate-200 p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-700">Question {i + 1}</span>
              {value.length > 1 ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove question ${i + 1}`}
                  onClick={() => onChange(value.filter((x) => x.key !== q.key))}
                  icon={<Icon name="x" className="size-4" />}
                >
                  Remove
                </Button>
              ) : null}
            </div>
            <Field label={`Question ${i + 1} text`} required>
              {(p) => (
                <Textarea
                  {...p}
                  rows={2}
                  value={q.text}
                  aria-invalid={error && !q.text.trim() ? true : undefined}
                  onChange={(e) => update(q.key, { text: e.target.value })}
                />
              )}
            </Field>
            <Field label={`What question ${i + 1} assesses`} optionalMark>
              {(p) => <Input {...p} value={q.assesses} onChange={(e) => update(q.key, { assesses: e.target.value })} />}
            </Field>
          </li>
        ))}
      </ol>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-rose-700">
          {error}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => onChange([...value, draft()])} icon={<Icon name="plus" className="size-4" />}>
        Add question
      </Button>
    </fieldset>
  );
}
