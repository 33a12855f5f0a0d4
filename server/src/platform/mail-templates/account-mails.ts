/** The e-mails about a person's account: password reset, the welcome with a temporary password, e-mail changes. */
import { mailText } from './mail-texts';
import type { MailLang, RenderedMail } from './rendered-mail';
import { simpleMail } from './simple-mail';

export interface PasswordResetMail {
  recipientName?: string | undefined;
  /** The single-use link to /reset. */
  link: string;
  /** How long the link works (RESET_TOKEN_TTL_MS in minutes). */
  validMinutes: number;
}

export function renderPasswordReset(lang: MailLang, { recipientName, link, validMinutes }: PasswordResetMail): RenderedMail {
  return simpleMail(lang, {
    subject: mailText(lang, 'reset_subject'),
    heading: mailText(lang, 'reset_heading'),
    recipientName,
    blocks: [
      { kind: 'paragraph', text: mailText(lang, 'reset_intro') },
      { kind: 'button', label: mailText(lang, 'reset_button'), url: link },
      { kind: 'paragraph', text: mailText(lang, 'reset_expiry', { minutes: validMinutes }) },
      { kind: 'paragraph', text: mailText(lang, 'reset_ignore') },
    ],
  });
}

export interface WelcomeMail {
  /** A client's account belongs to a company; an agent's signs in with an SMS code. */
  account: 'client' | 'agent';
  recipientName: string;
  email: string;
  temporaryPassword: string;
  loginUrl: string;
  /** The client's company (client accounts). */
  company?: string | undefined;
  /** The number the sign-in codes go to (agent accounts). */
  phone?: string | undefined;
}

/** A new account with its temporary password (the sign-in then asks for a new one). */
export function renderWelcome(lang: MailLang, mail: WelcomeMail): RenderedMail {
  const agent = mail.account === 'agent';
  return simpleMail(lang, {
    subject: mailText(lang, agent ? 'welcome_subject_agent' : 'welcome_subject_client'),
    heading: mailText(lang, 'welcome_heading'),
    recipientName: mail.recipientName,
    blocks: [
      {
        kind: 'paragraph',
        text: agent
          ? mailText(lang, 'welcome_intro_agent')
          : mailText(lang, 'welcome_intro_client', { company: (mail.company ?? '').replace(/\.+$/, '') }),
      },
      { kind: 'facts', rows: [[mailText(lang, 'welcome_login'), mail.email]] },
      { kind: 'code', label: mailText(lang, 'welcome_password'), value: mail.temporaryPassword },
      { kind: 'button', label: mailText(lang, 'welcome_button'), url: mail.loginUrl },
      {
        kind: 'paragraph',
        text: [agent && mail.phone ? mailText(lang, 'welcome_sms', { phone: mail.phone }) : '', mailText(lang, 'welcome_change')]
          .filter(Boolean)
          .join(' '),
      },
    ],
  });
}

export interface EmployeeExistsMail {
  /** Who tried to add the address. */
  inviter: string;
  company: string;
  email: string;
}

/** To an address that already has an account, when a company's VIP tries to add it as an employee. */
export function renderEmployeeExists(lang: MailLang, { inviter, company, email }: EmployeeExistsMail): RenderedMail {
  return simpleMail(lang, {
    subject: mailText(lang, 'employee_exists_subject'),
    heading: mailText(lang, 'employee_exists_heading'),
    blocks: [
      { kind: 'paragraph', text: mailText(lang, 'employee_exists_intro', { inviter, company, email }) },
      { kind: 'paragraph', text: mailText(lang, 'employee_exists_advice') },
    ],
  });
}

export interface EmailChangeConfirmMail {
  recipientName?: string | undefined;
  oldEmail: string;
  newEmail: string;
  /** The link to /email/confirm with its token. */
  link: string;
  /** EMAIL_CHANGE_TTL_MS in hours. */
  validHours: number;
}

/** To the new address: the link that makes it the account's. */
export function renderEmailChangeConfirm(lang: MailLang, mail: EmailChangeConfirmMail): RenderedMail {
  return simpleMail(lang, {
    subject: mailText(lang, 'email_confirm_subject'),
    heading: mailText(lang, 'email_confirm_heading'),
    recipientName: mail.recipientName,
    blocks: [
      { kind: 'paragraph', text: mailText(lang, 'email_confirm_intro', { old: mail.oldEmail, email: mail.newEmail }) },
      { kind: 'button', label: mailText(lang, 'email_confirm_button'), url: mail.link },
      { kind: 'paragraph', text: mailText(lang, 'email_confirm_expiry', { hours: mail.validHours }) },
      { kind: 'paragraph', text: mailText(lang, 'email_confirm_ignore') },
    ],
  });
}

export interface EmailChangeNoticeMail {
  recipientName?: string | undefined;
  newEmail: string;
}

/** To the old address: a change was asked for, and takes effect only from the new one. */
export function renderEmailChangeNotice(lang: MailLang, { recipientName, newEmail }: EmailChangeNoticeMail): RenderedMail {
  return simpleMail(lang, {
    subject: mailText(lang, 'email_notice_subject'),
    heading: mailText(lang, 'email_notice_heading'),
    recipientName,
    blocks: [
      { kind: 'paragraph', text: mailText(lang, 'email_notice_intro', { email: newEmail }) },
      { kind: 'paragraph', text: mailText(lang, 'email_notice_contact') },
    ],
  });
}
