/**
 * Forms across all apps: react-hook-form validated by the same zod schema the server uses, with the messages
 * in the user's language, and the server's 422 field errors put under the fields they belong to.
 */
import { get, useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMap } from '../schemas/messages.ts';
// The API client is stateful (one axios instance): reach it through the singleton, not a relative copy.
import { validationErrors } from '@helpdesk/shared';

export function useZodForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'pl';
  return useForm<Input, unknown, Output>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema, { error: errorMap(lang) }) as never,
  });
}

/**
 * The form path a 422 key names, or null when no field of the form holds it. The server's keys are dotted
 * (`software.0.name` for a row of a list), as are react-hook-form's paths: a top-level key is a field of the form;
 * a nested key is a field only where the form's values have a single value there (a whole row is no field).
 */
function fieldOf(values: FieldValues, key: string): string | null {
  if (Object.hasOwn(values, key)) return key;
  if (!key.includes('.')) return null;
  const value: unknown = get(values, key);
  return value === undefined || (typeof value === 'object' && value !== null) ? null : key;
}

/**
 * Shows a 422 answer's messages under the matching fields (rows of field arrays too) and returns true; a message
 * for a key no field holds goes to the form (`root.server`). Returns false for any other failure. Whatever the user
 * typed stays in the form either way.
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown): boolean {
  const errors = validationErrors(error);
  if (!errors) return false;
  const values = form.getValues();
  const unplaced: string[] = [];
  let first = true;
  for (const [field, messages] of Object.entries(errors)) {
    const name = fieldOf(values, field);
    if (name === null) {
      unplaced.push(...messages);
      continue;
    }
    form.setError(name as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
    first = false;
  }
  if (unplaced.length > 0) form.setError('root.server', { type: 'server', message: unplaced.join(' ') });
  return true;
}
