/**
 * The server's own texts in both languages — success messages of the screens (spec §8) and the e-mails and SMS it
 * sends — in one catalogue beside the shared answer messages (@helpdesk/shared/schemas `message`), with the same
 * `{name}` interpolation. Durations come in as parameters from the constants that rule them, never as literals.
 */
import type { FastifyRequest } from 'fastify';
import { interpolate, message, MESSAGES, type MessageKey, type ValidationLang } from '@helpdesk/shared/schemas';
import { requestLang } from './lang';

const pl = {
  company_created: 'Firma została utworzona',
  company_updated: 'Firma została zaktualizowana',
  company_documentation_saved: 'Dokumentacja IT została zapisana',
  company_report_subject: 'Raport firmy {company} — {period}',
  company_report_body:
    'Dzień dobry {name},\n\nw załączniku raport firmy {company} za {month}.\nCzas rozliczony: {charged} z pakietu {package}.\nPrzyjazdy: {arrivals} z pakietu {arrivals_package}.\nZgłoszenia otwarte: {opened}, rozwiązane: {resolved}.\nSLA pierwszej odpowiedzi dotrzymane: {sla_first}, rozwiązania: {sla_resolve}.',
  hours_limit_subject: 'Firma {company}: wykorzystano {percent}% pakietu godzin',
  hours_limit_body: 'Dzień dobry {name},\n\nw miesiącu {month} firma {company} wykorzystała {percent}% pakietu: {packages}.',
  no_package: 'brak',
  project_created: 'Projekt został utworzony',
  project_updated: 'Projekt został zaktualizowany',
  project_deleted: 'Projekt został usunięty',
  project_restored: 'Projekt został przywrócony',
  // Devices (CMDB)
  device_created: 'Urządzenie zostało dodane',
  device_updated: 'Urządzenie zostało zaktualizowane',
  device_deleted: 'Urządzenie zostało usunięte',
  device_restored: 'Urządzenie zostało przywrócone',
  device_imported: 'Zaimportowano urządzenia: {count}',
  device_import_error: 'Błąd importu urządzeń — popraw wiersze z błędami; nie dodano żadnego urządzenia',
  device_row_company: 'Nieznana firma „{value}” (lub spoza Twoich firm)',
  device_row_owner: 'Nie znaleziono osoby „{value}” w tej firmie',
  reminder_created: 'Przypomnienie zostało utworzone',
  reminder_updated: 'Przypomnienie zostało zaktualizowane',
  reminder_deleted: 'Przypomnienie zostało usunięte',
  leave_created: 'Urlop został dodany',
  leave_updated: 'Urlop został zaktualizowany',
  leave_accepted: 'Urlop został zaakceptowany',
  leave_deleted: 'Urlop został usunięty',
  holiday_created: 'Święto zostało dodane',
  holiday_updated: 'Święto zostało zaktualizowane',
  holiday_deleted: 'Święto zostało usunięte',
  planned_work_created: 'Prace planowane zostały utworzone',
  planned_work_updated: 'Prace planowane zostały zaktualizowane',
  planned_work_deleted: 'Prace planowane zostały usunięte',
  planned_work_accepted: 'Prace planowane zostały zaakceptowane',
  planned_work_rejected: 'Prace planowane zostały odrzucone',
  planned_work_state: 'Tylko prace oczekujące na akceptację można zaakceptować lub odrzucić',
  // time-report acceptance and internal time
  time_report_updated: 'Raport czasu został zaktualizowany',
  time_report_accepted: 'Raport czasu został zaakceptowany',
  time_report_rejected: 'Raport czasu został odrzucony',
  internal_time_created: 'Czas wewnętrzny został dodany',
  internal_time_updated: 'Czas wewnętrzny został zaktualizowany',
  internal_time_deleted: 'Czas wewnętrzny został usunięty',
  notify_time_report_accepted: 'Raport czasu z dnia {day} (zgłoszenie {ticket}) został zaakceptowany',
  notify_time_report_rejected: 'Raport czasu z dnia {day} (zgłoszenie {ticket}) został odrzucony: {reason}',
  employee_exists_subject: 'Próba dodania Twojego adresu w systemie zgłoszeń',
  employee_exists_body:
    'Dzień dobry,\n\n{inviter} z firmy {company} próbował(a) dodać adres {email} jako pracownika swojej firmy w systemie zgłoszeń. Ten adres ma już konto, więc nic nie zostało zmienione, a osoba dodająca nie dowiedziała się o tym.\n\nJeśli powinieneś należeć do tej firmy, skontaktuj się z obsługą. Jeśli nie wiesz, o co chodzi, zignoruj tę wiadomość.',
  welcome_subject: 'Konto w systemie zgłoszeń',
  welcome_body:
    'Dzień dobry {name},\n\nzałożono dla Ciebie konto w systemie zgłoszeń firmy {company}.\nLogin: {email}\nHasło tymczasowe: {password}\n\nZaloguj się: {url}\nPo zalogowaniu ustaw własne hasło.',
  invite_subject: '[{fullid}] Zgłoszenie rozwiązane — oceń naszą pracę',
  invite_body:
    'Zgłoszenie {fullid} „{subject}” zostało rozwiązane.\n\nOceń, jak sobie poradziliśmy (bez logowania, link jednorazowy, ważny {days} dni):\n{link}',
  two_factor_sms: 'Kod logowania do Helpdesk: {code}. Ważny {minutes} minut.',
  password_reset_subject: 'Zmiana hasła',
  password_reset_body: 'Ustaw nowe hasło w ciągu {minutes} minut: {link}',
  email_change_confirm_subject: 'Potwierdź nowy adres e-mail',
  email_change_confirm_body:
    'Dzień dobry {name},\n\npoproszono o zmianę adresu e-mail konta w systemie zgłoszeń z {old} na ten adres ({email}).\nAby ją potwierdzić, otwórz w ciągu {hours} godzin link: {url}\n\nJeśli to pomyłka, zignoruj tę wiadomość: adres nie zmieni się.',
  email_change_notice_subject: 'Prośba o zmianę adresu e-mail',
  email_change_notice_body:
    'Dzień dobry {name},\n\npoproszono o zmianę adresu e-mail Twojego konta w systemie zgłoszeń na {email}. Zmiana nastąpi dopiero po otwarciu linku wysłanego na nowy adres.\nJeśli nie wiesz, o co chodzi, skontaktuj się z nami.',
  agent_cost_created: 'Koszt agenta został dodany',
  agent_cost_updated: 'Koszt agenta został zaktualizowany',
  agent_cost_deleted: 'Koszt agenta został usunięty',
  pricing_created: 'Cennik firmy został dodany',
  pricing_updated: 'Cennik firmy został zaktualizowany',
  pricing_deleted: 'Cennik firmy został usunięty',
  invoices_approved: 'Zatwierdzono rozliczenia: {count}',
  invoice_notes_saved: 'Uwagi zostały zapisane',
  competency_updated: 'Zmieniono pomyślnie!',
  allowed_ip_added: 'Adres IP został dodany',
  allowed_ip_deleted: 'Adres IP został usunięty',
  allowed_ip_lockout:
    'Po tej zmianie nie zalogujesz się ponownie z adresu {ip}, którego teraz używasz. Potwierdź, jeśli naprawdę tego chcesz.',
  notify_hours_limit: 'Firma {company} wykorzystała {percent}% pakietu w miesiącu {month}: {packages}',
  hours_limit_visits: 'przyjazdy',
} as const;

