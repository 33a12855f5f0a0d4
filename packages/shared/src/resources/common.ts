/**
 * The pieces every resource is made of (server/API.md): ids with names, companies, timestamps, Laravel's page.
 * Objects are strict: a key the server sends but the contract does not name fails the contract test.
 */
import { z } from 'zod';

/** An ISO 8601 instant as `Date.toISOString()` writes it. */
export const instant = z.iso.datetime();
/** A calendar day, YYYY-MM-DD. */
export const day = z.iso.date();
export const id = z.number().int().positive();

export const personRefSchema = z.strictObject({ id, name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const personWithEmailSchema = z.strictObject({ id, name: z.string(), email: z.string() });
export type PersonWithEmail = z.infer<typeof personWithEmailSchema>;

export const companyRefSchema = z.strictObject({ id, tag: z.string(), short_name: z.string() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** What filed a ticket. */
export const ticketOriginSchema = z.enum(['web', 'email', 'monitoring', 'reminder']);
/** What wrote a message: never `reminder`; `automation` is an automation rule's answer. */
export const messageOriginSchema = z.enum([...ticketOriginSchema.options, 'automation']);
/** What filed a ticket or wrote a message (a thread shows both). */
export type TicketOrigin = z.infer<typeof messageOriginSchema>;

/** The From of a ticket or message filed from an e-mail of someone who is not a user. */
export const mailSenderSchema = z.strictObject({ name: z.string().nullable(), email: z.string() });
export type MailSender = z.infer<typeof mailSenderSchema>;

const pageLinksSchema = z.strictObject({
  first: z.string().nullable(),
  last: z.string().nullable(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});
const pageMetaSchema = z.strictObject({
  current_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  last_page: z.number().int(),
  path: z.string(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** Laravel's page: what every list call answers. */
export const paginatedSchema = <T extends z.ZodType>(row: T) =>
  z.strictObject({ data: z.array(row), links: pageLinksSchema, meta: pageMetaSchema });
export interface Paginated<T> {
  data: T[];
  links: z.infer<typeof pageLinksSchema>;
  meta: z.infer<typeof pageMetaSchema>;
}

/** A single resource: `{data: …}`, with the server's message after a change. */
export interface Resource<T> {
  data: T;
  message?: string;
}
