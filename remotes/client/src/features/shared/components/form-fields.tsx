/**
 * Fluent fields bound to react-hook-form through Controller: Fluent's inputs keep their own controlled value, so
 * `register` would not show default values or `reset()` (as in the shell's profile form).
 */
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Dropdown, Field, Input, Option, Select, Textarea, type InputProps } from '@fluentui/react-components';

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

export function TextField<T extends FieldValues>({ control, name, label, hint, required, disabled, type = 'text', autoComplete }: BaseProps<T> & { type?: InputProps['type']; autoComplete?: string }) {
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
            disabled={disabled}
            onChange={(_event, data) => field.onChange(data.value)}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

export function TextareaField<T extends FieldValues>({ control, name, label, hint, required, disabled, rows = 8 }: BaseProps<T> & { rows?: number }) {
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
            rows={rows}
            onChange={(_event, data) => field.onChange(data.value)}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

/** A native select: type-ahead and the phone's own picker for free. Numbers stay numbers, the empty choice null. */
export function SelectField<T extends FieldValues>({ control, name, label, hint, required, disabled, choices, emptyLabel }: BaseProps<T> & { choices: readonly Choice[]; emptyLabel?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} required={required} validationMessage={fieldState.error?.message}>
          <Select
            ref={field.ref}
            name={field.name}
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            disabled={disabled}
            onChange={(_event, data) => {
              const choice = choices.find((c) => String(c.value) === data.value);
              field.onChange(choice ? choice.value : null);
            }}
            onBlur={field.onBlur}
          >
            {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
            {choices.map((choice) => (
              <option key={choice.value} value={String(choice.value)}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );
}

/** Several ids from a list (e.g. colleagues to CC): a multi-select dropdown. */
export function MultiSelectField<T extends FieldValues>({ control, name, label, hint, disabled, choices, placeholder }: BaseProps<T> & { choices: readonly Choice[]; placeholder?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const selected = ((field.value as (string | number)[] | undefined) ?? []).map(String);
        const text = choices
          .filter((c) => selected.includes(String(c.value)))
          .map((c) => c.label)
          .join(', ');
        return (
          <Field label={label} hint={hint} validationMessage={fieldState.error?.message}>
            <Dropdown
              ref={field.ref}
              multiselect
              disabled={disabled}
              placeholder={placeholder}
              value={text}
              selectedOptions={selected}
              onOptionSelect={(_event, data) => field.onChange(data.selectedOptions.map((v) => choices.find((c) => String(c.value) === v)?.value ?? v))}
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
