/**
 * Fluent inputs bound to react-hook-form through Controller. `register` is not enough here: Fluent's Input
 * keeps its own controlled value, so default values and `reset()` would not reach the screen.
 */
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, Input, Select, type InputProps } from '@fluentui/react-components';

interface BaseProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  required?: boolean;
}

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  type = 'text',
  autoComplete,
}: BaseProps<T> & { type?: InputProps['type']; autoComplete?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} required={required} validationMessage={fieldState.error?.message}>
          <Input
            ref={field.ref}
            name={field.name}
            type={type}
            autoComplete={autoComplete}
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(_event, data) => field.onChange(data.value)}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

export function SelectField<T extends FieldValues>({ control, name, label, hint, required, children }: BaseProps<T> & { children: ReactNode }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} required={required} validationMessage={fieldState.error?.message}>
          <Select ref={field.ref} name={field.name} value={field.value as string} onChange={(_event, data) => field.onChange(data.value)} onBlur={field.onBlur}>
            {children}
          </Select>
        </Field>
      )}
    />
  );
}
