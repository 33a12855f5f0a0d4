/** What the SPF/DKIM/DMARC check of an inbound e-mail answers (mail intake implements it; the app context carries one). */
import type { MailAuthVerdict } from '@helpdesk/shared/schemas';
import type { MailAuthDetails } from './db/schema';

export interface SenderVerdict {
  verdict: MailAuthVerdict;
  details: MailAuthDetails | null;
}

export type SenderCheck = (raw: Buffer) => Promise<SenderVerdict>;
