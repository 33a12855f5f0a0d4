/**
 * Error catalogue details (spec §8): a failed menu-badge load shows the spec's own text, 'Błąd komunikacji z
 * serverem' (sic, not the 5xx text), once and without the generic server-error toast; an auth-initialisation error
 * is logged to the console and the app starts signed out.
 */
import { waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { apiClient, i18n, initI18n, toast } from '@helpdesk/shared';
import { staffUser } from '@helpdesk/shared/testing';
import { shellTranslations } from '../i18n/translations.ts';
import { renderWithProviders, testQueryClient } from '../dialogs/test-utils.tsx';
import { AUTH_INIT_ERROR_PREFIX, fetchInitialUser, setCurrentUser } from '../session/session.ts';
import { StaffLayout } from './staff-layout.tsx';

beforeAll(async () => {
  await initI18n(shellTranslations);
});
afterEach(() => jest.restoreAllMocks());
jest.setTimeout(60_000);

function failingBadges() {
  const failure = Object.assign(new Error('HTTP 500'), { response: { status: 500 } });
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string, config?: { silent?: boolean }) => {
    if (url === '/admin/ticket/menu-badges') {
      // The call is silent: the generic catalogue stays out of it.
      expect(config?.silent).toBe(true);
      throw failure;
    }
    if (url.endsWith('unread-counter')) return { data: { data: { count: 0 } } };
    if (url.endsWith('counters')) return { data: { data: {} } };
    if (url.endsWith('currently-active')) return { data: { active_in_5_minutes: [], active_in_15_minutes: [] } };
    if (url.endsWith('summary') || url.endsWith('check/email')) throw new Error('not needed here');
    return { data: { data: [] } };
  });
}

it.each([
  ['pl', 'Błąd komunikacji z serverem'],
  ['en', 'Server communication error'],
] as const)('%s: a failed menu-badge load toasts %j', async (lang, text) => {
  await i18n.changeLanguage(lang);
  const get = failingBadges();
  const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
  const queryClient = testQueryClient();
  setCurrentUser(queryClient, staffUser('admin'));
  renderWithProviders([{ path: '/admin', element: <StaffLayout /> }], { path: '/admin', queryClient });
  await waitFor(() => expect(get).toHaveBeenCalledWith('/admin/ticket/menu-badges', expect.anything()));
  await waitFor(() => expect(error).toHaveBeenCalledWith(text));
  expect(error).toHaveBeenCalledTimes(1);
});

it('logs an auth-initialisation failure to the console with a clear prefix and starts signed out', async () => {
  const failure = Object.assign(new Error('HTTP 503'), { response: { status: 503 } });
  jest.spyOn(apiClient, 'get').mockRejectedValue(failure);
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await fetchInitialUser(testQueryClient())).toBeNull();
  expect(log).toHaveBeenCalledWith(AUTH_INIT_ERROR_PREFIX, failure);
  expect(AUTH_INIT_ERROR_PREFIX).toMatch(/auth/i);
  // Nobody logged in is no error: a 401 logs nothing.
  log.mockClear();
  const response = { status: 401, data: {}, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
  jest.spyOn(apiClient, 'get').mockRejectedValue(new AxiosError('401', 'ERR_BAD_REQUEST', undefined, undefined, response as never));
  expect(await fetchInitialUser(testQueryClient())).toBeNull();
  expect(log).not.toHaveBeenCalled();
});
