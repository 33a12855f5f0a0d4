/** The company e-mails of the reporting mode: the periodic report (its XLSX attached by the caller) and the package warning. */
import { formatMinutes, formatNumber, formatPercent } from '@helpdesk/shared/format';
import type { MonthFigures } from '@helpdesk/shared/resources';
import { nameOf } from '@helpdesk/shared/vocabulary';
import type { MailBlock } from './mail-layout';
import { formatMailMonth } from './mail-format';
import { mailText } from './mail-texts';
import type { MailLang, RenderedMail } from './rendered-mail';
import { simpleMail } from './simple-mail';

export interface CompanyReportMail {
  recipientName?: string | undefined;
  company: string;
  /** The mail's period key (a day, `2026-W47` or a month), as the subject has always named it. */
  period: string;
  /** The month's figures of the company report (the XLSX holds the same). */
  figures: MonthFigures;
  /** The company report page, for recipients who may open it (VIPs); absent: no button. */
  reportUrl?: string | undefined;
}

export function renderCompanyReport(
  lang: MailLang,
  { recipientName, company, period, figures, reportUrl }: CompanyReportMail,
): RenderedMail {
  const none = mailText(lang, 'no_package');
  const hours = (minutes: number | null) => (minutes === null ? none : formatMinutes(minutes));
  const ofPackage = (used: string, pkg: string) => mailText(lang, 'report_of_package', { used, package: pkg });
  const sla = (f: { met: number; total: number }) => `${f.met} / ${f.total}`;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: mailText(lang, 'report_intro', { company, month: formatMailMonth(lang, figures.month) }) },
    {
      kind: 'facts',
      rows: [
        [mailText(lang, 'report_charged'), ofPackage(hours(figures.hours.charged_minutes), hours(figures.hours.package_minutes))],
        [
          mailText(lang, 'report_arrivals'),
          ofPackage(String(figures.arrivals.used), figures.arrivals.package === null ? none : String(figures.arrivals.package)),
        ],
        [mailText(lang, 'report_opened'), String(figures.tickets.opened)],
        [mailText(lang, 'report_resolved'), String(figures.tickets.resolved)],
        [mailText(lang, 'report_sla_first'), sla(figures.sla.first_response)],
        [mailText(lang, 'report_sla_resolve'), sla(figures.sla.resolution)],
      ],
    },
  ];
  if (reportUrl) blocks.push({ kind: 'button', label: mailText(lang, 'report_open'), url: reportUrl });
  return simpleMail(lang, {
    subject: mailText(lang, 'report_subject', { company, period }),
    heading: mailText(lang, 'report_heading', { company }),
    recipientName,
    blocks,
  });
}

/** A package the warning names: hours in total (`hours`), a staff type's (its time-report kind), or `visits`. */
export interface HoursLimitFigure {
  label: string;
  used: number;
  package: number;
  /** Used ÷ package as the contract balance states it (one decimal), shown as it comes. */
  percent: number;
  /** Minutes (written hh:mm) or a count (visits). */
  minutes: boolean;
}

export interface HoursLimitAlertMail {
  recipientName?: string | undefined;
  company: string;
  /** `YYYY-MM`. */
  month: string;
  /** The company's alert level reached, in % (its contract terms: the first or the second level). */
  percent: number;
  /** The packages that reached it. */
  figures: readonly HoursLimitFigure[];
  /** Where the recipient sees the package's use (a VIP's contract balance, the staff company report); absent: no button. */
  url?: string | undefined;
}

/** A watched package's name in the recipient's language (the mail and the bell's note). */
export const figureName = (lang: MailLang, label: string) =>
  label === 'hours'
    ? mailText(lang, 'limit_hours')
    : label === 'visits'
      ? mailText(lang, 'limit_visits')
      : nameOf(lang, 'timeReportKind', label);

/** This month's package passed one of the company's alert levels (default 80 % and 100 %). */
export function renderHoursLimitAlert(
  lang: MailLang,
  { recipientName, company, month, percent, figures, url }: HoursLimitAlertMail,
): RenderedMail {
  const amount = (f: HoursLimitFigure, n: number) => (f.minutes ? formatMinutes(n) : formatNumber(n, lang));
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: mailText(lang, 'limit_intro', { company, month: formatMailMonth(lang, month), percent }) },
    {
      kind: 'facts',
      rows: figures.map((f) => [
        figureName(lang, f.label),
        mailText(lang, 'limit_used', { used: amount(f, f.used), package: amount(f, f.package), percent: formatPercent(f.percent, lang) }),
      ]),
    },
  ];
  if (url) blocks.push({ kind: 'button', label: mailText(lang, 'limit_open'), url });
  return simpleMail(lang, {
    subject: mailText(lang, 'limit_subject', { company, percent }),
    heading: mailText(lang, 'limit_heading', { percent }),
    recipientName,
    blocks,
  });
}
