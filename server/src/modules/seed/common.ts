/** The demo MSP's fixed data and the helpers its parts share. */
import { sql } from 'drizzle-orm';
import type { TicketStatus } from '@helpdesk/shared/schemas';
import type { Db } from '../../platform/db/client';
import * as t from '../../platform/db/schema';
import { businessDateOf } from '../../platform/business-time-zone';
import { type Random } from './random';
import type { HistoryRow } from './ticket-history';

export const DAY = 86_400_000;
/** Tickets are spread over the last 18 months. */
export const SPAN_DAYS = 548;
export const HOUR = 3_600_000;
export const iso = businessDateOf;
export const earliest = (a: Date, b: Date) => (a < b ? a : b);

export const COMPANIES: [name: string, shortName: string, tag: string, domain: string, city: string][] = [
  ['Acme Sp. z o.o.', 'Acme', 'ACME', 'acme.test', 'Warszawa'],
  ['Budex Budownictwo S.A.', 'Budex', 'BUDX', 'budex.test', 'Kraków'],
  ['Klinika Zdrowia Medicus', 'Medicus', 'KLIN', 'medicus.test', 'Poznań'],
  ['Transpol Logistyka Sp. z o.o.', 'Transpol', 'TRAN', 'transpol.test', 'Łódź'],
  ['Kancelaria Prawna Nowak i Wspólnicy', 'Kancelaria Nowak', 'NOWK', 'nowak-legal.test', 'Wrocław'],
  ['Piekarnia Złoty Kłos', 'Złoty Kłos', 'ZKL', 'zlotyklos.test', 'Gdańsk'],
  ['Hotel Panorama', 'Panorama', 'PANO', 'hotelpanorama.test', 'Zakopane'],
  ['Biuro Rachunkowe Bilans', 'Bilans', 'BIL', 'bilans.test', 'Lublin'],
  ['Szkoła Językowa Lingua', 'Lingua', 'LING', 'lingua.test', 'Katowice'],
  ['Meblex Producent Mebli', 'Meblex', 'MEBL', 'meblex.test', 'Bydgoszcz'],
  ['Apteka Pod Lipami', 'Pod Lipami', 'APL', 'podlipami.test', 'Toruń'],
  ['Fundacja Otwarte Drzwi', 'Otwarte Drzwi', 'FOD', 'otwartedrzwi.test', 'Szczecin'],
  ['Agencja Reklamowa Kreatywni', 'Kreatywni', 'KREA', 'kreatywni.test', 'Rzeszów'],
  ['Zakład Mechaniczny Tokar', 'Tokar', 'TOK', 'tokar.test', 'Kielce'],
];

export const FIRST = [
  'Anna',
  'Piotr',
  'Katarzyna',
  'Tomasz',
  'Magdalena',
  'Paweł',
  'Agnieszka',
  'Michał',
  'Joanna',
  'Krzysztof',
  'Ewa',
  'Marcin',
  'Monika',
  'Łukasz',
  'Barbara',
  'Jakub',
  'Aleksandra',
  'Grzegorz',
  'Zofia',
  'Adam',
];
export const LAST = [
  'Kowalski',
  'Nowak',
  'Wiśniewski',
  'Wójcik',
  'Kamiński',
  'Lewandowski',
  'Zieliński',
  'Szymański',
  'Woźniak',
  'Dąbrowski',
  'Kozłowski',
  'Jankowski',
  'Mazur',
  'Krawczyk',
  'Piotrowski',
  'Grabowski',
];
export const feminine = (first: string, last: string) => (first.endsWith('a') ? last.replace(/ski$/, 'ska').replace(/cki$/, 'cka') : last);

export const SUBJECTS: Record<string, string[]> = {
  other: ['Pytanie o fakturę za usługi IT', 'Prośba o kontakt', 'Zmiana danych kontaktowych'],
  computer: ['Komputer nie uruchamia się', 'Wolno działający laptop', 'Wymiana dysku na SSD', 'Niebieski ekran po aktualizacji'],
  software: ['Instalacja pakietu Office', 'Błąd programu księgowego', 'Aktualizacja oprogramowania ERP', 'Licencja Adobe wygasła'],
  servers: ['Serwer plików niedostępny', 'Brak miejsca na serwerze', 'Restart serwera aplikacji', 'Awaria kontrolera domeny'],
  network: ['Brak internetu w biurze', 'Słaby zasięg Wi-Fi', 'Konfiguracja VPN dla pracownika', 'Przełącznik w serwerowni nie odpowiada'],
  phones: ['Telefon VoIP nie dzwoni', 'Nowy numer wewnętrzny', 'Przekierowanie połączeń'],
  email: [
    'Nie przychodzą wiadomości e-mail',
    'Skrzynka pocztowa pełna',
    'Nowa skrzynka dla pracownika',
    'Podejrzany e-mail z załącznikiem',
  ],
  security: ['Alert antywirusa', 'Reset hasła do domeny', 'Zablokowane konto użytkownika', 'Podejrzenie phishingu'],
  printers: ['Drukarka nie drukuje', 'Zacięty papier w drukarce', 'Skaner nie wysyła na e-mail', 'Brak tonera'],
};

/** The check each alert is about (the same order as MONITORING_ALERTS). */
export const ALERT_CHECKS = ['disk-c', 'backup', 'ping', 'cpu', 'ssl', 'ups'];
export const MONITORING_ALERTS = [
  'Dysk C: zajęty w 92%',
  'Backup nocny zakończony błędem',
  'Host niedostępny (ping)',
  'Wysokie obciążenie CPU',
  'Certyfikat SSL wygasa za 14 dni',
  'UPS przełączony na baterię',
];
export const ALERT_MESSAGE = 'Automatyczny alert systemu monitoringu.';

/** Ticket statuses by age: old tickets are almost all resolved. */
export function statusFor(rng: Random, ageDays: number): TicketStatus {
  if (ageDays > 60)
    return rng.weighted<TicketStatus>([
      ['resolved', 97],
      ['waiting-for-third-party', 1],
      ['in-progress', 1],
      ['waiting-for-client', 1],
    ]);
  if (ageDays > 7)
    return rng.weighted<TicketStatus>([
      ['resolved', 70],
      ['in-progress', 12],
      ['waiting-for-client', 9],
      ['waiting-for-third-party', 6],
      ['new', 3],
    ]);
  return rng.weighted<TicketStatus>([
    ['new', 30],
    ['in-progress', 30],
    ['waiting-for-client', 12],
    ['waiting-for-third-party', 8],
    ['resolved', 20],
  ]);
}

export async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * History rows, several a ticket, go in as one JSON document a batch (jsonb_to_recordset): half the time of a
 * multi-row VALUES insert of the same rows, measured on PGlite.
 */
export async function insertHistory(db: Db, rows: HistoryRow[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((r) => ({ ticket_id: r.ticketId, user_id: r.userId, action: r.action, changes: r.changes, created_at: r.createdAt })),
  );
  await db.execute(sql`
    insert into ${t.ticketHistory} (ticket_id, user_id, action, changes, created_at)
    select ticket_id, user_id, action, changes, created_at
    from jsonb_to_recordset(${json}::jsonb) as x(ticket_id int, user_id int, action text, changes jsonb, created_at timestamptz)`);
}
