/**
 * Fluent fields for the intake forms (reminders, projects), bound through Controller: Fluent's inputs keep
 * their own controlled value, so `register` would not show default values or `reset()`.
 */
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, Input, Select, Switch, Textarea } from '@fluentui/react-components';

interface BaseProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}

export interface Choice {
  value: string | number;
  label: string;
}

export function TextInputField<T extends FieldValues>({ control, name, label, required, type = 'text' }: BaseProps<T> & { type?: 'text' | 'date' | 'number' }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} required={required} validationMessage={fieldState.error?.message}>
          <Input
            ref={field.ref}
            name={field.name}
            type={type}
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            onChange={(_event, data) => field.onChange(type === 'number' ? (data.value === '' ? '' : Number(data.value)) : data.value)}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

export function TextAreaField<T extends FieldValues>({ control, name, label, required }: BaseProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} required={required} validationMessage={fieldState.error?.message}>
          <Textarea
            ref={field.ref}
            name={field.name}
            value={(field.value as string | null | undefined) ?? ''}
            resize="vertical"
            rows={6}
            onChange={(_event, data) => field.onChange(data.value)}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

/** A native select; numbers stay numbers, the empty choice (when offered) stores null. */
export function ChoiceField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  choices,
  emptyLabel,
  onPicked,
}: BaseProps<T> & { choices: readonly Choice[]; emptyLabel?: string; onPicked?: () => void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} required={required} validationMessage={fieldState.error?.message}>
          <Select
            ref={field.ref}
            name={field.name}
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            onChange={(_event, data) => {
              const choice = choices.find((c) => String(c.value) === data.value);
              field.onChange(choice ? choice.value : null);
              onPicked?.();
            }}
            onBlur={field.onBlur}
          >
            {(emptyLabel !== undefined || field.value === null || field.value === undefined) && <option value="">{emptyLabel ?? ''}</option>}
            {choices.map((c) => (
              <option key={c.value} value={String(c.value)}>
                {c.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );
}

export function SwitchField<T extends FieldValues>({ control, name, label }: BaseProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <Switch ref={field.ref} name={field.name} label={label} checked={!!field.value} onChange={(_event, data) => field.onChange(data.checked)} />}
    />
  );
}
