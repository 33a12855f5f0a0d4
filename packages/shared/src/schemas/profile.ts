/**
 * The profile (GET/PUT /api/profile): the person's own names, phones and language. Built from the entity schemas
 * so the rules (lengths, messages) are the ones agents and clients are validated with elsewhere.
 */
import { z } from 'zod';
import { agentSchema } from './user.ts';
import { setLangSchema } from './auth.ts';
import { LAYOUT_WIDTHS, SIDEBAR_MODES } from './enums.ts';
import { rules } from './rules.ts';

export const profileUpdateSchema = z.object({
  firstname: agentSchema.shape.firstname,
  lastname: agentSchema.shape.lastname,
  phone: agentSchema.shape.phone,
  /** Agents only: the number SMS login codes go to. Changing it needs `current_password`. */
  direct_phone: agentSchema.shape.direct_phone,
  lang: setLangSchema.shape.lang,
  /** A new login address takes effect once the link mailed to it is opened; changing it needs `current_password`. */
  email: agentSchema.shape.email.optional(),
  current_password: z.string().check(rules.max(200)).optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** `POST /api/profile/set-layout`: the user's layout mode, kept on the account like the language. */
export const setLayoutSchema = z.object({ sidebar: z.enum(SIDEBAR_MODES), width: z.enum(LAYOUT_WIDTHS) });
export type LayoutSettings = z.infer<typeof setLayoutSchema>;

/** What the server answers for a profile. */
export interface ProfileView {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  /** A new address waiting for its confirmation link to be opened (until then `email` stays). */
  pending_email: string | null;
  phone: string | null;
  direct_phone: string | null;
  lang: 'pl' | 'en';
  kind: 'agent' | 'client';
  role: string;
  company: string | null;
  /** Whether the caller may change it (only one's own profile). */
  editable: boolean;
}

/** `POST /api/email-change/confirm`: the token of the confirmation link. */
export const confirmEmailSchema = z.object({ token: z.string().trim().min(1).max(200) });
