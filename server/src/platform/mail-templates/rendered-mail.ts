import type { ValidationLang } from '@helpdesk/shared/schemas';

/** What every template gives: the parts of `OutgoingMail` (platform/outbound/transport.ts) that are content. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export type MailLang = ValidationLang;

/** A subject is one header line: no line breaks, no runs of spaces. */
export const subjectLine = (value: string): string => value.replace(/\s+/g, ' ').trim();
