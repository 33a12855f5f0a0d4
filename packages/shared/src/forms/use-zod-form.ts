/**
 * Forms across all apps: react-hook-form validated by the same zod schema the server uses, with the messages
 * in the user's language, and the server's 422 field errors put under the fields they belong to.
 */
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
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
 * Shows a 422 answer's messages under the matching fields and returns true; returns false for any other
 * failure. Whatever the user typed stays in the form either way.
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown): boolean {
  const errors = validationErrors(error);
  if (!errors) return false;
  const fields = Object.keys(form.getValues());
  let first = true;
  for (const [field, messages] of Object.entries(errors)) {
    const name = (fields.includes(field) ? field : 'root.server') as Path<T>;
    form.setError(name, { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
    first = false;
  }
  return true;
}
