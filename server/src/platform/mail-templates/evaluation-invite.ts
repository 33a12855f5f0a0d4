import { mailText } from './mail-texts';
import type { MailLang, RenderedMail } from './rendered-mail';
import { simpleMail } from './simple-mail';

export interface EvaluationInviteMail {
  recipientName?: string | undefined;
  ticket: { fullid: string; subject: string };
  /** The signed single-use link to /evaluation. */
  link: string;
  /** EVALUATION_LINK_TTL_MS in days. */
  validDays: number;
}

/** A resolved ticket's requester is asked to rate the work (no login). The subject keeps `[ACME-12]` to thread. */
export function renderEvaluationInvite(lang: MailLang, { recipientName, ticket, link, validDays }: EvaluationInviteMail): RenderedMail {
  return simpleMail(lang, {
    subject: mailText(lang, 'invite_subject', { fullid: ticket.fullid }),
    heading: mailText(lang, 'invite_heading', { fullid: ticket.fullid }),
    recipientName,
    blocks: [
      { kind: 'paragraph', text: mailText(lang, 'invite_intro', { fullid: ticket.fullid, subject: ticket.subject }) },
      { kind: 'button', label: mailText(lang, 'invite_button'), url: link },
      { kind: 'paragraph', text: mailText(lang, 'invite_expiry', { days: validDays }) },
    ],
  });
}
