/** E-mails no company was matched to (server/API.md "Unassigned e-mails"). */
import { z } from 'zod';
import { MAIL_AUTH_VERDICTS, MAIL_MARKS } from '../schemas/enums.ts';
import { id, instant, personRefSchema } from './common.ts';

export const unassignedEmailSchema = z.strictObject({
  id,
  title: z.string(),
  sender: z.string(),
  address: z.string(),
  reader: personRefSchema.nullable(),
  read: z.boolean(),
  read_at: instant.nullable(),
  received_at: instant,
  attachments_count: z.number().int(),
  /** Whether the sender passed SPF/DKIM/DMARC; null for mail from before the check. */
  mail_auth: z.enum(MAIL_AUTH_VERDICTS).nullable().optional(),
  /** Kept aside by the intake: `automatic` (out-of-office reply, bounce, list mail) or `rate_limited`; null otherwise. */
  mail_mark: z.enum(MAIL_MARKS).nullable().optional(),
});
export type UnassignedEmail = z.infer<typeof unassignedEmailSchema>;

/** One e-mail with its sanitised body and its files. */
export const unassignedEmailDetailSchema = unassignedEmailSchema.extend({
  body: z.string(),
  message_id: z.string().nullable(),
  attachments: z.array(
    z.strictObject({ index: z.number().int(), filename: z.string(), mime_type: z.string(), size: z.number().int(), url: z.string() }),
  ),
});
export type UnassignedEmailDetail = z.infer<typeof unassignedEmailDetailSchema>;
