/**
 * The import's rules, without the database: which header fills which field (guessed from the header's name, or the
 * company's remembered mapping), and what each row would do — new, update (matched by e-mail), unchanged, or an
 * error with its reasons — against the people stored now.
 */
import { z } from 'zod';
import {
  clientMessage,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_REQUIRED_FIELDS,
  type ImportField,
  type ImportRowStatus,
  type ValidationLang,
} from '@helpdesk/shared/schemas';
import type { ImportRow } from '@helpdesk/shared/resources';
import { CLIENT_ROLES } from '@helpdesk/shared/permissions';
import { headerKey } from '../../platform/import-sheet';

export type Mapping = Partial<Record<ImportField, string | null>>;

/**
 * Header spellings each field is recognised by besides its key and its label in either language (compared as
 * `headerKey`: without case, diacritics, spaces and punctuation, so "IMIĘ", "imie" and "Imię" are one).
 */
const SYNONYMS: Record<ImportField, string[]> = {
  firstname: ['first name', 'given name'],
  lastname: ['last name', 'surname', 'family name'],
  email: ['adres e-mail', 'mail', 'email address', 'e-mail address'],
  additional_email: ['e-mail 2', 'drugi e-mail'],
  job_position: ['position', 'job title', 'title', 'funkcja'],
  phone: ['tel', 'phone number', 'numer telefonu', 'nr telefonu', 'telefon komórkowy', 'komórka', 'mobile'],
  role: [],
  city: ['miejscowość', 'town'],
  lang: [],
};

const namesOf = (field: ImportField) =>
  new Set([field, IMPORT_FIELD_LABELS.pl[field], IMPORT_FIELD_LABELS.en[field], ...SYNONYMS[field]].map(headerKey));

/** The remembered mapping where its headers are in this file, else a header named like the field. */
export function guessMapping(headers: string[], remembered: Mapping | null): Mapping {
  const mapping: Mapping = {};
  const taken = new Set<string>();
  for (const field of IMPORT_FIELDS) {
    const kept = remembered?.[field];
    if (kept && headers.includes(kept) && !taken.has(kept)) {
      mapping[field] = kept;
      taken.add(kept);
    }
  }
  for (const field of IMPORT_FIELDS) {
    if (mapping[field]) continue;
    const names = namesOf(field);
    const header = headers.find((h) => !taken.has(h) && names.has(headerKey(h)));
    mapping[field] = header ?? null;
    if (header) taken.add(header);
  }
  return mapping;
}

/** What a person looks like to the comparison: the stored row's fields as the import writes them. */
export interface StoredPerson {
  id: number;
  kind: 'agent' | 'client';
  companyId: number | null;
  deleted: boolean;
  values: Record<ImportField, string>;
}

export interface EvaluatedRow extends ImportRow {
  /** The existing person an `update` or `unchanged` row matched. */
  personId: number | null;
}

const MAX_LENGTH: Record<ImportField, number> = {
  firstname: 100,
  lastname: 100,
  email: 255,
  additional_email: 255,
  job_position: 100,
  phone: 30,
  role: 20,
  city: 100,
  lang: 5,
};
const emailSchema = z.email();
const isEmail = (value: string) => emailSchema.safeParse(value).success;

/** Reads the row's cells through the mapping: texts trimmed, e-mails, role and language lower-cased, defaults filled. */
export function valuesOf(headers: string[], line: string[], mapping: Mapping): Partial<Record<ImportField, string>> {
  const values: Partial<Record<ImportField, string>> = {};
  for (const field of IMPORT_FIELDS) {
    const header = mapping[field];
    if (!header) continue;
    const index = headers.indexOf(header);
    if (index < 0) continue;
    let value = (line[index] ?? '').trim();
    if (field === 'email' || field === 'additional_email' || field === 'role' || field === 'lang') value = value.toLowerCase();
    values[field] = value;
  }
  return values;
}

/**
 * Every row's status. `stored` holds the people whose e-mail appears in the file (by lower-cased e-mail). Only the
 * mapped fields are compared and written: a column the file lacks keeps what is stored.
 */
export function evaluateRows(
  lang: ValidationLang,
  companyId: number,
  headers: string[],
  lines: string[][],
  mapping: Mapping,
  stored: Map<string, StoredPerson>,
): EvaluatedRow[] {
  const firstRowOf = new Map<string, number>();
  const label = (field: ImportField) => IMPORT_FIELD_LABELS[lang][field];
  return lines.map((line, index) => {
    const rowNumber = index + 2;
    const values = valuesOf(headers, line, mapping);
    const errors: ImportRow['errors'] = [];
    const fail = (field: ImportField | null, key: Parameters<typeof clientMessage>[1], params: Record<string, string | number> = {}) =>
      errors.push({ field, message: clientMessage(lang, key, params) });
    for (const field of IMPORT_REQUIRED_FIELDS) if (!values[field]) fail(field, 'row_required', { field: label(field) });
    for (const field of IMPORT_FIELDS) {
      const value = values[field];
      if (value && value.length > MAX_LENGTH[field]) fail(field, 'row_too_long', { field: label(field), max: MAX_LENGTH[field] });
    }
    if (values.email && !isEmail(values.email)) fail('email', 'row_email', { field: label('email') });
    if (values.additional_email && !isEmail(values.additional_email))
      fail('additional_email', 'row_email', { field: label('additional_email') });
    if (values.role && !(CLIENT_ROLES as readonly string[]).includes(values.role)) fail('role', 'row_role', { value: values.role });
    if (values.lang && values.lang !== 'pl' && values.lang !== 'en') fail('lang', 'row_lang', { value: values.lang });
    const email = values.email ?? '';
    if (email) {
      const first = firstRowOf.get(email);
      if (first !== undefined) fail('email', 'row_duplicate', { row: first });
      else firstRowOf.set(email, rowNumber);
    }
    const person = email ? stored.get(email) : undefined;
    if (person && errors.length === 0) {
      if (person.kind !== 'client' || person.companyId !== companyId) fail('email', 'row_email_elsewhere');
      else if (person.deleted) fail('email', 'row_deleted');
    }
    let status: ImportRowStatus = 'new';
    const changes: ImportField[] = [];
    if (errors.length) status = 'error';
    else if (person) {
      for (const field of IMPORT_FIELDS) {
        if (field === 'email' || !(field in values)) continue;
        const incoming = values[field] || defaultOf(field);
        if (incoming !== person.values[field]) changes.push(field);
      }
      status = changes.length ? 'update' : 'unchanged';
    }
    return { row: rowNumber, status, values, changes, errors, personId: person && status !== 'error' ? person.id : null };
  });
}

/** What an empty cell of a mapped column stores: the role and language defaults, else none. */
export function defaultOf(field: ImportField): string {
  if (field === 'role') return 'client';
  if (field === 'lang') return 'pl';
  return '';
}
