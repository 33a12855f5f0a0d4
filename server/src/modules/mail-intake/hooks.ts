/** What the mail intake announces to the modules above it (they register in app.ts; platform/hooks.ts). */
import type { MailAuthVerdict } from '@helpdesk/shared/schemas';
import type { AppContext } from '../../app-context';
import { defineHook } from '../../platform/hooks';
import type { Bounce } from './bounce';

export interface MailBounced {
  /** The intake's transaction: a listener's writes commit with the bounce's filing, and its error rolls it back. */
  ctx: AppContext;
  bounce: Bounce;
  /** The bounce's own Message-ID. */
  messageId: string;
  /** Whether the reporting server passed SPF/DKIM/DMARC: anyone can send a bounce naming a Message-ID. */
  mailAuth: MailAuthVerdict;
}

/** A delivery status report said a sent e-mail failed for good; the outbox marks the mail with that Message-ID failed. */
export const mailBounced = defineHook<[event: MailBounced]>('mail-intake.bounced');
