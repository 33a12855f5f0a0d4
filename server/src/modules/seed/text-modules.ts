/** A few text modules (issue 36) in both languages: global greetings and closings, and one for ACME's VPN. */
import * as t from '../../platform/db/schema';
import type { AfterCompanies } from './companies';

export async function seedTextModules(s: AfterCompanies) {
  const { db, acme, log } = s;
  const modules = [
    {
      name: 'Przyjęcie zgłoszenia',
      shortcut: 'przyjete',
      language: 'pl' as const,
      category: 'Powitania',
      body: 'Dzień dobry {{requester.firstname}},\n\ndziękujemy za zgłoszenie {{ticket.fullid}} „{{ticket.subject}}”. Zajmiemy się nim najpóźniej do {{sla.resolve_at}}.\n\nPozdrawiam\n{{agent.firstname}} {{agent.lastname}}',
    },
    {
      name: 'Ticket received',
      shortcut: 'received',
      language: 'en' as const,
      category: 'Greetings',
      body: 'Hello {{requester.firstname}},\n\nthank you for ticket {{ticket.fullid}} "{{ticket.subject}}". We will resolve it by {{sla.resolve_at}}.\n\nBest regards\n{{agent.firstname}} {{agent.lastname}}',
    },
    {
      name: 'Prośba o informacje',
      shortcut: 'info',
      language: 'pl' as const,
      category: 'W trakcie',
      body: 'Dzień dobry {{requester.firstname}},\n\nabyśmy mogli kontynuować, prosimy o zrzut ekranu błędu i nazwę komputera.\n\n{{agent.firstname}} {{agent.lastname}}',
    },
    {
      name: 'Rozwiązane — prośba o potwierdzenie',
      shortcut: 'rozwiazane',
      language: 'pl' as const,
      category: 'Zamknięcie',
      body: 'Dzień dobry {{requester.firstname}},\n\nzgłoszenie {{ticket.fullid}} zostało rozwiązane. Prosimy o potwierdzenie, że wszystko działa.\n\n{{agent.firstname}} {{agent.lastname}}\n{{company.name}} — dział IT',
    },
    {
      name: 'Resolved — please confirm',
      shortcut: 'resolved',
      language: 'en' as const,
      category: 'Closing',
      body: 'Hello {{requester.firstname}},\n\nticket {{ticket.fullid}} has been resolved. Please confirm everything works.\n\n{{agent.firstname}} {{agent.lastname}}',
    },
    {
      name: 'ACME: połączenie VPN',
      shortcut: 'vpn',
      language: 'pl' as const,
      category: 'Instrukcje',
      companyId: acme.id,
      body: 'Dzień dobry {{requester.firstname}},\n\nw {{company.short_name}} VPN łączy się przez klienta FortiClient: adres vpn.acme.example, logowanie kontem domenowym.\n\n{{agent.firstname}} {{agent.lastname}}',
    },
  ];
  await db.insert(t.textModules).values(modules);
  log(`seed: ${modules.length} text modules`);
}
