import { renderLayout, type MailBlock } from './mail-layout';
import { greeting, mailText } from './mail-texts';
import { subjectLine, type MailLang, type RenderedMail } from './rendered-mail';

/** A mail that is about no ticket (accounts, reports, invitations): a heading, the greeting, the blocks. */
export function simpleMail(
  lang: MailLang,
  parts: { subject: string; heading: string; recipientName?: string | undefined; blocks: readonly MailBlock[] },
): RenderedMail {
  const subject = subjectLine(parts.subject);
  const body = renderLayout({
    lang,
    title: subject,
    preview: parts.heading,
    blocks: [{ kind: 'heading', text: parts.heading }, { kind: 'paragraph', text: greeting(lang, parts.recipientName) }, ...parts.blocks],
    footer: [mailText(lang, 'footer_automatic')],
    imageLabel: mailText(lang, 'image'),
  });
  return { subject, ...body };
}
