/**
 * Client people as staff manage them (`/api/admin/client…`, server/API.md "Client people") and the employee
 * spreadsheet import (`/api/admin/company/{id}/employee-import…`): request schemas, limits and the answers' texts in
 * both languages. The body is the employee's (`employeeSchema`) plus the company.
 */
import { z } from 'zod';
import { CLIENT_ROLES } from '../permissions.ts';
import type { ValidationLang } from './messages.ts';
import { employeeSchema } from './employee.ts';
import { CLIENT_LIST_STATES, IMPORT_ENCODINGS, IMPORT_FIELDS, IMPORT_ROW_STATUSES, type ImportField } from './enums.ts';
import { idSchema, pageQueryShape, searchSchema } from './primitives.ts';

export const clientBodySchema = employeeSchema.extend({ company_id: idSchema });
/** What the server stores (empty optional texts as null). */
export type ClientBody = z.output<typeof clientBodySchema>;
/** What the staff form sends. */
export type ClientFormInput = z.input<typeof clientBodySchema>;

export const clientListQuerySchema = z.object({
  search: searchSchema,
  company_id: z.coerce.number().int().positive().optional(),
  role: z.enum(CLIENT_ROLES).optional(),
  state: z.enum(CLIENT_LIST_STATES).default('active'),
  ...pageQueryShape,
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

// ---------------------------------------------------------------- employee import

/** Which header of the file fills each field (null: none). */
export const importMappingSchema = z.strictObject({
  mapping: z.partialRecord(z.enum(IMPORT_FIELDS), z.string().max(200).nullable()),
});
export type ImportMappingInput = z.output<typeof importMappingSchema>;

export const importRowsQuerySchema = z.object({
  status: z.enum(IMPORT_ROW_STATUSES).optional(),
  page: pageQueryShape.page,
  per_page: z.coerce.number().int().min(1).max(500).default(50),
});

/** The upload's and the re-read's optional `encoding`: a CSV read in this encoding instead of the detected one. */
export const importEncodingSchema = z.object({ encoding: z.enum(IMPORT_ENCODINGS).optional() });
export type ImportEncodingInput = z.output<typeof importEncodingSchema>;

/** The import fields' names as row errors show them (the same words as the client form's labels). */
export const IMPORT_FIELD_LABELS: Record<ValidationLang, Record<ImportField, string>> = {
  pl: {
    firstname: 'Imię',
    lastname: 'Nazwisko',
    email: 'E-mail',
    additional_email: 'Dodatkowy e-mail',
    job_position: 'Stanowisko',
    phone: 'Telefon',
    role: 'Rola',
    city: 'Miasto',
    lang: 'Język',
  },
  en: {
    firstname: 'First name',
    lastname: 'Last name',
    email: 'E-mail',
    additional_email: 'Additional e-mail',
    job_position: 'Job position',
    phone: 'Phone',
    role: 'Role',
    city: 'City',
    lang: 'Language',
  },
};

const pl = {
  client_created: 'Klient został dodany',
  client_updated: 'Klient został zaktualizowany',
  client_deleted: 'Klient został usunięty',
  client_restored: 'Klient został przywrócony',
  company_out_of_scope: 'Wybierz firmę, do której masz dostęp',
  import_error: 'Błąd importu pracowników!',
  import_done: 'Zaimportowano pracowników: {created} nowych, {updated} zaktualizowanych, {unchanged} bez zmian',
  import_discarded: 'Podgląd importu został odrzucony',
  import_file_required: 'Wybierz plik .xlsx, .xls lub .csv',
  import_file_type: 'Plik musi mieć rozszerzenie .xlsx, .xls lub .csv',
  import_file_too_large: 'Plik może mieć najwyżej {max} MB',
  import_file_unreadable: 'Nie udało się odczytać pliku arkusza',
  import_file_empty: 'Plik nie zawiera nagłówków ani wierszy',
  import_too_many_rows: 'Plik może mieć najwyżej {max} wierszy (ma {rows})',
  import_too_large_unpacked: 'Arkusz po rozpakowaniu może mieć najwyżej {max} MB (ten ma {size} MB)',
  import_too_many_cells: 'Arkusz może mieć najwyżej {max} komórek (ten ma {cells})',
  import_too_slow: 'Odczyt arkusza trwał dłużej niż {seconds} s — podziel plik na mniejsze',
  import_too_heavy: 'Arkusz jest za duży, by go odczytać — podziel plik na mniejsze',
  import_header_unknown: 'Plik nie ma kolumny „{header}”',
  import_email_unmapped: 'Wskaż kolumnę z adresem e-mail',
  import_rows_in_error:
    'Wierszy z błędami: {count} (wiersze {rows}). Import jest możliwy, gdy żaden wiersz nie ma błędu — popraw plik i wczytaj go ponownie.',
  import_file_not_kept: 'Ten podgląd nie zachował pliku — wczytaj plik ponownie, aby wybrać kodowanie',
  row_required: 'Pole „{field}” jest wymagane',
  row_email: 'Nieprawidłowy adres e-mail w polu „{field}”',
  row_too_long: 'Pole „{field}” może mieć najwyżej {max} znaków',
  row_role: 'Nieznana rola „{value}” (client, client-vip, monitoring)',
  row_lang: 'Nieznany język „{value}” (pl, en)',
  row_duplicate: 'Ten sam adres e-mail jest też w wierszu {row}',
  row_email_elsewhere: 'Ten adres e-mail należy do konta spoza tej firmy',
  row_deleted: 'Osoba o tym adresie jest usunięta — przywróć ją na liście klientów',
  error_column: 'Błąd',
  row_column: 'Wiersz',
} as const;

export type ClientMessageKey = keyof typeof pl;

const en: Record<ClientMessageKey, string> = {
  client_created: 'Client added',
  client_updated: 'Client updated',
  client_deleted: 'Client deleted',
  client_restored: 'Client restored',
  company_out_of_scope: 'Choose a company you have access to',
  import_error: 'Employees import error!',
  import_done: 'Employees imported: {created} new, {updated} updated, {unchanged} unchanged',
  import_discarded: 'The import preview was discarded',
  import_file_required: 'Choose an .xlsx, .xls or .csv file',
  import_file_type: 'The file must be .xlsx, .xls or .csv',
  import_file_too_large: 'The file may be at most {max} MB',
  import_file_unreadable: 'The spreadsheet could not be read',
  import_file_empty: 'The file has no header row or no rows',
  import_too_many_rows: 'The file may have at most {max} rows (it has {rows})',
  import_too_large_unpacked: 'The spreadsheet may be at most {max} MB unpacked (this one is {size} MB)',
  import_too_many_cells: 'The sheet may have at most {max} cells (this one has {cells})',
  import_too_slow: 'Reading the spreadsheet took longer than {seconds} s — split the file into smaller ones',
  import_too_heavy: 'The spreadsheet is too large to read — split the file into smaller ones',
  import_header_unknown: 'The file has no column "{header}"',
  import_email_unmapped: 'Choose the column with the e-mail address',
  import_rows_in_error:
    'Rows with errors: {count} (rows {rows}). The import is possible once no row has an error — fix the file and upload it again.',
  import_file_not_kept: 'This preview did not keep its file — upload the file again to choose the encoding',
  row_required: 'The field "{field}" is required',
  row_email: 'Invalid e-mail address in "{field}"',
  row_too_long: 'The field "{field}" may have at most {max} characters',
  row_role: 'Unknown role "{value}" (client, client-vip, monitoring)',
  row_lang: 'Unknown language "{value}" (pl, en)',
  row_duplicate: 'The same e-mail address is also in row {row}',
  row_email_elsewhere: 'This e-mail address belongs to an account outside this company',
  row_deleted: 'The person with this address is deleted — restore them in the client list',
  error_column: 'Error',
  row_column: 'Row',
};

/** The clients and import endpoints' own texts, in both languages. */
export const CLIENT_MESSAGES: Record<ValidationLang, Record<ClientMessageKey, string>> = { pl, en };

export const clientMessage = (lang: ValidationLang, key: ClientMessageKey, params: Record<string, string | number> = {}): string =>
  CLIENT_MESSAGES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
