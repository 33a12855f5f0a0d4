/**
 * Layout modes (spec §2, §9), in Polish and English: the staff layout starts vertical and fluid (250 px sidebar);
 * the profile's switch collapses the sidebar to 70 px icons with their labels as tooltips, makes it small (160 px)
 * or boxes the page (1 300 px); each choice shows at once and is saved on the account; a failed save goes back.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, i18n, initI18n, LAYOUT, toast } from '@helpdesk/shared';
import { staffUser } from '@helpdesk/shared/testing';
import type { CurrentUser } from '@helpdesk/shared/schemas';
import { shellTranslations } from '../i18n/translations.ts';
import { renderWithProviders, testQueryClient } from '../dialogs/test-utils.tsx';
import { setCurrentUser } from '../session/session.ts';
import { StaffLayout } from './staff-layout.tsx';
import { LayoutSettingsCard } from '../pages/profile/layout-settings.tsx';
import { rootInteractive } from '../app/interactive.ts';

beforeAll(async () => {
  await initI18n(shellTranslations);
  // The icons' chunk compiles once here, not inside a test's time.
  await import('./menu-icons.tsx');
  // The first screen is up, as the bootstrap says once its root has rendered: the idle-time parts (tooltips) may load.
  // (jsdom's performance has no User Timing.)
  Object.defineProperty(performance, 'mark', { value: () => undefined, configurable: true, writable: true });
  rootInteractive();
}, 60_000);
afterEach(() => jest.restoreAllMocks());
// The first render compiles the layout's lazy chunks (widgets, tooltip, icons) under a loaded machine.
jest.setTimeout(90_000);

function stubApi() {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url.endsWith('unread-counter')) return { data: { data: { count: 0 } } };
    if (url === '/admin/timer') return { data: { data: null } };
    if (url.includes('counters') || url.includes('menu-badges')) return { data: { data: {} } };
    if (url.endsWith('currently-active')) return { data: { active_in_5_minutes: [], active_in_15_minutes: [] } };
    if (url.endsWith('summary') || url.endsWith('check/email')) throw new Error('not needed here');
    return { data: { data: [] } };
  });
}

function renderLayout(user: CurrentUser) {
  const queryClient = testQueryClient();
  setCurrentUser(queryClient, user);
  const view = renderWithProviders(
    [
      {
        path: '/admin',
        element: <StaffLayout />,
        // A screen with its heading, after which the layout's idle-time code (the tooltip) loads.
        children: [
          {
            path: 'profile',
            element: (
              <>
                <h1>Profil</h1>
                <LayoutSettingsCard />
              </>
            ),
          },
        ],
      },
    ],
    {
      path: '/admin/profile',
      queryClient,
    },
  );
  const frame = () => view.container.querySelector<HTMLElement>('[data-layout="staff"]')!;
  return { ...view, frame, sidebarWidth: () => frame().style.getPropertyValue('--sidebar-width') };
}

const TEXTS = {
  pl: {
    default: 'Pełne (250 px)',
    collapsed: 'Zwinięte do ikon (70 px)',
    small: 'Wąskie (160 px)',
    boxed: 'Wyśrodkowana (do 1300 px)',
    dashboard: 'Pulpit',
    failed: 'Nie udało się zapisać układu strony',
    companyButton: 'Firma: Wszystkie firmy',
    company: 'Firma',
  },
  en: {
    default: 'Full (250 px)',
    collapsed: 'Collapsed to icons (70 px)',
    small: 'Small (160 px)',
    boxed: 'Boxed (up to 1300 px)',
    dashboard: 'Dashboard',
    failed: 'The page layout could not be saved',
    companyButton: 'Company: All companies',
    company: 'Company',
  },
} as const;

describe.each(['pl', 'en'] as const)('layout modes in %s', (lang) => {
  const text = TEXTS[lang];
  beforeAll(async () => {
    await i18n.changeLanguage(lang);
  });

  it('starts vertical and fluid; collapsing saves the choice, narrows the sidebar to 70 px and labels each icon', async () => {
    stubApi();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: '' });
    const { frame, sidebarWidth, queryClient } = renderLayout(staffUser('admin'));
    expect(frame()).toHaveAttribute('data-sidebar-mode', 'default');
    expect(frame()).toHaveAttribute('data-layout-width', 'fluid');
    expect(sidebarWidth()).toBe(`${LAYOUT.sidebarWidthPx}px`);
    expect(screen.getByRole('link', { name: text.dashboard })).toHaveTextContent(text.dashboard);

    await userEvent.click(screen.getByRole('radio', { name: text.collapsed }));
    expect(post).toHaveBeenCalledWith('/profile/set-layout', { sidebar: 'collapsed', width: 'fluid' }, { silent: true });
    expect(frame()).toHaveAttribute('data-sidebar-mode', 'collapsed');
    expect(sidebarWidth()).toBe('70px');
    expect(frame().querySelector('nav ul')).toHaveAttribute('data-collapsed', 'true');
    // Each item is its icon, named by its label (a label tooltip), the icons' chunk loaded.
    // (The link is re-rendered once the tooltip's chunk is there: asked for again each time.)
    const dashboard = () => screen.getByRole('link', { name: text.dashboard });
    await waitFor(() => expect(dashboard().querySelector('svg')).not.toBeNull(), { timeout: 60_000 });
    await userEvent.hover(dashboard());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(text.dashboard);
    // Kept on the account: the cached user carries it, as /api/user will on the next load.
    expect(queryClient.getQueryData<CurrentUser>(['session', 'user'])?.data.layout).toEqual({ sidebar: 'collapsed', width: 'fluid' });

    await userEvent.click(screen.getByRole('radio', { name: text.small }));
    expect(sidebarWidth()).toBe('160px');
    await userEvent.click(screen.getByRole('radio', { name: text.boxed }));
    expect(post).toHaveBeenLastCalledWith('/profile/set-layout', { sidebar: 'small', width: 'boxed' }, { silent: true });
    expect(frame()).toHaveAttribute('data-layout-width', 'boxed');
  });

  it('shows the chosen mode on its radio the moment it is clicked, before the saved account catches up', () => {
    stubApi();
    jest.spyOn(apiClient, 'post').mockReturnValue(new Promise(() => undefined));
    renderLayout(staffUser('admin'));
    const collapsed = screen.getByRole('radio', { name: text.collapsed });
    fireEvent.click(collapsed);
    expect(collapsed).toBeChecked();
    expect(screen.getByRole('radio', { name: text.default })).not.toBeChecked();
  });

  it('keeps the company filter one click away in the collapsed sidebar: an icon button opening the picker', async () => {
    stubApi();
    renderLayout(staffUser('admin', { data: { layout: { sidebar: 'collapsed', width: 'fluid' } } }));
    const button = await screen.findByRole('button', { name: text.companyButton }, { timeout: 60_000 });
    await userEvent.click(button);
    expect(await screen.findByRole('combobox', { name: text.company })).toHaveTextContent(/./);
  });

  it('opens in the mode the account has, and goes back with a message when saving fails', async () => {
    stubApi();
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('offline'));
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { frame, sidebarWidth } = renderLayout(staffUser('agent', { data: { layout: { sidebar: 'collapsed', width: 'boxed' } } }));
    expect(sidebarWidth()).toBe('70px');
    expect(frame()).toHaveAttribute('data-layout-width', 'boxed');
    await userEvent.click(screen.getByRole('radio', { name: text.small }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(text.failed));
    expect(sidebarWidth()).toBe('70px');
    expect(screen.getByRole('radio', { name: text.collapsed })).toBeChecked();
  });
});
