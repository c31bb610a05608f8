import type { FieldErrors, FieldValues } from 'react-hook-form';
import { Alert } from './alert';

export interface ErrorSummaryItem {
  /** The field's name in the form, to take the user to it. */
  name: string;
  /** The field's label as the form shows it. */
  label: string;
  message: string;
}

/** Whether the message already begins with the field's name ("Job title is required"). */
function namesItsField(label: string, message: string): boolean {
  return message.toLowerCase().startsWith(label.toLowerCase());
}

/**
 * One line of a summary: the message as it is when it names its field, otherwise the label
 * first ("Required Skills: Must be at most 100 characters"), so no line leaves the reader
 * guessing which field it means.
 */
export function errorSummaryLine(label: string, message: string): string {
  return namesItsField(label, message) ? message : `${label}: ${message}`;
}

/**
 * The first message of a field's error, wherever react-hook-form put it: on the field, on its
 * list (`root`), or on an item of it (one chip of a list).
 */
export function firstErrorMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  const entries = Array.isArray(error) ? error : Object.entries(error).flatMap(([key, value]) => (key === 'ref' ? [] : [value]));
  for (const value of entries) {
    const found = firstErrorMessage(value, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The summary's lines of a react-hook-form form, in the order of `labels` (the form's order). */
export function errorSummaryItems<V extends FieldValues>(
  errors: FieldErrors<V>,
  labels: Readonly<Record<string, string>>,
): ErrorSummaryItem[] {
  const items: ErrorSummaryItem[] = [];
  for (const [name, label] of Object.entries(labels)) {
    const message = firstErrorMessage((errors as Record<string, unknown>)[name]);
    if (message) items.push({ name, label, message });
  }
  return items;
}

/**
 * The error summary of a form: a heading, then one line per field in the form's order, each
 * naming its field; the field's name is a button that takes the user (and the focus) to it.
 */
export function ErrorSummary({
  title,
  items,
  onSelect,
}: {
  title: string;
  items: readonly ErrorSummaryItem[];
  onSelect: (name: string) => void;
}) {
  if (items.length === 0) return null;
  const link =
    'text-left font-medium text-rose-900 underline underline-offset-2 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-rose-700';
  return (
    <Alert variant="error" title={title}>
      <ul className="list-disc space-y-0.5 pl-5 [overflow-wrap:anywhere]">
        {items.map((item) => (
          <li key={item.name}>
            {namesItsField(item.label, item.message) ? (
              <button type="button" className={link} onClick={() => onSelect(item.name)}>
                {item.message}
              </button>
            ) : (
              <>
                <button type="button" className={link} onClick={() => onSelect(item.name)}>
                  {item.label}
                </button>
                : {item.message}
              </>
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
