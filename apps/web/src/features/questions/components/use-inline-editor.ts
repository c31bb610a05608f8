import { type KeyboardEvent, useEffect, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { setServerErrors } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-client';

/**
 * What the questions screen's inline editors share: the server's refusal shown on its fields (a
 * 400), else as one message above the buttons (a 409), and Escape cancelling unless a save is under way.
 */
export function useInlineEditor<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  fields: readonly FieldPath<V>[],
  { error, busy, onCancel }: { error: unknown; busy: boolean; onCancel: () => void },
): { banner: string | null; onKeyDown: (event: KeyboardEvent) => void } {
  const [banner, setBanner] = useState<string | null>(null);
  // `fields` is a constant of each editor; the refusal is read again only when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fields never change for an editor
  useEffect(() => {
    if (!error) return setBanner(null);
    setBanner(setServerErrors(form, error, fields) ? null : errorMessage(error));
  }, [error, form]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };
  return { banner, onKeyDown };
}
