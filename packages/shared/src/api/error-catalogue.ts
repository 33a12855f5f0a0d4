/**
 * The HTTP error catalogue (spec §8): what the user is told, or what happens, for each failed call.
 * The shell applies it to every failure the API client reports; texts live in the 'shared' namespace.
 */
import type { ApiErrorEvent } from '../events/events.ts';

export type ApiErrorReaction =
  | { kind: 'logout' }
  | { kind: 'two-factor' }
  | { kind: 'toast'; textKey: string; serverMessage?: string; requestId?: string }
  | { kind: 'none' };

export function reactToApiError(event: ApiErrorEvent, onLoginRoute: boolean): ApiErrorReaction {
  const reaction = catalogue(event, onLoginRoute);
  return event.silent && reaction.kind === 'toast' ? { kind: 'none' } : reaction;
}

function catalogue(event: ApiErrorEvent, onLoginRoute: boolean): ApiErrorReaction {
  switch (event.status) {
    case 401:
    case 419:
      return onLoginRoute ? { kind: 'none' } : { kind: 'logout' };
    case 403:
      if (event.twoFactor) return { kind: 'two-factor' };
      return event.message
        ? { kind: 'toast', textKey: 'apiErrors.forbidden', serverMessage: event.message }
        : { kind: 'toast', textKey: 'apiErrors.forbidden' };
    case 404:
      return { kind: 'toast', textKey: 'apiErrors.notFound' };
    case 422:
      return { kind: 'toast', textKey: 'apiErrors.invalid' };
    case 429:
      return { kind: 'toast', textKey: 'apiErrors.tooManyRequests' };
    case 0:
    case 500:
    case 502:
    case 503:
    case 504:
      return serverError(event);
    default:
      return event.status >= 500 ? serverError(event) : { kind: 'none' };
  }
}

/** A server error names its request (X-Request-Id) so a report of it can be found in the logs. */
function serverError(event: ApiErrorEvent): ApiErrorReaction {
  return event.requestId
    ? { kind: 'toast', textKey: 'apiErrors.serverWithId', requestId: event.requestId }
    : { kind: 'toast', textKey: 'apiErrors.server' };
}
