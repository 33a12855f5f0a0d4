/**
 * One form-encoded POST to an SMS gateway over Node's fetch, and the failure rule both gateways share: the network
 * and the clock are temporary problems, and so are 408/425/429 and 5xx; any other 4xx is the request itself (bad
 * credentials, a refused number, a wrong URL) and retrying cannot help.
 */
import { DeliveryError } from '../transport';

/** How long one gateway call may take, connection included, before the outbox tries again later. */
export const SMS_GATEWAY_TIMEOUT_MS = 10_000;

export interface GatewayAnswer {
  status: number;
  /** The parsed JSON body; undefined when the body was not JSON (an HTML error page from a proxy). */
  json: unknown;
}

/** Posts `form` to `url`; throws a temporary DeliveryError when no answer arrives (refused, reset, timed out). */
export async function postForm(
  url: string,
  form: Record<string, string>,
  options: { authorization: string; timeoutMs: number; gateway: string },
): Promise<GatewayAnswer> {
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: options.authorization, accept: 'application/json' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    body = await response.text();
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new DeliveryError(`${options.gateway}: no answer within ${options.timeoutMs} ms`, false, 'timeout');
    }
    const code = networkCode(error);
    throw new DeliveryError(`${options.gateway}: ${code ?? 'network error'}`, false, code ?? 'network');
  }
  return { status: response.status, json: parseJson(body) };
}

/** Whether an HTTP status means the request itself is wrong, so sending it again cannot help. */
export function statusIsPermanent(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 425 && status !== 429;
}

/** undici reports a refused or reset connection as `TypeError: fetch failed` with the system error as its cause. */
function networkCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
