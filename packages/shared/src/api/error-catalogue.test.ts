import { reactToApiError } from './error-catalogue.ts';
import { sharedEn, sharedPl } from '../i18n/shared-translations.ts';

const event = (status: number, message = '', twoFactor?: boolean) => ({ status, message, url: '/x', ...(twoFactor ? { twoFactor } : {}) });

describe('the HTTP error catalogue (spec §8)', () => {
  it('logs out on 401 and 419, except on the login route', () => {
    expect(reactToApiError(event(401), false)).toEqual({ kind: 'logout' });
    expect(reactToApiError(event(419), false)).toEqual({ kind: 'logout' });
    expect(reactToApiError(event(401), true)).toEqual({ kind: 'none' });
  });

  it('shows the server message on 403, or the default text when it is empty', () => {
    expect(reactToApiError(event(403, 'Brak uprawnień'), false)).toEqual({
      kind: 'toast',
      textKey: 'apiErrors.forbidden',
      serverMessage: 'Brak uprawnień',
    });
    expect(reactToApiError(event(403), false)).toEqual({ kind: 'toast', textKey: 'apiErrors.forbidden' });
  });

  it('sends an agent without the SMS code to the code page', () => {
    expect(reactToApiError(event(403, 'Wymagane jest potwierdzenie kodem SMS.', true), false)).toEqual({ kind: 'two-factor' });
  });

  it.each([
    [404, 'apiErrors.notFound'],
    [422, 'apiErrors.invalid'],
    [500, 'apiErrors.server'],
    [503, 'apiErrors.server'],
    [0, 'apiErrors.server'],
  ])('%s toasts %s', (status, textKey) => {
    expect(reactToApiError(event(status), false)).toEqual({ kind: 'toast', textKey });
  });

  it('names the request (X-Request-Id) in a server error, so a report can be found in the logs', () => {
    expect(reactToApiError({ ...event(500), requestId: 'req-1234abcd' }, false)).toEqual({
      kind: 'toast',
      textKey: 'apiErrors.serverWithId',
      requestId: 'req-1234abcd',
    });
    expect(reactToApiError({ ...event(404), requestId: 'req-1234abcd' }, false)).toEqual({ kind: 'toast', textKey: 'apiErrors.notFound' });
  });

  it('does not toast for a silent call, but still logs out', () => {
    expect(reactToApiError({ ...event(500), silent: true }, false)).toEqual({ kind: 'none' });
    expect(reactToApiError({ ...event(419), silent: true }, false)).toEqual({ kind: 'logout' });
  });

  it('uses the spec texts in Polish', () => {
    expect(sharedPl.apiErrors).toMatchObject({
      server: 'Błąd komunikacji z serwerem',
      notFound: 'Nie odnaleziono żądanego zasobu',
      forbidden: 'Operacja niemożliwa do wykonania',
      invalid: 'Błędne dane!',
    });
    expect(Object.keys(sharedEn.apiErrors as object).sort()).toEqual(Object.keys(sharedPl.apiErrors).sort());
  });
});
