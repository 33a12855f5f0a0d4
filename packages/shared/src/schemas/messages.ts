/**
 * Validation and auth messages in both languages, and the zod error map that uses them. The server
 * answers 422 with these texts in the user's language; forms pass the same map to zodResolver.
 */
import type { z } from 'zod';
import { RULE_MESSAGES, RULE_NAMES, fieldLabel, type FieldLabel, type RuleName } from './rule-messages.ts';

export const VALIDATION_LANGS = ['pl', 'en'] as const;
export type ValidationLang = (typeof VALIDATION_LANGS)[number];

type Params = Record<string, string | number>;

const pl = {
  required: 'To pole jest wymagane',
  email: 'Pole musi być poprawnym adresem e-mail',
  string: 'Pole musi być tekstem',
  number: 'Pole musi być liczbą',
  integer: 'Pole musi być liczbą całkowitą',
  boolean: 'Pole musi mieć wartość tak lub nie',
  array: 'Pole musi być listą',
  min_string: 'Pole musi mieć co najmniej {min} znaków',
  max_string: 'Pole może mieć najwyżej {max} znaków',
  length: 'Pole musi mieć dokładnie {length} znaków',
  between_string: 'Pole musi mieć od {min} do {max} znaków',
  min_value: 'Pole musi być większe lub równe {min}',
  max_value: 'Pole musi być mniejsze lub równe {max}',
  min_array: 'Wybierz co najmniej {min} pozycji',
  max_array: 'Wybierz najwyżej {max} pozycji',
  one_of: 'Pole musi mieć jedną z dozwolonych wartości',
  regex: 'Pole ma niepoprawny format',
  date: 'Pole musi być poprawną datą',
  confirmed: 'Potwierdzenie pola nie zgadza się',
  digits: 'Pole musi składać się z {length} cyfr',
  domains: 'Jedna z domen zawiera błąd składniowy',
  tag: 'TAG musi mieć od {min} do {max} znaków',
  one_default_priority: 'Dokładnie jeden priorytet musi być domyślny',
  distinct_priorities: 'Każdy priorytet może wystąpić w tabeli tylko raz',
  pdf_only: 'Dozwolone są tylko pliki PDF',
  tag_taken: 'Ten TAG ma już inna firma',
  reject_reason: 'Musisz podać powód odrzucenia.',
  password_strength: 'Hasło musi mieć co najmniej {min} znaków',
  password_common: 'To hasło jest zbyt popularne lub łatwe do odgadnięcia. Wybierz inne.',
  current_password: 'Podane obecne hasło jest nieprawidłowe',
  invalid: 'Błędne dane!',
  control_chars: 'Pole zawiera niedozwolone znaki sterujące',
  date_range: 'Data musi być między rokiem {min} a {max}',
  notification_event: 'Nieznany rodzaj powiadomienia',
  notification_event_not_yours: 'To powiadomienie nie dotyczy Twojego konta',
  // Auth
  credentials: 'Podane dane logowania są nieprawidłowe.',
  throttle: 'Zbyt wiele prób. Spróbuj ponownie za {seconds} s.',
  reset_link_sent: 'Jeśli konto istnieje, wysłaliśmy link do zmiany hasła.',
  reset_token: 'Link do zmiany hasła jest nieprawidłowy lub wygasł.',
  password_reset: 'Hasło zostało zmienione.',
  email_confirmation_sent: 'Wysłaliśmy link potwierdzający na adres {email}. Do czasu jego otwarcia obowiązuje dotychczasowy adres.',
  email_confirmed: 'Adres e-mail został zmieniony na {email}.',
  email_change_token: 'Ten link potwierdzający jest nieprawidłowy lub wygasł.',
  email_change_taken: 'Tego adresu używa już inne konto, więc adres nie został zmieniony.',
  two_factor_required: 'Wymagane jest potwierdzenie kodem SMS.',
  two_factor_code: 'Kod jest nieprawidłowy.',
  two_factor_expired: 'Kod wygasł. Wyślij nowy kod.',
  two_factor_locked: 'Zbyt wiele błędnych prób. Wyślij nowy kod.',
  two_factor_sent: 'Kod został wysłany.',
  two_factor_resend_wait: 'Nowy kod można wysłać za {seconds} s.',
  two_factor_resend_limit: 'Wysłano już {max} kodów przy tym logowaniu. Zaloguj się ponownie.',
  two_factor_not_pending: 'Żaden kod logowania nie czeka na potwierdzenie. Zaloguj się ponownie.',
  recovery_code_format: 'Kod odzyskiwania ma 10 liter i cyfr, np. ab3de-fg7hk.',
  authenticator_not_enrolled: 'Na tym koncie nie skonfigurowano aplikacji uwierzytelniającej.',
  authenticator_enrolled: 'Aplikacja uwierzytelniająca jest już skonfigurowana. Usuń ją, aby dodać nową.',
  authenticator_not_started: 'Najpierw rozpocznij konfigurację aplikacji uwierzytelniającej.',
  recovery_code_invalid: 'Kod odzyskiwania jest nieprawidłowy lub został już użyty.',
  passkey_failed: 'Nie udało się potwierdzić klucza dostępu. Spróbuj ponownie.',
  step_up_password: 'Hasło jest nieprawidłowe.',
  ip_not_allowed: 'Logowanie z tego adresu IP jest niedozwolone.',
  forbidden: 'Brak uprawnień',
  unauthenticated: 'Nie jesteś zalogowany.',
  csrf: 'Sesja wygasła. Odśwież stronę.',
  not_found: 'Nie odnaleziono żądanego zasobu',
  server_error: 'Błąd serwera',
  // Tickets (spec §8 success messages) and their errors.
  ticket_created: 'Zgłoszenie zostało utworzone',
  ticket_updated: 'Zgłoszenie zostało zaktualizowane',
  ticket_deleted: 'Zgłoszenie zostało usunięte',
  ticket_restored: 'Zgłoszenie zostało przywrócone',
  // Merge and split (tickets/merge.ts).
  ticket_merged: 'Zgłoszenie zostało scalone z {fullid}',
  ticket_split: 'Wydzielono nowe zgłoszenie {fullid}',
  ticket_is_merged: 'Zgłoszenie zostało scalone z {fullid} i jest tylko do odczytu: pracuj na {fullid}',
  merge_target_self: 'Nie można scalić zgłoszenia z nim samym',
  merge_target_missing: 'Nie znaleziono takiego zgłoszenia wśród zgłoszeń, do których masz dostęp',
  merge_target_company: 'Scalać można tylko zgłoszenia tej samej firmy',
  merge_target_merged: 'To zgłoszenie zostało już scalone z innym — wybierz zgłoszenie docelowe',
  split_foreign_message: 'Wybrane wiadomości muszą należeć do tego zgłoszenia',
  split_all_messages: 'Nie można wydzielić wszystkich wiadomości — zostaw co najmniej jedną w zgłoszeniu',
  draft_created: 'Szkic został utworzony',
  draft_updated: 'Szkic został zaktualizowany',
  draft_deleted: 'Szkic został usunięty',
  answer_added: 'Odpowiedź została dodana',
  note_added: 'Notatka została dodana',
  cc_updated: 'Lista osób powiązanych została zaktualizowana',
  agent_assigned: 'Agent został przypisany',
  responsible_changed: 'Osoba odpowiedzialna została zmieniona',
  support_scope_changed: 'Zakres wsparcia został zmieniony',
  device_assigned: 'Urządzenie zostało przypisane',
  priority_changed: 'Priorytet został zmieniony',
  category_changed: 'Kategoria została zmieniona',
  type_changed: 'Typ został zmieniony',
  project_changed: 'Projekt został zmieniony',
  status_changed: 'Status został zmieniony',
  time_report_added: 'Raport czasu został dodany',
  time_report_deleted: 'Raport czasu został usunięty',
  attachment_added: 'Załącznik został dodany',
  ticket_conflict: 'Zgłoszenie zostało w międzyczasie zmienione przez kogoś innego. Odśwież i spróbuj ponownie.',
  timer_running: 'Stoper już mierzy czas zgłoszenia {ticket}. Najpierw go zatrzymaj.',
  timer_not_running: 'Nie masz uruchomionego stopera.',
  attachment_too_large: 'Plik jest za duży (maksymalnie {max} MB)',
  attachment_type: 'Niedozwolony typ pliku',
  upload_malformed: 'Przesłany plik dotarł uszkodzony lub niekompletny. Wybierz go i wyślij ponownie.',
  not_company_member: 'Osoba nie należy do firmy zgłoszenia',
  not_agent: 'Wybrana osoba nie jest agentem',
  remote_version_unpublished: 'Ta wersja modułu nie została opublikowana (najpierw wyślij archiwum jej builda)',
  remote_no_rollback: 'Nie ma wcześniejszej wersji, do której można wrócić',
  remote_version_active: 'Ta wersja modułu jest już aktywna',
  remote_version_published: 'Opublikowano wersję {version} modułu',
  remote_version_identical: 'Wersja {version} jest już opublikowana z identycznymi plikami — nic nie zmieniono',
  remote_version_conflict:
    'Wersja {version} jest już opublikowana z innymi plikami. Opublikowana wersja się nie zmienia — zbuduj nową wersję.',
  remote_version_required: 'Podaj wersję: build nie ma pliku build-info.json z wersją',
  remote_version_mismatch: 'Archiwum zawiera build wersji {built}, a nie {version}',
  remote_archive_malformed: 'Archiwum builda jest uszkodzone albo nie jest archiwum tar.gz',
  remote_archive_too_large: 'Archiwum builda jest za duże (maksymalnie {max} MB)',
  remote_archive_required: 'Wyślij archiwum builda (tar.gz) jako treść żądania albo plik formularza',
  payload_too_large: 'Przesłane dane są za duże',
  remote_build_no_manifest: 'W buildzie brakuje pliku mf-manifest.json',
  remote_build_bad_manifest: 'Plik mf-manifest.json nie jest manifestem modułu {remote}',
  remote_build_no_entry: 'W buildzie brakuje pliku remoteEntry.js',
  remote_build_no_server_entry: 'Manifest wskazuje build serwerowy {entry}, którego nie ma w buildzie',
  remote_build_missing_files: 'W buildzie brakuje plików wymienionych w manifeście: {files}',
  remote_needs_newer_shell:
    'Ta wersja modułu wymaga kontraktu aplikacji {requires}, a działająca aplikacja oferuje {offered} — najpierw wdróż nowszą aplikację',
  remote_declaration_invalid: 'Build nie deklaruje poprawnie swoich ścieżek i pozycji menu: {problem}',
  remote_declaration_shell_path: 'Ścieżka „{segment}” należy do samej aplikacji, moduł nie może jej obsługiwać',
  remote_declaration_clash: 'Ścieżkę „{segment}” obsługuje już moduł {owner}',
  remote_declaration_menu_id: 'Pozycja menu o numerze {id} już istnieje ({owner})',
  // Finance.
  money: 'Podaj kwotę od 0 z najwyżej dwoma miejscami po przecinku, np. 1234,56',
  valid_from_taken: 'Wpis obowiązujący od tej daty już istnieje',
  // Devices (CMDB)
  credential_forbidden: 'Przechowywanie danych dostępowych (haseł) do systemów IT jest zabronione — usuń hasło z tego pola',
  // the period lock and time-report acceptance
  time_report_decided: 'Raport czasu jest już rozpatrzony',
  period_locked:
    'Okres {month} jest zamknięty (zafakturowany): raportów czasu z tego miesiąca nie można dodawać, zmieniać, usuwać, rozpatrywać ani przenosić',
  invoice_pending_reports:
    'Raporty czasu z {month} czekające na akceptację: {count}. Zaakceptuj je, odrzuć lub przenieś na następny miesiąc, zanim zatwierdzisz rozliczenie.',
  invoice_not_approved: 'Rozliczenie za {month} nie jest zatwierdzone: nie ma czego otwierać ponownie',
  reopen_reason: 'Musisz podać powód ponownego otwarcia miesiąca.',
  pricing_period_locked:
    'Ten cennik zmieniłby zafakturowany miesiąc {month}: podaj datę „obowiązuje od” po ostatnim zafakturowanym miesiącu',
  invoice_month_open: 'Miesiąc {month} jeszcze się nie skończył: zatwierdzić można tylko miniony miesiąc',
  report_future_month: 'Raport może sięgać najdalej do bieżącego miesiąca ({month})',
  report_future_day: 'Raport może sięgać najdalej do dzisiaj ({day})',
  invoice_nothing_approved: 'W miesiącu {month} nie ma zatwierdzonych rozliczeń do eksportu',
  nip: 'Podaj poprawny NIP (10 cyfr z prawidłową cyfrą kontrolną)',
  bank_account: 'Podaj poprawny numer rachunku (NRB: 26 cyfr albo IBAN) — suma kontrolna się nie zgadza',
  postal_code: 'Podaj kod pocztowy w formacie NN-NNN, np. 00-950',
  country_code: 'Podaj dwuliterowy kod kraju, np. PL',
  invoice_series:
    'Wzór numeru musi zawierać {n} (numer kolejny); {MM} tylko razem z {YYYY}; innych znaczników w nawiasach klamrowych nie ma',
  invoice_series_same: 'Seria korekt musi się różnić od serii faktur',
  invoice_settings_missing: 'Uzupełnij ustawienia faktur (dane sprzedawcy: nazwa, NIP, adres) — bez nich nie można wystawić faktury',
  report_period_too_long: 'Okres raportu może mieć najwyżej {max} dni',
  export_not_found: 'Eksport nie istnieje albo wygasł',
  server_draining: 'Serwer jest restartowany — spróbuj ponownie za chwilę',
  server_busy: 'Serwer jest zajęty cięższymi zadaniami — spróbuj ponownie za chwilę',
  end_before_start: 'Data końca nie może być wcześniejsza niż data początku',
  contract_end_after_start: 'Koniec umowy musi być późniejszy niż jej początek',
  alert_levels_order: 'Drugi próg alertu musi być wyższy niż pierwszy',
  holiday_taken: 'W tym dniu jest już święto',
  text_module_shortcut: 'Skrót może zawierać tylko litery, cyfry, „-” i „_”',
  unknown_placeholders: 'Nieznane pola do wstawienia: {names}',
  text_module_other_company: 'Ten moduł tekstowy należy do innej firmy niż zgłoszenie',
  macro_cc_target: 'Podaj adres e-mail albo klienta',
  macro_cc_unknown: 'Firma zgłoszenia nie ma klienta o adresie {email}',
  macro_me_without_user: '„Ja” oznacza osobę stosującą makro, a tu stosuje je system',
  automation_order: 'Lista reguł zmieniła się w międzyczasie — odśwież ją i ustaw kolejność ponownie',
  ip_address: 'Podaj adres IP (np. 192.168.1.10) albo zakres CIDR (np. 10.0.0.0/24)',
  // Web Push subscriptions (POST /save-token).
  push_subscription: 'Niepoprawna subskrypcja powiadomień push (oczekiwano endpoint oraz kluczy p256dh i auth)',
  push_endpoint: 'Adres subskrypcji musi być adresem https jednej ze znanych usług powiadomień push',
} as const;

