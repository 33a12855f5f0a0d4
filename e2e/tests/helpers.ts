import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext, type APIResponse, type CDPSession, type Page } from '@playwright/test';
import { SERVER_ORIGIN } from './ports.ts';
import { MAIL_INTAKE_TOKEN, REMOTE_DEPLOY_TOKEN } from './secrets.ts';

/** The environment of the deploy CLI: the server's URL and the deploy token only (it uploads, never writes the server's disk). */
export const deployCliEnv = { ...process.env, HELPDESK_URL: SERVER_ORIGIN, REMOTE_DEPLOY_TOKEN };

/** `pnpm deploy-remote …` from the repository's root, as a team's CI runs it; its output. */
export function deployRemote(...args: string[]): string {
  return execFileSync('pnpm', ['-s', 'deploy-remote', ...args], { cwd: path.resolve('..'), env: deployCliEnv, encoding: 'utf8' });
}

/** Rolls a remote back until the server has no earlier version: the built-in build again, for the rest of the suite. */
export function rollBackToBuiltIn(remote: string): void {
  for (let i = 0; i < 10; i++) {
    try {
      deployRemote('rollback', remote);
    } catch {
      return;
    }
  }
}

/** Marks the current document; `expectSameDocument` fails if a navigation reloaded the page. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eDocument: boolean }).__e2eDocument = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __e2eDocument?: boolean }).__e2eDocument)).toBe(true);
}

/**
 * Waits until the browser has said its time zone and window class (cookies a page writes once its first screen is
 * up): from then on the server renders this browser's full loads.
 */
export async function browserRemembered(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const names = (await page.context().cookies()).map((cookie) => cookie.name);
      return names.includes('helpdesk_tz') && names.includes('helpdesk_viewport');
    })
    .toBe(true);
}

/** Whatever screen a remote is showing: every remote's root marks its area. */
export function screen(page: Page, remote: string) {
  return page.locator(`[data-remote-root="${remote}"]`);
}

const TICKET_FILTERS =
  /^(Nierozwiązane|Nowe|W trakcie|Awarie|Oczekujące|Monitoring|Wszystkie|Nieprzypisane|Przypisane do mnie|Przypisane do innych|Rozwiązane|Kosz)$/;

/** Clicks a sidebar link; the staff tickets submenu is expanded first when the link sits in it. */
export async function openMenuItem(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: /Menu główne|Main menu/ });
  // A link's accessible name ends with its counter when it has one ("Nowe 3").
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = nav.getByRole('link', { name: new RegExp(`^${escaped}( \\d+)?$`) });
  if (TICKET_FILTERS.test(name) && !(await link.isVisible())) {
    await nav.getByRole('button', { name: 'Zgłoszenia', exact: true }).click();
  }
  await link.click();
}

/**
 * Serves the shell's pages without the boot data the reference server puts into the HTML, as a back end that embeds
 * nothing (the Laravel deployment) would: the shell then fetches config.json, remotes.json and /api/user itself.
 */
export async function withoutBootData(page: Page): Promise<void> {
  await page.route(
    (url) => !/\.[a-z0-9]+$/i.test(url.pathname) && !/^\/(api|remotes|sanctum|broadcasting|dev)(\/|$)/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<link rel="preload"[^>]*>/g, '')
        .replace(/<script type="application\/json" id="helpdesk-boot">.*?<\/script>/s, '');
      await route.fulfill({ response, body: html });
    },
  );
}

/** Chromium's virtual authenticator on the page (a passkey that verifies its user and answers at once). */
export async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/** Posts a plain-text e-mail to the intake endpoint, as the mail relay does (the token the e2e server is given). */
export function postInboundMail(
  request: APIRequestContext,
  mail: { fromName: string; from: string; subject: string; body: string },
): Promise<APIResponse> {
  const raw = [
    `From: ${mail.fromName} <${mail.from}>`,
    'To: helpdesk@msp.test',
    `Subject: ${mail.subject}`,
    `Message-ID: <${Date.now()}.${Math.random().toString(36).slice(2)}@e2e.test>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    mail.body,
  ].join('\r\n');
  return request.post('/api/mail/inbound', {
    headers: { authorization: `Bearer ${MAIL_INTAKE_TOKEN}`, 'content-type': 'message/rfc822' },
    data: Buffer.from(raw),
  });
}

/**
 * The month (`YYYY-MM`) `n` months before the current one of the business calendar (Europe/Warsaw), the one the server
 * and the screens count in: from 23:00 UTC on a month's last day this machine's clock is still in the month before.
 */
export function monthsAgo(n: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', year: 'numeric', month: 'numeric' }).formatToParts(
    new Date(),
  );
  const year = Number(parts.find((part) => part.type === 'year')!.value);
  const month = Number(parts.find((part) => part.type === 'month')!.value);
  const at = new Date(Date.UTC(year, month - 1 - n, 1));
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}
