import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldPath, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import { useEffect } from 'react';
import type { z } from 'zod';
import { serverFieldErrors } from '@/lib/form-errors';

/**
 * The form layer of the signed-in app: react-hook-form validated by a shared zod schema.
 * Route modules load lazily, so react-hook-form lands in their chunks, never in /auth's
 * first load (the sign-in forms use the small `useZodForm` hook with the same Field).
 *
 * `values` are what the controls hold (strings, lists); `schema` turns them into the request
 * body, and `handleSubmit` hands that parsed body to the submit handler.
 */
export function useSchemaForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
  });
  // Editing a field clears its error (spec 01 §5); the next submit validates again.
  const { subscribe, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name) clearErrors(name as FieldPath<z.input<Schema>>);
        },
      }),
    [subscribe, clearErrors],
  );
  return form;
}

/**
 * Puts a server 400's `errors` on the form's fields (and focuses the first); returns whether
 * any field got one, so the caller can keep only the banner otherwise. A form of nested values
 * names its fields by path (`company.name`), in the order to focus them.
 */
export function setServerErrors<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  error: unknown,
  fields?: readonly FieldPath<V>[],
): boolean {
  const names = fields ?? (Object.keys(form.getValues()) as FieldPath<V>[]);
  const errors = serverFieldErrors(error, names);
  const entries = Object.entries(errors) as [FieldPath<V>, string][];
  entries.forEach(([name, message], i) => {
    form.setError(name, { type: 'server', message }, { shouldFocus: i === 0 });
  });
  return entries.length > 0;
}

/** The message of a field's error, for `<Field error={...}>`. */
export function errorOf<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, name: FieldPath<V>): string | undefined {
  const parts = name.split('.');
  let node: unknown = form.formState.errors;
  for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
