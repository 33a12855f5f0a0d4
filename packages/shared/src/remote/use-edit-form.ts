/**
 * The form of a create/edit screen: empty for a new record, filled from the record once it has loaded; on submit it
 * saves, says so in a toast and goes on (back to the list, or to the saved record). The server's 422 messages land
 * under their fields and what was typed stays; another failure sets `failed` (cleared by the next submit).
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DefaultValues, FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@helpdesk/shared';
import { applyServerErrors, useZodForm } from '../forms/use-zod-form.ts';

export interface EditFormOptions<Input extends FieldValues, Output extends FieldValues, Loaded, Answer> {
  /** The request schema the server validates with. */
  schema: z.ZodType<Output, Input>;
  /** The form of a new record. */
  empty: DefaultValues<Input>;
  /** The record being edited, once loaded (undefined while loading or when creating). */
  record?: Loaded;
  /** The record as the form's values; read when the record arrives. */
  toForm?: (record: Loaded) => Input;
  save: (values: Output) => Promise<Answer>;
  /** The toast once saved; default: the answer's message. No text, no toast. */
  message?: (answer: Answer, values: Output) => string | null | undefined;
  /** Where to go once saved; null stays on the screen. */
  next: (answer: Answer, values: Output) => string | null;
  /**
   * When fields are first checked (default: when left). A form of rows added and retyped by buttons asks `onSubmit`:
   * react-hook-form checks every row on each row action otherwise, so a row just added would say "required" at once.
   */
  mode?: UseFormProps['mode'];
}

export interface EditForm<Input extends FieldValues, Output extends FieldValues> {
  form: UseFormReturn<Input, unknown, Output>;
  /** The form's onSubmit: validates, saves and goes on. */
  submit: ReturnType<UseFormReturn<Input, unknown, Output>['handleSubmit']>;
  /** The last save failed for a reason other than invalid fields. */
  failed: boolean;
}

export function useEditForm<
  Input extends FieldValues,
  Output extends FieldValues = Input,
  Loaded = unknown,
  Answer extends { message?: string } = { message?: string },
>(options: EditFormOptions<Input, Output, Loaded, Answer>): EditForm<Input, Output> {
  const { schema, empty, record, save, message, next } = options;
  const navigate = useNavigate();
  // Read when the record arrives: a new function each render must not reset what the user has typed.
  const toForm = useRef(options.toForm);
  toForm.current = options.toForm;
  // A record already there (from the cache) is the first values, so field arrays start with its rows.
  const form = useZodForm<Input, Output>(schema, {
    ...(options.mode ? { mode: options.mode } : {}),
    defaultValues: record !== undefined && toForm.current ? (toForm.current(record) as DefaultValues<Input>) : empty,
  });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (record !== undefined && toForm.current) form.reset(toForm.current(record));
  }, [record, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      const answer = await save(values);
      const text = message ? message(answer, values) : answer.message;
      if (text) toast.success(text);
      const to = next(answer, values);
      if (to !== null) await navigate(to);
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailed(true);
    }
  });

  return { form, submit, failed };
}
