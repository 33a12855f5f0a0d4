/**
 * Issue 11 items 6 and 13 in the browser: the app runs under a Content-Security-Policy that refuses injected
 * scripts and framing (the shared fixture fails any test that meets a violation), and no source map is public.
 */
import { test as plain } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OVERRIDE_ORIGIN } from './ports.ts';
import { signInAsAdmin } from './session.ts';

test('the shell is served with a CSP that forbids framing and inline scripts', async ({ page }) => {
  const response = await page.goto('/login');
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src [^;]*'self'/);
  expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  expect(response!.headers()['x-frame-options']).toBe('DENY');
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
});

// Not the shared fixture: this test provokes a violation on purpose and checks that the browser reports it.
plain('an injected inline script is refused and reported as a CSP violation', async ({ page }) => {
  await page.goto('/login');
  const reported = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
      }),
  );
  expect(await reported).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

plain('another origin cannot frame the app', async ({ page, baseURL }) => {
  // A page on the override origin (a static server of this suite) that frames the app's login page.
  await page.goto(`${OVERRIDE_ORIGIN}/mf-manifest.json`);
  await page.evaluate(async (url) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    document.body.append(frame);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }, `${baseURL}/login`);
  const frames = page.frames().filter((f) => f !== page.mainFrame());
  expect(frames).toHaveLength(1);
  // Refused: Chromium shows its error page in the frame, not the shell.
  await expect(frames[0]!.locator('#root')).toHaveCount(0);
});

test('the production build serves no source maps and points to none', async ({ page, request }) => {
  await signInAsAdmin(page);
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/admin/ticket?filter=all');
  await expect(page.locator('main#content h1').first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(1);
  for (const src of scripts) {
    const body = await (await request.get(src)).text();
    expect(body).not.toContain('sourceMappingURL');
    expect((await request.get(`${src}.map`)).status()).toBe(404);
  }
  const remoteEntry = await request.get('/remotes/tickets/remoteEntry.js');
  expect(await remoteEntry.text()).not.toContain('sourceMappingURL');
  expect((await request.get('/remotes/tickets/remoteEntry.js.map')).status()).toBe(404);
});
