import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '@helpdesk/shared';
import { fakeApi } from '@helpdesk/shared/testing';
import { shellTranslations } from '../../i18n/translations.ts';
import { renderWithProviders } from '../../dialogs/test-utils.tsx';
import { NotificationsBell } from './notifications-bell.tsx';

beforeAll(async () => {
  await initI18n(shellTranslations);
  await i18n.changeLanguage('pl');
});
jest.setTimeout(60_000);

it('following a notification opens its ticket and closes the list', async () => {
  fakeApi((call) =>
    call.url === '/profile/get-notifications'
      ? {
          data: {
            data: [
              {
                id: 'n1',
                type: 'ticket-comment',
                data: { ticket: 42, title: 'Nowy komentarz', message: 'ACME-42' },
                read_at: null,
                created_at: '2026-11-02T10:00:00.000Z',
              },
            ],
          },
        }
      : { data: {} },
  );
  const u = userEvent.setup();
  const { router } = renderWithProviders(
    [
      { path: '/admin', element: <NotificationsBell staff /> },
      { path: '/admin/ticket/show/:id', element: <NotificationsBell staff /> },
    ],
    { path: '/admin' },
  );
  await waitFor(() => expect(screen.getByTestId('notifications-unread')).toHaveTextContent('1'));
  await u.click(screen.getByTestId('notifications-bell'));
  // jsdom's role query does not reach into the popover's surface: the item is found by its text.
  await u.click((await screen.findByText('Nowy komentarz')).closest('button')!);
  expect(router.state.location.pathname).toBe('/admin/ticket/show/42');
  await waitFor(() => expect(screen.queryByTestId('notifications-list')).not.toBeInTheDocument());
});
