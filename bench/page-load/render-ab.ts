/**
 * Two builds' server render of one page, A against B, on the same machine at the same time: node asks each running
 * server for the page's HTML in turn (A, B, B, A, …), signed in as a demo user, and prints each server's render time
 * and render CPU (the page's `Server-Timing`) p50 / p95. Taking turns puts the machine's drift (this one's speed varies
 * two-fold within an hour) on both sides alike, which one server after the other does not.
 *
 *   BENCH_ORIGIN_A=http://localhost:8963 BENCH_ORIGIN_B=http://localhost:8964 pnpm --filter @helpdesk/bench render-ab
 *
 * The servers: two checkouts' builds, each started with its own fresh demo data (`DATA_DIR`), the same `SSR_WORKERS`,
 * and `RATE_LIMIT_LOGIN_PER_IP` high enough for the sign-ins. BENCH_PATH (`/admin/ticket`), BENCH_EMAIL
 * (`admin@demo.test`), BENCH_ROUNDS (300 turns a side, after BENCH_WARMUPS 60 turns not counted).
 */
import { quantile } from '../lib/quantile.ts';

const PASSWORD = 'Demo1234!';
const origins = [process.env.BENCH_ORIGIN_A, process.env.BENCH_ORIGIN_B];
const path = process.env.BENCH_PATH ?? '/admin/ticket';
const email = process.env.BENCH_EMAIL ?? 'admin@demo.test';
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const warmups = Number(process.env.BENCH_WARMUPS ?? 60);

/** A signed-in session's Cookie header: the demo user, the SMS code from the dev outbox, the cookies a browser sends. */
async function signIn(origin: string): Promise<string> {
  // A server renders only for a known time zone and window class (their cookies, set by the browser's first boot).
  const jar = new Map([
    ['helpdesk_tz', Intl.DateTimeFormat().resolvedOptions().timeZone],
    ['helpdesk_viewport', 'wide'],
  ]);
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(origin + url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: cookie(),
        accept: 'application/json',
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
        referer: `${origin}/`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  await call('GET', '/sanctum/csrf-cookie');
  const login = await call('POST', '/login', { email, password: PASSWORD });
  if (login.status >= 400) throw new Error(`${origin}: sign-in of ${email} answered HTTP ${login.status}`);
  if ((await login.text()).includes('two_factor')) {
    const outbox = (await (await fetch(`${origin}/dev/outbox`)).json()) as { data: { email?: string; body: string }[] };
    const code = /\b(\d{6})\b/.exec(outbox.data.find((message) => message.email === email)?.body ?? '')?.[1];
    const verify = await call('POST', '/api/two-factor/verify', { code });
    if (verify.status >= 400) throw new Error(`${origin}: the sign-in code of ${email} answered HTTP ${verify.status}`);
  }
  return cookie();
}

interface Side {
  origin: string;
  cookie: string;
  wall: number[];
  cpu: number[];
  fallbacks: Map<string, number>;
}

async function turn(side: Side, counted: boolean): Promise<void> {
  const response = await fetch(side.origin + path, { headers: { accept: 'text/html', cookie: side.cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${side.origin}${path}: HTTP ${response.status}`);
  if (!counted) return;
  const timing = response.headers.get('server-timing') ?? '';
  const wall = /(?:^|,\s*)ssr;dur=([\d.]+)/.exec(timing)?.[1];
  const cpu = /ssr-cpu;dur=([\d.]+)/.exec(timing)?.[1];
  if (wall === undefined) {
    const reason = /ssr;desc="([^"]*)"/.exec(timing)?.[1] ?? 'not rendered';
    side.fallbacks.set(reason, (side.fallbacks.get(reason) ?? 0) + 1);
    return;
  }
  side.wall.push(Number(wall));
  if (cpu !== undefined) side.cpu.push(Number(cpu));
}

async function main(): Promise<void> {
  if (!origins[0] || !origins[1]) {
    console.error('Set BENCH_ORIGIN_A and BENCH_ORIGIN_B to the two running servers (see the header of render-ab.ts).');
    process.exit(2);
  }
  const sides: Side[] = [];
  for (const origin of origins as string[]) sides.push({ origin, cookie: await signIn(origin), wall: [], cpu: [], fallbacks: new Map() });
  for (let round = 0; round < warmups + rounds; round++) {
    // A, B, then B, A: neither side is always the one asked right after the other.
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) await turn(side, round >= warmups);
  }
  console.log(`${path} as ${email}, ${rounds} turns a side after ${warmups} not counted; ms`);
  for (const [i, side] of sides.entries()) {
    const fallbacks = [...side.fallbacks].map(([reason, n]) => `${reason} ×${n}`).join(', ');
    console.log(
      `${'AB'[i]} ${side.origin}: rendered ${side.wall.length}/${rounds}${fallbacks ? ` (${fallbacks})` : ''}; render p50 ${quantile(side.wall, 0.5).toFixed(1)} p95 ${quantile(side.wall, 0.95).toFixed(1)}; CPU p50 ${quantile(side.cpu, 0.5).toFixed(1)} p95 ${quantile(side.cpu, 0.95).toFixed(1)}`,
    );
  }
}

await main();
