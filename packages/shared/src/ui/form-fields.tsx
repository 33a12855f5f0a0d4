/**
 * Fluent fields bound to react-hook-form through Controller: Fluent's inputs keep their own controlled value, so
 * `register` would not show default values or `reset()`. Every app's forms use these.
 */
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Dropdown, Field, Input, Option, Select, Switch, Textarea, type InputProps } from '@fluentui/react-components';

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

export interface TextFieldProps<T extends FieldValues> extends BaseProps<T> {
  /** `number` stores a number ('' while empty). */
  type?: InputProps['type'];
  autoComplete?: string;
}

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  type = 'text',
  autoComplete,
}: TextFieldProps<T>) {
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
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            disabled={disabled}
            onChange={(_event, data) => field.onChange(type === 'number' && data.value !== '' ? Number(data.value) : data.value)}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

export function TextareaField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  rows = 8,
}: BaseProps<T> & { rows?: number }) {
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

export interface SelectFieldProps<T extends FieldValues> extends BaseProps<T> {
  choices: readonly Choice[];
  /** Offers an empty choice that stores null (an optional field), with this label. */
  emptyLabel?: string;
  /** Called after the user picks a value (not on reset). */
  onPicked?: (value: string | number | null) => void;
}

/**
 * A native select: type-ahead and the phone's own picker for free. Numbers stay numbers, the empty choice null.
 * A required field without a value shows a blank it cannot go back to, rather than seeming to have the first choice.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  choices,
  emptyLabel,
  onPicked,
}: SelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const current = field.value === null || field.value === undefined ? '' : String(field.value);
        const toValue = (raw: string) => (raw === '' ? null : (choices.find((c) => String(c.value) === raw)?.value ?? raw));
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
                <option key={choice.value} value={String(choice.value)}>
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

/** Several values from a list (e.g. people to CC): a multi-select dropdown; numbers stay numbers. */
export function MultiSelectField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  disabled,
  choices,
  placeholder,
}: BaseProps<T> & { choices: readonly Choice[]; placeholder?: string }) {
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
              onOptionSelect={(_event, data) =>
                field.onChange(data.selectedOptions.map((v) => choices.find((c) => String(c.value) === v)?.value ?? v))
              }
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

export function SwitchField<T extends FieldValues>({ control, name, label, disabled }: Omit<BaseProps<T>, 'hint' | 'required'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          ref={field.ref}
          name={field.name}
          label={label}
          checked={!!field.value}
          disabled={disabled}
          onChange={(_event, data) => field.onChange(data.checked)}
        />
      )}
    />
  );
}
