/**
 * Fluent fields bound to react-hook-form through Controller: Fluent's inputs keep their own controlled value, so
 * `register` would not show default values or `reset()` (the shell's profile form does the same).
 */
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Dropdown, Field, Input, Option, Select, Textarea } from '@fluentui/react-components';

interface BaseProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

export interface Choice {
  value: string | number;
  label: string;
}

export function TextField<T extends FieldValues>({ control, name, label, hint, required, disabled }: BaseProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} required={required} validationMessage={fieldState.error?.message}>
          <Input
            ref={field.ref}
            name={field.name}
            value={(field.value as string | null | undefined) ?? ''}
            disabled={disabled}
            onChange={(_event, data) => field.onChange(data.value)}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

export function TextareaField<T extends FieldValues>({ control, name, label, hint, required, disabled }: BaseProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} required={required} validationMessage={fieldState.error?.message}>
          <Textarea
            ref={field.ref}
            name={field.name}
            value={(field.value as string | null | undefined) ?? ''}
            disabled={disabled}
            resize="vertical"
            rows={8}
            onChange={(_event, data) => field.onChange(data.value)}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

interface SelectFieldProps<T extends FieldValues> extends BaseProps<T> {
  choices: readonly Choice[];
  /** Offers an empty choice that stores null (an optional field), with this label. */
  emptyLabel?: string;
  /** Called after the user picks a value (not on reset). */
  onPicked?: (value: string | number | null) => void;
}

/** A native select: type-ahead and the phone's own picker for free. Numbers stay numbers, the empty choice null. */
export function SelectField<T extends FieldValues>({ control, name, label, hint, required, disabled, choices, emptyLabel, onPicked }: SelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const toValue = (raw: string) => {
          if (raw === '') return null;
          const choice = choices.find((c) => String(c.value) === raw);
          return choice ? choice.value : raw;
        };
        const current = field.value === null || field.value === undefined ? '' : String(field.value);
        return (
          <Field label={label} hint={hint} required={required} validationMessage={fieldState.error?.message}>
            <Select
              ref={field.ref}
              name={field.name}
              value={current}
              disabled={disabled}
              onChange={(_event, data) => {
                const value = toValue(data.value);
                field.onChange(value);
                onPicked?.(value);
              }}
              onBlur={field.onBlur}
            >
              {(emptyLabel !== undefined || current === '') && (
                <option value="" disabled={emptyLabel === undefined}>
                  {emptyLabel ?? ''}
                </option>
              )}
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          </Field>
        );
      }}
    />
  );
}

/** Several numeric ids (CC persons). */
export function MultiSelectField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  disabled,
  choices,
  placeholder,
}: BaseProps<T> & { choices: readonly Choice[]; placeholder: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const ids = ((field.value as number[] | undefined) ?? []).map(String);
        const labels = choices.filter((c) => ids.includes(String(c.value))).map((c) => c.label);
        return (
          <Field label={label} hint={hint} validationMessage={fieldState.error?.message}>
            <Dropdown
              ref={field.ref}
              multiselect
              disabled={disabled}
              placeholder={placeholder}
              selectedOptions={ids}
              value={labels.join(', ')}
              onOptionSelect={(_event, data) => field.onChange(data.selectedOptions.map(Number))}
              onBlur={field.onBlur}
            >
              {choices.map((choice) => (
                <Option key={choice.value} value={String(choice.value)}>
                  {choice.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
        );
      }}
    />
  );
}
