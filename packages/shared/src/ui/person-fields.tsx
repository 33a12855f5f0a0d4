/**
 * The fields of a client person (spec §3) in the order both forms show them: the client area's employee form (a VIP
 * inviting its colleagues) and the staff client form. Labels come from the screen's own texts; the staff form puts
 * its company picker after the e-mail addresses.
 */
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { makeStyles, tokens } from '@fluentui/react-components';
import { CLIENT_ROLES, type ClientRole } from '../permissions.ts';
import { SelectField, TextField } from './form-fields.tsx';

export const PERSON_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'additional_email',
  'job_position',
  'phone',
  'role',
  'city',
  'lang',
] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];

export interface PersonFieldsProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  disabled: boolean;
  label: (field: PersonField) => string;
  roleLabel: (role: ClientRole) => string;
  langLabel: (lang: 'pl' | 'en') => string;
  /** Under the e-mail field (e.g. that a change is confirmed from the new address). */
  emailHint?: string;
  /** Fields shown right after the e-mail addresses. */
  afterEmails?: ReactNode;
}

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    '& > *': { minWidth: 0 },
  },
});

/** `T`: a form whose values hold every person field. */
export function PersonFields<T extends FieldValues>({
  control,
  disabled,
  label,
  roleLabel,
  langLabel,
  emailHint,
  afterEmails,
}: PersonFieldsProps<T>) {
  const styles = useStyles();
  const name = (field: PersonField) => field as FieldPath<T>;
  const text = (field: PersonField, extra: { required?: boolean; type?: 'email' | 'tel'; hint?: string } = {}) => (
    <TextField control={control} name={name(field)} label={label(field)} disabled={disabled} {...extra} />
  );
  return (
    <div className={styles.grid}>
      {text('firstname', { required: true })}
      {text('lastname', { required: true })}
      {text('email', { required: true, type: 'email', hint: emailHint })}
      {text('additional_email', { type: 'email' })}
      {afterEmails}
      {text('job_position')}
      {text('phone', { type: 'tel' })}
      <SelectField
        control={control}
        name={name('role')}
        label={label('role')}
        required
        disabled={disabled}
        choices={CLIENT_ROLES.map((value) => ({ value, label: roleLabel(value) }))}
      />
      {text('city')}
      <SelectField
        control={control}
        name={name('lang')}
        label={label('lang')}
        required
        disabled={disabled}
        choices={(['pl', 'en'] as const).map((value) => ({ value, label: langLabel(value) }))}
      />
    </div>
  );
}

/** A saved person as the form edits it: absent optional texts become empty fields. */
export function personFormValues(p: {
  firstname: string;
  lastname: string;
  email: string;
  additional_email: string | null;
  job_position: string | null;
  phone: string | null;
  role: ClientRole;
  city: string | null;
  lang: 'pl' | 'en';
}) {
  return {
    firstname: p.firstname,
    lastname: p.lastname,
    email: p.email,
    additional_email: p.additional_email ?? '',
    job_position: p.job_position ?? '',
    phone: p.phone ?? '',
    role: p.role,
    city: p.city ?? '',
    lang: p.lang,
  };
}
