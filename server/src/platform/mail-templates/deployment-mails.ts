/** The mail admins get when the canary guard withdraws a remote's canary (modules/remote-deployments/canary-guard.ts). */
import { formatPercent } from '@helpdesk/shared/format';
import type { CanaryWithdrawal } from '@helpdesk/shared/resources';
import type { MailBlock } from './mail-layout';
import { mailText } from './mail-texts';
import type { MailLang, RenderedMail } from './rendered-mail';
import { simpleMail } from './simple-mail';

export interface CanaryWithdrawnMail {
  recipientName?: string | undefined;
  remote: string;
  version: string;
  figures: CanaryWithdrawal;
  /** The control centre. */
  url: string;
}

export function renderCanaryWithdrawn(lang: MailLang, { recipientName, remote, version, figures, url }: CanaryWithdrawnMail): RenderedMail {
  const rate = (errors: number, loads: number) =>
    mailText(lang, 'canary_rate', { errors, loads, percent: formatPercent(loads > 0 ? (errors / loads) * 100 : 0, lang) });
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: mailText(lang, 'canary_intro', { minutes: figures.window_minutes, margin: figures.margin_percent }) },
    {
      kind: 'facts',
      rows: [
        [mailText(lang, 'canary_canary', { version }), rate(figures.canary_errors, figures.canary_loads)],
        [mailText(lang, 'canary_stable'), rate(figures.stable_errors, figures.stable_loads)],
      ],
    },
    { kind: 'button', label: mailText(lang, 'canary_open'), url },
  ];
  return simpleMail(lang, {
    subject: mailText(lang, 'canary_subject', { remote, version }),
    heading: mailText(lang, 'canary_heading', { remote, version }),
    recipientName,
    blocks,
  });
}
