/**
 * CMDB devices (server/API.md "Devices"): the body of create and edit, the list query, and the credentials rule
 * (spec §5: storing access credentials for IT systems is forbidden) — the account, licence key and software rows refuse
 * a value shaped like a password or labelled as one, and a software row refuses a field named like a password.
 */
import { z } from 'zod';
import { csvDialectSchema, EXPORT_FORMATS } from './reports-time.ts';
import { DEVICE_STATES, DEVICE_TYPES } from './enums.ts';
import { messageKey } from './messages.ts';
import { DB_INT_MAX, idSchema, pageQueryShape, searchSchema, textSchema } from './primitives.ts';

export type DeviceState = (typeof DEVICE_STATES)[number];
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** A label announcing a secret, followed by `:` or `=` ("hasło: …", "password=…", "PIN: …"). */
const SECRET_LABEL = /(?:^|[^\p{L}])(?:pass(?:word)?|passwd|pwd|has(?:ł|l)o|pin|secret|sekret)\s*[:=]/iu;
/** A name of a field that would hold a secret. */
const SECRET_NAME = /pass|pwd|has(?:ł|l)o|secret|sekret|^pin$/iu;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A token shaped like a password: at least 8 characters with lower- and upper-case letters, a digit and a symbol.
 * Dots, dashes, underscores are not counted as symbols (logins such as `J.Kowalski_2`, licence keys such as
 * `ABCDE-12345-…`), nor is an e-mail address a password.
 */
function passwordShaped(token: string): boolean {
  if (token.length < 8 || EMAIL.test(token)) return false;
  return /\p{Ll}/u.test(token) && /\p{Lu}/u.test(token) && /\d/.test(token) && /[^\p{L}\d._-]/u.test(token);
}

/** True when a text stores a secret: a labelled one, or a word shaped like a password. */
export function looksLikeCredential(value: string): boolean {
  if (SECRET_LABEL.test(value)) return true;
  return value.split(/\s+/).some(passwordShaped);
}

/** True when a field's name says it holds a secret. */
export const credentialFieldName = (name: string): boolean => SECRET_NAME.test(name);

const credentialMessage = messageKey('credential_forbidden');
/** A text field that must not hold access credentials. */
const noCredential = (max: number) =>
  textSchema
    .trim()
    .max(max)
    .refine((value) => !looksLikeCredential(value), credentialMessage);
const optionalText = (max: number) => textSchema.trim().max(max).nullable().optional();

export const DEVICE_SOFTWARE_MAX = 50;
export const DEVICE_DISPLAYS_MAX = 10;

/** A software row: name, account, key. An extra field named like a password is refused with the credentials message. */
export const deviceSoftwareSchema = z
  .object({
    name: textSchema.trim().min(1).max(255),
    account: noCredential(255).optional().default(''),
    key: noCredential(255).optional().default(''),
  })
  .catchall(z.unknown())
  .superRefine((row, ctx) => {
    for (const name of Object.keys(row)) {
      if (name === 'name' || name === 'account' || name === 'key') continue;
      ctx.addIssue({ code: 'custom', path: [name], ...(credentialFieldName(name) ? credentialMessage : messageKey('invalid')) });
    }
  })
  .transform(({ name, account, key }) => ({ name, account, key }));

export const deviceDisplaySchema = z.object({
  size: textSchema.trim().min(1).max(50),
  vendor: textSchema.trim().max(100).optional().default(''),
});

const deviceShape = z.object({
  /** A JSON number (not coerced): an empty choice is "required". */
  company_id: z.number().int().positive().max(DB_INT_MAX),
  /** A client person of the company. */
  owner_id: idSchema.nullable().optional(),
  type: z.enum(DEVICE_TYPES).default('other'),
  vendor: optionalText(255),
  model: optionalText(255),
  service_tag: optionalText(100),
  inventory_number: optionalText(100),
  serial: optionalText(100),
  ip: optionalText(100),
  description: textSchema.max(10_000).nullable().optional(),
  location: optionalText(255),
  state: z.enum(DEVICE_STATES).default('ok'),
  os: optionalText(255),
  account: noCredential(255).nullable().optional(),
  licence_key: noCredential(255).nullable().optional(),
  office: optionalText(255),
  antivirus: optionalText(255),
  software: z.array(deviceSoftwareSchema).max(DEVICE_SOFTWARE_MAX).default([]),
  displays: z.array(deviceDisplaySchema).max(DEVICE_DISPLAYS_MAX).default([]),
});

type DeviceFields = z.output<typeof deviceShape>;
const DEVICE_FIELDS = Object.keys(deviceShape.shape) as (keyof DeviceFields)[];

export const deviceBodySchema = deviceShape
  .catchall(z.unknown())
  .superRefine((body, ctx) => {
    // A password sent under any other name is refused too (the rest of the unknown keys are ignored).
    for (const name of Object.keys(body))
      if (credentialFieldName(name)) ctx.addIssue({ code: 'custom', path: [name], ...credentialMessage });
  })
  // Only the device's own fields go on (the unknown keys were checked above).
  .transform((body): DeviceFields => Object.fromEntries(DEVICE_FIELDS.map((name) => [name, body[name]])) as DeviceFields);
export type DeviceBody = z.output<typeof deviceBodySchema>;
/** What the device form holds: the body's fields (no company until one is picked; software rows without extra fields). */
export type DeviceFormInput = Omit<z.input<typeof deviceShape>, 'software' | 'company_id'> & {
  company_id: number | null;
  software?: { name: string; account?: string; key?: string }[];
};
/** The body schema as the form sees it (the same rules). */
export const deviceFormSchema = deviceBodySchema as unknown as z.ZodType<DeviceBody, DeviceFormInput>;

export const DEVICE_LIST_FILTERS = ['active', 'trashed', 'all'] as const;

export const deviceListQuerySchema = z.object({
  filter: z.enum(DEVICE_LIST_FILTERS).default('active'),
  company_id: idSchema.optional(),
  type: z.enum(DEVICE_TYPES).optional(),
  state: z.enum(DEVICE_STATES).optional(),
  /** Serial, ServiceTag, inventory number, IP, owner, vendor and model. */
  search: searchSchema,
  ...pageQueryShape,
});
export type DeviceListQuery = z.output<typeof deviceListQuerySchema>;
/** The export takes the list's filters, without paging. */
export const deviceExportQuerySchema = deviceListQuerySchema
  .omit({ page: true, per_page: true })
  .extend({ format: z.enum(EXPORT_FORMATS).default('xlsx'), dialect: csvDialectSchema.optional() });
export type DeviceExportQuery = z.output<typeof deviceExportQuerySchema>;
