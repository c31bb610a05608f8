import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import { type FormErrors, issuesToErrors } from './form-errors';

/**
 * The slice of a zod schema this hook needs. Typed structurally so the hook itself pulls no
 * zod code into the bundle: the schemas come from @hiring/shared.
 */
interface SafeParseSchema<Out> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * A schema, or a loader of one: a form may show before its schema's code (zod) has arrived, and
 * load it when it is first submitted.
 */
export type SchemaSource<Out> = SafeParseSchema<Out> | (() => Promise<SafeParseSchema<Out>>);

type Values<K extends string> = Record<K, string>;

export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  ref: (element: HTMLInputElement | null) => void;
}

/**
 * A small form hook over a zod schema's safeParse: values, per-field errors, submit with
 * validation. Editing a field clears its error (spec 01 §5); a failed submit focuses the
 * first invalid field. The sign-in pages use it instead of the app's react-hook-form layer
 * (components/ui/form.tsx) to keep /auth's first load within its budget; both draw the same Field.
 */
export function useZodForm<K extends string, Out>(schema: SchemaSource<Out>, initial: Values<K>) {
  const [values, setValues] = useState<Values<K>>(initial);
  const [errors, setErrorsState] = useState<FormErrors<K>>({});
  const [submitting, setSubmitting] = useState(false);
  // Set at once, before the schema may still be loading: a second submit meanwhile is ignored.
  const busy = useRef(false);
  const elements = useRef(new Map<string, HTMLInputElement>());
  const order = useRef(Object.keys(initial));

  const focusFirstError = useCallback((next: FormErrors<K>) => {
    const first = order.current.find((name) => next[name as K]);
    if (first) elements.current.get(first)?.focus();
  }, []);

  const setErrors = useCallback(
    (next: FormErrors<K>) => {
      setErrorsState(next);
      focusFirstError(next);
    },
    [focusFirstError],
  );

  const field = (name: K): FieldProps => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => {
      const value = event.target.value;
      setValues((prev) => ({ ...prev, [name]: value }));
      if (errors[name]) setErrorsState((prev) => ({ ...prev, [name]: undefined }));
    },
    onBlur: () => {},
    ref: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  /** Validates, then calls onValid; rejects when a loaded schema's code cannot be fetched. */
  const handleSubmit = (onValid: (data: Out) => unknown) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const parser = typeof schema === 'function' ? await schema() : schema;
      const result = parser.safeParse(values);
      if (!result.success) {
        setErrors(issuesToErrors<K>(result.error.issues));
        return;
      }
      setErrorsState({});
      setSubmitting(true);
      await onValid(result.data);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, field, setErrors, setValues, handleSubmit };
}