export type ServerMessageKey = keyof typeof pl;

const en: Record<ServerMessageKey, string> = {
  company_created: 'Company created',
  company_updated: 'Company updated',
  company_documentation_saved: 'IT documentation saved',
  company_report_subject: 'Company report {company} — {period}',
  company_report_body:
    'Hello {name},\n\nattached is the report of {company} for {month}.\nCharged time: {charged} of the {package} package.\nArrivals: {arrivals} of the {arrivals_package} package.\nTickets opened: {opened}, resolved: {resolved}.\nFirst-response SLA met: {sla_first}, resolution: {sla_resolve}.',
  hours_limit_subject: '{company}: {percent}% of the hours package used',
  hours_limit_body: 'Hello {name},\n\nin {month} {company} has used {percent}% of its package: {packages}.',
  no_package: 'none',
  project_created: 'Project created',
  project_updated: 'Project updated',
  project_deleted: 'Project deleted',
  project_restored: 'Project restored',
  // Devices (CMDB)
  device_created: 'Device added',
  device_updated: 'Device updated',
  device_deleted: 'Device deleted',
  device_restored: 'Device restored',
  device_imported: 'Devices imported: {count}',
  device_import_error: 'Devices import error — correct the rows with errors; no device was added',
  device_row_company: 'Unknown company "{value}" (or not one of yours)',
  device_row_owner: 'No person "{value}" in this company',
  reminder_created: 'Reminder created',
  reminder_updated: 'Reminder updated',
  reminder_deleted: 'Reminder deleted',
  leave_created: 'Leave added',
  leave_updated: 'Leave updated',
  leave_accepted: 'Leave accepted',
  leave_deleted: 'Leave deleted',
  holiday_created: 'Holiday added',
  holiday_updated: 'Holiday updated',
  holiday_deleted: 'Holiday deleted',
  planned_work_created: 'Planned works created',
  planned_work_updated: 'Planned works updated',
  planned_work_deleted: 'Planned works deleted',
  planned_work_accepted: 'Planned works accepted',
  planned_work_rejected: 'Planned works rejected',
  planned_work_state: 'Only planned works waiting for acceptance can be accepted or rejected',
  // time-report acceptance and internal time
  time_report_updated: 'Time report updated',
  time_report_accepted: 'Time report accepted',
  time_report_rejected: 'Time report rejected',
  internal_time_created: 'Internal time added',
  internal_time_updated: 'Internal time updated',
  internal_time_deleted: 'Internal time deleted',
  notify_time_report_accepted: 'Your time report of {day} (ticket {ticket}) was accepted',
  notify_time_report_rejected: 'Your time report of {day} (ticket {ticket}) was rejected: {reason}',
  employee_exists_subject: 'Someone tried to add your address to the helpdesk',
  employee_exists_body:
    'Hello,\n\n{inviter} of {company} tried to add {email} as an employee of their company in the helpdesk. This address already has an account, so nothing was changed, and they were not told so.\n\nIf you should belong to that company, contact the service desk. If this means nothing to you, ignore this message.',
  welcome_subject: 'Your helpdesk account',
  welcome_body:
    'Hello {name},\n\nan account was created for you in the helpdesk of {company}.\nLogin: {email}\nTemporary password: {password}\n\nLog in: {url}\nPlease set your own password after logging in.',
  invite_subject: '[{fullid}] Ticket resolved — rate our work',
  invite_body:
    'Ticket {fullid} "{subject}" has been resolved.\n\nTell us how we did (no login needed, single-use link, valid for {days} days):\n{link}',
  two_factor_sms: 'Helpdesk login code: {code}. It expires in {minutes} minutes.',
  password_reset_subject: 'Password reset',
  password_reset_body: 'Reset your password within {minutes} minutes: {link}',
  email_change_confirm_subject: 'Confirm your new e-mail address',
  email_change_confirm_body:
    "Hello {name},\n\na change of your helpdesk account's e-mail address from {old} to this address ({email}) was requested.\nTo confirm it, open this link within {hours} hours: {url}\n\nIf this is a mistake, ignore this message: the address will not change.",
  email_change_notice_subject: 'E-mail address change requested',
  email_change_notice_body:
    "Hello {name},\n\na change of your helpdesk account's e-mail address to {email} was requested. It takes effect only when the link sent to the new address is opened.\nIf you do not know why, please contact us.",
  agent_cost_created: 'Agent cost added',
  agent_cost_updated: 'Agent cost updated',
  agent_cost_deleted: 'Agent cost deleted',
  pricing_created: 'Company pricing added',
  pricing_updated: 'Company pricing updated',
  pricing_deleted: 'Company pricing deleted',
  invoices_approved: 'Invoices approved: {count}',
  invoice_notes_saved: 'Notes saved',
  competency_updated: 'Changed successfully!',
  allowed_ip_added: 'IP address added',
  allowed_ip_deleted: 'IP address removed',
  allowed_ip_lockout:
    'After this change you could not log in again from {ip}, the address you are using now. Confirm if you really mean it.',
  notify_hours_limit: '{company} has used {percent}% of its package in {month}: {packages}',
  hours_limit_visits: 'visits',
};

export const SERVER_MESSAGES: Record<ValidationLang, Record<ServerMessageKey, string>> = { pl, en };

type Params = Record<string, string | number>;

const isServerKey = (key: string): key is ServerMessageKey => key in pl;

/** A text of either catalogue in `lang`; the keys of the two never overlap (the catalogue test checks). */
export function text(lang: ValidationLang, key: ServerMessageKey | MessageKey, params: Params = {}): string {
  return isServerKey(key) ? interpolate(lang, SERVER_MESSAGES[lang][key], params) : message(lang, key, params);
}

/** A text in the language of this request (the user's, else Accept-Language, else Polish). */
export const say = (request: FastifyRequest, key: ServerMessageKey | MessageKey, params: Params = {}): string =>
  text(requestLang(request), key, params);

/** For the catalogue test: the shared answer messages' keys. */
export const sharedMessageKeys = (): string[] => Object.keys(MESSAGES.pl);
