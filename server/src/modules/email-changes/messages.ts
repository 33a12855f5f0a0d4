/** The e-mails of an address change: the confirmation link to the new address, the notice to the old one. */
import type { ValidationLang } from '@helpdesk/shared/schemas';

const pl = {
  confirm_subject: 'Potwierdź nowy adres e-mail',
  confirm_body:
    'Dzień dobry {name},\n\npoproszono o zmianę adresu e-mail konta w systemie zgłoszeń z {old} na ten adres ({email}).\nAby ją potwierdzić, otwórz w ciągu 24 godzin link: {url}\n\nJeśli to pomyłka, zignoruj tę wiadomość: adres nie zmieni się.',
  notice_subject: 'Prośba o zmianę adresu e-mail',
  notice_body:
    'Dzień dobry {name},\n\npoproszono o zmianę adresu e-mail Twojego konta w systemie zgłoszeń na {email}. Zmiana nastąpi dopiero po otwarciu linku wysłanego na nowy adres.\nJeśli nie wiesz, o co chodzi, skontaktuj się z nami.',
} as const;

const en: Record<keyof typeof pl, string> = {
  confirm_subject: 'Confirm your new e-mail address',
  confirm_body:
    'Hello {name},\n\na change of your helpdesk account\'s e-mail address from {old} to this address ({email}) was requested.\nTo confirm it, open this link within 24 hours: {url}\n\nIf this is a mistake, ignore this message: the address will not change.',
  notice_subject: 'E-mail address change requested',
  notice_body:
    'Hello {name},\n\na change of your helpdesk account\'s e-mail address to {email} was requested. It takes effect only when the link sent to the new address is opened.\nIf you do not know why, please contact us.',
};

export function emailChangeText(lang: ValidationLang, key: keyof typeof pl, params: Record<string, string> = {}): string {
  return (lang === 'en' ? en : pl)[key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}
