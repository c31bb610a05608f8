import { addChip, JOB_MESSAGES, JOB_TEXT_LIMITS } from '@hiring/shared/job-positions';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';

interface ChipInputProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** The longest chip; the input stops there (the shared job schema's limit by default). */
  maxLength?: number;
  /** The text input, so a form (or its error summary) can focus the field. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A list of short values (skills, cultural attributes): Enter or Add puts the typed value in
 * the list, blanks and duplicates are ignored, each chip has a remove button (spec 02 §2.1).
 * The input holds to the chip's length limit, and a long chip wraps inside the page (issue 34).
 */
export function ChipInput({
  label,
  values,
  onChange,
  placeholder,
  required,
  error,
  hint,
  maxLength = JOB_TEXT_LIMITS.skill,
  inputRef,
}: ChipInputProps) {
  const [draft, setDraft] = useState('');

  const add = () => {
    onChange(addChip(values, draft));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Field label={label} required={required} error={error} hint={hint ?? JOB_MESSAGES.chipHint(maxLength)}>
      {(control) => (
        <>
          <div className="flex gap-2">
            <Input
              {...control}
              ref={inputRef}
              maxLength={maxLength}
              value={draft}
              placeholder={placeholder}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <Button
              variant="secondary"
              onClick={add}
              aria-label={`Add ${label.toLowerCase()}`}
              icon={<Icon name="plus" className="size-4" />}
            >
              Add
            </Button>
          </div>
          <Chips label={label} values={values} onChange={onChange} />
        </>
      )}
    </Field>
  );
}

function Chips({ label, values, onChange }: { label: string; values: readonly string[]; onChange: (values: string[]) => void }) {
  return (
    <>
      {values.length > 0 ? (
        <ul className="mt-2 flex min-w-0 flex-wrap gap-2" aria-label={label}>
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex max-w-full min-w-0 items-start gap-1 rounded-2xl bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-800 ring-1 ring-indigo-200 ring-inset"
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">{value}</span>
              <button
                type="button"
                onClick={() => onChange(values.filter((item) => item !== value))}
                className="inline-flex size-5 shrink-0 items-center justify-center rounded-full text-indigo-500 hover:bg-indigo-100 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
                aria-label={`Remove ${value}`}
              >
                <Icon name="x" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
