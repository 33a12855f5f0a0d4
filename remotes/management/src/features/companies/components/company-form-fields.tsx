/** The company form's own pieces: a titled section, a 1/0 flag as a switch, a true/false box, an optional date or number. */
import type { ReactNode } from 'react';
import { Checkbox, Field, Input, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import type { CompanyFormValues, CompanyInput } from '@helpdesk/shared/schemas';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    border: 'none',
    padding: 0,
    margin: 0,
    minWidth: 0,
  },
  legend: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalS, padding: 0 },
});

type FormControl = Control<CompanyFormValues, unknown, CompanyInput>;

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const styles = useStyles();
  return (
    <fieldset className={styles.section} data-testid={testId}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** A 1/0 flag of the API as a switch. */
export function FlagField({
  control,
  name,
  label,
}: {
  control: FormControl;
  name: 'show_reports' | 'show_monitoring_logs';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          name={field.name}
          label={label}
          checked={field.value === 1}
          onChange={(_event, data) => field.onChange(data.checked ? 1 : 0)}
        />
      )}
    />
  );
}

export function CheckField({
  control,
  name,
  label,
  onChecked,
}: {
  control: FormControl;
  name: FieldPath<CompanyFormValues>;
  label: string;
  onChecked?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          name={field.name}
          label={label}
          checked={field.value === true}
          onChange={(_event, data) => {
            field.onChange(data.checked === true);
            if (data.checked === true) onChecked?.();
          }}
        />
      )}
    />
  );
}

/** A date or a whole number that may stay empty: empty is null (open contract ends, no carry-over). */
export function OptionalField({
  control,
  name,
  label,
  hint,
  type,
}: {
  control: FormControl;
  name: 'contract_start' | 'contract_end' | 'carry_over_cap_hours';
  label: string;
  hint?: string;
  type: 'date' | 'number';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} hint={hint} validationMessage={fieldState.error?.message}>
          <Input
            ref={field.ref}
            name={field.name}
            type={type}
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            onChange={(_event, data) => field.onChange(data.value === '' ? null : type === 'number' ? Number(data.value) : data.value)}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}
