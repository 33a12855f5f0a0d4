import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
const cats = process.argv[2].split(',');
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/pp-'), { executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (let i = 0; i < 3; i++) {
const page = await ctx.newPage();
const s = await ctx.newCDPSession(page);
let n = 0;
s.on('Tracing.dataCollected', ({ value }) => { n += value.length; });
await s.send('Tracing.start', { traceConfig: { includedCategories: cats }, transferMode: 'ReportEvents' });
try {
  await page.goto('http://localhost:8990/admin/login', { waitUntil: 'commit' });
  await page.waitForTimeout(2000);
  console.log('ok', await page.title());
} catch (e) { console.log('ERR', String(e).slice(0,100)); }
const done = new Promise((r) => s.once('Tracing.tracingComplete', r));
await s.send('Tracing.end').catch(e=>console.log('end err', String(e).slice(0,80)));
await Promise.race([done, new Promise(r=>setTimeout(r,5000))]);
console.log('events', n);
await page.close();
}
await ctx.close();
