/** A zod issue, typed structurally so this module pulls no zod code into the bundle. */
export interface FormIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

export type FormErrors<K extends string = string> = Partial<Record<K | 'form', string>>;

/** Field errors of a zod failure: the first message per field, in the schema's order; a root issue is 'form'. */
export function issuesToErrors<K extends string>(issues: ReadonlyArray<FormIssue>): FormErrors<K> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors as FormErrors<K>;
}

/**
 * The field errors of a server 400 (`errors: { field: message }`) that belong to the form's
 * own fields; the rest stay with the banner message.
 */
export function serverFieldErrors<K extends string>(error: unknown, fields: readonly K[]): Partial<Record<K, string>> {
  const all = (error as { fieldErrors?: Record<string, string> } | null)?.fieldErrors;
  const out: Partial<Record<K, string>> = {};
  if (!all || typeof all !== 'object') return out;
  for (const field of fields) {
    const message = all[field];
    if (typeof message === 'string' && message) out[field] = message;
  }
  return out;
}