export type MessageKey = keyof typeof pl;

const en: Record<MessageKey, string> = {
  required: 'This field is required',
  email: 'The field must be a valid e-mail address',
  string: 'The field must be text',
  number: 'The field must be a number',
  integer: 'The field must be an integer',
  boolean: 'The field must be yes or no',
  array: 'The field must be a list',
  min_string: 'The field must be at least {min} characters',
  max_string: 'The field may not be longer than {max} characters',
  length: 'The field must be exactly {length} characters',
  between_string: 'The field must be between {min} and {max} characters',
  min_value: 'The field must be at least {min}',
  max_value: 'The field may not be greater than {max}',
  min_array: 'Select at least {min} items',
  max_array: 'Select at most {max} items',
  one_of: 'The field must be one of the allowed values',
  regex: 'The field format is invalid',
  date: 'The field must be a valid date',
  confirmed: 'The field confirmation does not match',
  digits: 'The field must be {length} digits',
  domains: 'One of the domains has a syntax mistake',
  tag: 'The TAG must be {min} to {max} characters',
  one_default_priority: 'Exactly one priority must be the default',
  distinct_priorities: 'Each priority may appear in the table only once',
  pdf_only: 'Only PDF files are allowed',
  tag_taken: 'Another company already has this TAG',
  reject_reason: 'You must give a reason for the rejection.',
  password_strength: 'The password must be at least {min} characters',
  password_common: 'This password is too common or too easy to guess. Choose another.',
  current_password: 'The current password is incorrect',
  invalid: 'Invalid data!',
  control_chars: 'The field contains control characters that are not allowed',
  date_range: 'The date must be between the years {min} and {max}',
  notification_event: 'Unknown notification event',
  notification_event_not_yours: 'This notification does not apply to your account',
  credentials: 'These credentials do not match our records.',
  throttle: 'Too many attempts. Please try again in {seconds} seconds.',
  reset_link_sent: 'If the account exists, we have e-mailed a password reset link.',
  reset_token: 'This password reset link is invalid or has expired.',
  password_reset: 'Your password has been reset.',
  email_confirmation_sent: 'A confirmation link was sent to {email}. Until it is opened, the current address stays.',
  email_confirmed: 'The e-mail address was changed to {email}.',
  email_change_token: 'This confirmation link is invalid or has expired.',
  email_change_taken: 'Another account already uses this address, so the address was not changed.',
  two_factor_required: 'Two-factor authentication is required.',
  two_factor_code: 'The code is invalid.',
  two_factor_expired: 'The code has expired. Send a new code.',
  two_factor_locked: 'Too many wrong attempts. Send a new code.',
  two_factor_sent: 'The code has been sent.',
  two_factor_resend_wait: 'You can send a new code in {seconds} seconds.',
  two_factor_resend_limit: '{max} codes have already been sent for this sign-in. Log in again.',
  two_factor_not_pending: 'No sign-in code is waiting to be confirmed. Log in again.',
  recovery_code_format: 'A recovery code has 10 letters and digits, e.g. ab3de-fg7hk.',
  authenticator_not_enrolled: 'No authenticator app is set up on this account.',
  authenticator_enrolled: 'An authenticator app is already set up. Remove it to add a new one.',
  authenticator_not_started: 'Start setting up the authenticator app first.',
  recovery_code_invalid: 'The recovery code is invalid or has already been used.',
  passkey_failed: 'The passkey could not be verified. Please try again.',
  step_up_password: 'The password is incorrect.',
  ip_not_allowed: 'Logging in from this IP address is not allowed.',
  forbidden: 'Access denied',
  unauthenticated: 'Unauthenticated.',
  csrf: 'The page has expired. Refresh the page.',
  not_found: 'The requested resource was not found',
  server_error: 'Server error',
  ticket_created: 'Ticket created',
  ticket_updated: 'Ticket updated',
  ticket_deleted: 'Ticket deleted',
  ticket_restored: 'Ticket restored',
  ticket_merged: 'Ticket merged into {fullid}',
  ticket_split: 'New ticket {fullid} split off',
  ticket_is_merged: 'This ticket was merged into {fullid} and is read-only: work on {fullid}',
  merge_target_self: 'A ticket cannot be merged into itself',
  merge_target_missing: 'No such ticket among the tickets you can reach',
  merge_target_company: 'Only tickets of the same company can be merged',
  merge_target_merged: 'That ticket was already merged into another one — choose the target ticket',
  split_foreign_message: 'The chosen messages must belong to this ticket',
  split_all_messages: 'Not every message can be split off — leave at least one on this ticket',
  draft_created: 'Draft created',
  draft_updated: 'Draft updated',
  draft_deleted: 'Draft deleted',
  answer_added: 'Answer added',
  note_added: 'Note added',
  cc_updated: 'Related persons updated',
  agent_assigned: 'Agent assigned',
  responsible_changed: 'Responsible person changed',
  support_scope_changed: 'Support scope changed',
  device_assigned: 'Device assigned',
  priority_changed: 'Priority changed',
  category_changed: 'Category changed',
  type_changed: 'Type changed',
  project_changed: 'Project changed',
  status_changed: 'Status changed',
  time_report_added: 'Time report added',
  time_report_deleted: 'Time report deleted',
  attachment_added: 'Attachment added',
  ticket_conflict: 'Someone else changed this ticket in the meantime. Refresh and try again.',
  timer_running: 'A timer is already running on {ticket}. Stop it first.',
  timer_not_running: 'You have no running timer.',
  attachment_too_large: 'The file is too large (at most {max} MB)',
  attachment_type: 'This file type is not allowed',
  upload_malformed: 'The file arrived damaged or incomplete. Choose it and send it again.',
  not_company_member: 'The person does not belong to the ticket’s company',
  not_agent: 'The selected person is not an agent',
  remote_version_unpublished: 'This version of the module has not been published (upload its build archive first)',
  remote_no_rollback: 'There is no earlier version to roll back to',
  remote_version_active: 'This version of the module is already active',
  remote_version_published: 'Version {version} of the module published',
  remote_version_identical: 'Version {version} is already published, identical — nothing changed',
  remote_version_conflict:
    'Version {version} is already published with other files. A published version never changes — build a new version.',
  remote_version_required: 'Name the version: the build has no build-info.json with one',
  remote_version_mismatch: 'The archive holds a build of version {built}, not {version}',
  remote_archive_malformed: 'The build archive is damaged or not a tar.gz archive',
  remote_archive_too_large: 'The build archive is too large (at most {max} MB)',
  remote_archive_required: 'Send the build archive (tar.gz) as the request body or as a form file',
  payload_too_large: 'The request is too large',
  remote_build_no_manifest: 'The build has no mf-manifest.json',
  remote_build_bad_manifest: 'mf-manifest.json is not the manifest of the {remote} module',
  remote_build_no_entry: 'The build has no remoteEntry.js',
  remote_build_no_server_entry: 'The manifest names a server build {entry} the build does not hold',
  remote_build_missing_files: 'The build lacks files its manifest names: {files}',
  remote_needs_newer_shell:
    'This version of the module needs application contract {requires}, the running application offers {offered} — deploy a newer application first',
  remote_declaration_invalid: 'The build does not declare its paths and menu entries correctly: {problem}',
  remote_declaration_shell_path: 'The path "{segment}" is the application\'s own; a module cannot serve it',
  remote_declaration_clash: 'The path "{segment}" is already served by the {owner} module',
  remote_declaration_menu_id: 'A menu entry numbered {id} already exists ({owner})',
  money: 'Enter an amount from 0 with at most two decimals, e.g. 1234.56',
  valid_from_taken: 'A row valid from this date already exists',
  // Devices (CMDB)
  credential_forbidden: 'Storing access credentials (passwords) for IT systems is forbidden — remove the password from this field',
  // the period lock and time-report acceptance
  time_report_decided: 'This time report has already been decided',
  period_locked: 'The period {month} is locked (invoiced): time reports of that month cannot be added, changed, deleted, decided or moved',
  invoice_pending_reports:
    'Time reports of {month} waiting for acceptance: {count}. Accept, reject or move them to the next month before approving.',
  invoice_not_approved: 'The invoicing of {month} is not approved: there is nothing to reopen',
  reopen_reason: 'You must give a reason for reopening the month.',
  pricing_period_locked: 'This pricing would change the invoiced month {month}: choose a valid-from date after the last invoiced month',
  invoice_month_open: 'The month {month} has not ended yet: only a past month can be approved',
  report_future_month: 'A report can reach at most the current month ({month})',
  report_future_day: 'A report can reach at most today ({day})',
  invoice_nothing_approved: 'There is nothing approved to export in {month}',
  nip: 'Enter a valid Polish tax id (NIP: 10 digits with a correct check digit)',
  bank_account: 'Enter a valid account number (NRB: 26 digits, or an IBAN) — the checksum does not match',
  postal_code: 'Enter the postal code as NN-NNN, e.g. 00-950',
  country_code: 'Enter a two-letter country code, e.g. PL',
  invoice_series: 'The number pattern must contain {n} (the running number); {MM} only together with {YYYY}; no other tokens in braces',
  invoice_series_same: 'The correction series must differ from the invoice series',
  invoice_settings_missing: 'Fill in the invoice settings (the seller: name, NIP, address) — an invoice cannot be issued without them',
  report_period_too_long: 'The report period can be at most {max} days',
  export_not_found: 'The export does not exist or has expired',
  server_draining: 'The server is restarting — try again in a moment',
  server_busy: 'The server is busy with heavy work — try again in a moment',
  end_before_start: 'The end date cannot be earlier than the start date',
  contract_end_after_start: 'The contract must end after it starts',
  alert_levels_order: 'The second alert level must be higher than the first',
  holiday_taken: 'There is already a holiday on this day',
  text_module_shortcut: 'A shortcut may hold only letters, digits, “-” and “_”',
  unknown_placeholders: 'Unknown placeholders: {names}',
  text_module_other_company: 'This text module belongs to another company than the ticket',
  macro_cc_target: 'Give an e-mail address or a client',
  macro_cc_unknown: 'The ticket’s company has no client with the address {email}',
  macro_me_without_user: '“Me” means the person applying the macro, and here the system applies it',
  automation_order: 'The list of rules changed meanwhile — reload it and set the order again',
  ip_address: 'Enter an IP address (e.g. 192.168.1.10) or a CIDR range (e.g. 10.0.0.0/24)',
  push_subscription: 'Invalid push subscription (expected an endpoint and the p256dh and auth keys)',
  push_endpoint: 'The subscription endpoint must be an https address of a known push service',
};

