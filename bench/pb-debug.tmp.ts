import { chromium } from '@playwright/test';
const ORIGIN = 'http://localhost:8271';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 1440, height: 900 } });
const request = context.request;
const token = async () => decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
await request.get(`${ORIGIN}/sanctum/csrf-cookie`);
const headers = async () => ({ 'X-XSRF-TOKEN': await token(), 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
const login = await request.post(`${ORIGIN}/login`, { data: { email: 'admin@demo.test', password: 'Demo1234!' }, headers: await headers() });
if ((await login.text()).includes('two_factor')) {
  const outbox = (await (await request.get(`${ORIGIN}/dev/outbox`)).json()) as { data: { email?: string; body: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.data.find((m) => m.email === 'admin@demo.test')?.body ?? '')?.[1];
  await request.post(`${ORIGIN}/api/two-factor/verify`, { data: { code }, headers: await headers() });
}
const page = await context.newPage();
const reqs: string[] = [];
const t0 = Date.now();
page.on('request', (r) => reqs.push(`${Date.now() - t0} ${r.method()} ${r.url().replace('http://localhost:8271', '')}`));
page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 200)));
await page.addInitScript(() => localStorage.setItem('helpdesk.pushConsent', 'declined'));
await page.goto(`${ORIGIN}${process.argv[2] ?? '/admin/ticket?filter=all&per_page=50'}`);
await page.locator('tr[data-ticket-id], [data-testid="ticket-show"], [data-figure]').first().waitFor({ timeout: 20000 }).catch(() => console.log('NO DATA'));
await page.waitForTimeout(1500);
console.log(reqs.filter((r) => !/\.js$/.test(r) || /remoteEntry/.test(r)).join('\n'));
console.log(page.url());
await browser.close();
