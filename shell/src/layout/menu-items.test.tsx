/**
 * The menus as rendered (spec §2 "Menus", §5, §6), in Polish and English: the staff items "company tickets",
 * "my tickets" and "employees" with where they lead, and the client items only a client-vip whose company shows
 * them gets.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '@helpdesk/shared';
import { clientUser } from '@helpdesk/shared/testing';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { shellTranslations } from '../i18n/translations.ts';
import { renderWithProviders } from '../dialogs/test-utils.tsx';
import { CLIENT_MENU, STAFF_MENU } from '../testing/remote-declarations.ts';
import { clientMenuViewer, visibleMenu, type MenuViewer } from './menu-filter.ts';
import { MenuList } from './menu-list.tsx';

beforeAll(async () => {
  await initI18n(shellTranslations);
});
afterEach(() => localStorage.clear());

const staff = (roles: string[], hasAssignedCompanies = false): MenuViewer => ({ roles: ['agent', ...roles], hasAssignedCompanies });

function renderMenu(items: Parameters<typeof MenuList>[0]['items'], path = '/admin') {
  return renderWithProviders(<MenuList items={items} />, { path });
}

const TEXTS = {
  pl: {
    companyTickets: 'Zgłoszenia firmy',
    tickets: 'Zgłoszenia',
    myTickets: 'Moje zgłoszenia',
    employees: 'Pracownicy',
    monitoring: 'Logi monitoringu',
    report: 'Raport firmy',
  },
  en: {
    companyTickets: 'Company tickets',
    tickets: 'Tickets',
    myTickets: 'My tickets',
    employees: 'Employees',
    monitoring: 'Monitoring logs',
    report: 'Company report',
  },
} as const;

describe.each(['pl', 'en'] as const)('menus in %s', (lang) => {
  const text = TEXTS[lang];
  beforeAll(async () => {
    await i18n.changeLanguage(lang);
  });

  it('gives every agent "company tickets", "my tickets" (first in the tickets submenu) and "employees", each to its list', async () => {
    for (const viewer of [staff([]), staff(['manager']), staff(['admin'])]) {
      const view = renderMenu(visibleMenu(STAFF_MENU, viewer));
      expect(screen.getByRole('link', { name: text.companyTickets })).toHaveAttribute('href', '/admin/ticket?filter=all');
      expect(screen.getByRole('link', { name: text.employees })).toHaveAttribute('href', '/admin/client?role=client');
      await userEvent.click(screen.getByRole('button', { name: text.tickets }));
      const submenu = within(document.getElementById('menu-group-10')!).getAllByRole('link');
      expect(submenu[0]).toHaveAccessibleName(text.myTickets);
      expect(submenu[0]).toHaveAttribute('href', '/admin/ticket?filter=assigned-to-me');
      view.unmount();
    }
  });

  it('shows "my tickets" as the current page on its filtered list, and no other item of the same path', () => {
    renderMenu(visibleMenu(STAFF_MENU, staff(['admin'])), '/admin/ticket?filter=assigned-to-me');
    expect(screen.getByRole('link', { name: text.myTickets })).toHaveAttribute('aria-current', 'page');
    // "Company tickets" and the submenu's other filters share the path /admin/ticket: only the items of this very URL
    // are the current page.
    const links = screen.getAllByRole('link');
    const current = links.filter((link) => link.getAttribute('aria-current') !== null);
    expect(links.filter((link) => link.getAttribute('href')?.startsWith('/admin/ticket?')).length).toBeGreaterThan(current.length);
    expect(new Set(current.map((link) => link.getAttribute('href')))).toEqual(new Set(['/admin/ticket?filter=assigned-to-me']));
    expect(screen.getByRole('link', { name: text.companyTickets })).not.toHaveAttribute('aria-current');
  });

  it('client area: monitoring logs and the company report for a client-vip whose company shows them, for nobody else', () => {
    const menuOf = (user: CurrentUser) => {
      const view = renderMenu(visibleMenu(CLIENT_MENU, clientMenuViewer(user)), '/ticket');
      const names = screen.getAllByRole('link').map((link) => link.textContent);
      view.unmount();
      return names;
    };
    const vip = menuOf(clientUser('client-vip'));
    expect(vip).toEqual(expect.arrayContaining([text.monitoring, text.report, text.employees, text.companyTickets]));
    // The company's flags off: gone even if a back end still sends the permission names.
    const flagsOff = clientUser('client-vip', {
      data: { company: { id: 1, name: 'Acme', short_name: 'Acme', tag: 'ACME', show_reports: 0, show_monitoring_logs: 0 } },
    });
    expect(menuOf(flagsOff)).not.toEqual(expect.arrayContaining([text.monitoring]));
    expect(menuOf(flagsOff)).not.toContain(text.report);
    // The monitoring account is a machine user: no monitoring log, whatever it is sent.
    const monitoring = menuOf(clientUser('monitoring', { roles: ['client', 'monitoring', 'monitoring-log'] }));
    expect(monitoring).not.toContain(text.monitoring);
    expect(monitoring).not.toContain(text.report);
    const client = menuOf(clientUser('client', { roles: ['client', 'monitoring-log', 'company-report'] }));
    expect(client).not.toContain(text.monitoring);
    expect(client).not.toContain(text.report);
    expect(client).not.toContain(text.employees);
  });
});