export const MESSAGES: Record<ValidationLang, Record<MessageKey, string>> = { pl, en };

const numberFormats: Partial<Record<ValidationLang, Intl.NumberFormat>> = {};

/** A number as the language writes it: "0,25" and "100 000" in Polish, "0.25" and "100,000" in English. */
function formatNumber(lang: ValidationLang, value: number): string {
  numberFormats[lang] ??= new Intl.NumberFormat(lang, { maximumFractionDigits: 20 });
  return numberFormats[lang].format(value);
}

/**
 * Fills `{name}` placeholders: numbers as the language writes them, a missing value as nothing. The one
 * interpolation of every message catalogue (these messages and the server's own texts).
 */
export function interpolate(lang: ValidationLang, template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    return typeof value === 'number' ? formatNumber(lang, value) : String(value ?? '');
  });
}

export function message(lang: ValidationLang, key: MessageKey, params: Params = {}): string {
  return interpolate(lang, MESSAGES[lang][key], params);
}

/** Marks a custom issue with a message key: `.refine(fn, messageKey('domains'))`. */
export function messageKey(key: MessageKey, params: Params = {}): { params: { messageKey: MessageKey } & Params } {
  return { params: { messageKey: key, ...params } };
}

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

/** Translates a zod issue into the product's message in one language. */
export function translateIssue(lang: ValidationLang, issue: RawIssue): string {
  const t = (key: MessageKey, params?: Params) => message(lang, key, params);
  // An empty field is a missing one: a blank date or pattern field says "required", not "must be a valid date".
  const missing = issue.input === undefined || issue.input === null || (typeof issue.input === 'string' && issue.input.trim() === '');
  if (
    missing &&
    (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union' || issue.code === 'invalid_format')
  )
    return t('required');
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return t('integer');
      if (issue.expected === 'number' || issue.expected === 'string' || issue.expected === 'boolean' || issue.expected === 'array') {
        return t(issue.expected as 'number' | 'string' | 'boolean' | 'array');
      }
      if (issue.expected === 'date') return t('date');
      return t('invalid');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        if (min <= 1 && (issue.input === '' || issue.input === undefined)) return t('required');
        return issue.exact ? t('length', { length: min }) : t('min_string', { min });
      }
      if (issue.origin === 'array') return t('min_array', { min });
      return t('min_value', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return issue.exact ? t('length', { length: max }) : t('max_string', { max });
      if (issue.origin === 'array') return t('max_array', { max });
      return t('max_value', { max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return t('email');
      if (issue.format === 'date' || issue.format === 'datetime') return t('date');
      return t('regex');
    case 'invalid_value':
      return t('one_of');
    case 'custom': {
      if (isRuleName(issue.params?.rule)) return ruleMessage(lang, issue.params.rule, issue.params as RuleParams);
      const key = issue.params?.messageKey as MessageKey | undefined;
      return key && key in MESSAGES[lang] ? t(key, issue.params as Params) : t('invalid');
    }
    default:
      return t('invalid');
  }
}

/** A zod error map for one language: `schema.safeParse(data, { error: errorMap('pl') })`. */
export function errorMap(lang: ValidationLang): z.core.$ZodErrorMap {
  return (issue) => translateIssue(lang, issue);
}

// ---------------------------------------------------------------- the generic rule set (rules.ts)

/** A rule's parameters as its issue carries them: the values its message shows and, optionally, the field's label. */
export type RuleParams = Record<string, string | number | FieldLabel | undefined> & { field?: FieldLabel };

const isRuleName = (value: unknown): value is RuleName => typeof value === 'string' && (RULE_NAMES as readonly string[]).includes(value);

/** A rule's message in one language: naming the field when a label is given. */
export function ruleMessage(lang: ValidationLang, rule: RuleName, params: RuleParams = {}): string {
  const texts = RULE_MESSAGES[lang][rule];
  const values: Params = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  if (params.field !== undefined) return interpolate(lang, texts.named, { ...values, field: fieldLabel(lang, params.field) });
  return interpolate(lang, typeof texts.plain === 'string' ? texts.plain : MESSAGES[lang][texts.plain.key], values);
}
