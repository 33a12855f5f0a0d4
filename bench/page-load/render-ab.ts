/**
 * Two builds' server render of one page, A against B, on the same machine at the same time: node asks each running
 * server for the page's HTML in turn (A, B, B, A, …), signed in as a demo user, and prints each server's render time
 * and render CPU (the page's `Server-Timing`) p50 / p95. Taking turns puts the machine's drift (this one's speed varies
 * two-fold within an hour) on both sides alike, which one server after the other does not. It also prints each side's
 * whole answer (request sent to the last byte read, from node): a render's data asked for before its timed part
 * starts (server-render.ts's prefetch) shortens the render's figure and the answer's alike only when it is real.
 *
 *   BENCH_ORIGIN_A=http://localhost:8963 BENCH_ORIGIN_B=http://localhost:8964 pnpm --filter @helpdesk/bench render-ab
 *
 * The servers: two checkouts' builds, each started with its own fresh demo data (`DATA_DIR`), the same `SSR_WORKERS`,
 * and `RATE_LIMIT_LOGIN_PER_IP` high enough for the sign-ins. BENCH_PATH (`/admin/ticket`), BENCH_EMAIL
 * (`admin@demo.test`), BENCH_ROUNDS (300 turns a side, after BENCH_WARMUPS 60 turns not counted).
 */
import { request } from '@playwright/test';
import { quantile } from '../lib/quantile.ts';
import { signInOverHttp } from '../lib/sign-in.ts';

const PASSWORD = 'Demo1234!';
const origins = [process.env.BENCH_ORIGIN_A, process.env.BENCH_ORIGIN_B];
const path = process.env.BENCH_PATH ?? '/admin/ticket';
const email = process.env.BENCH_EMAIL ?? 'admin@demo.test';
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const warmups = Number(process.env.BENCH_WARMUPS ?? 60);

/** A signed-in session's Cookie header: the demo user, and the cookies a returning browser sends. */
async function signIn(origin: string): Promise<string> {
  // A server renders only for a known time zone and window class (their cookies, set by the browser's first boot).
  const { hostname } = new URL(origin);
  const remembered = [
    { name: 'helpdesk_tz', value: Intl.DateTimeFormat().resolvedOptions().timeZone },
    { name: 'helpdesk_viewport', value: 'wide' },
  ].map((cookie) => ({ ...cookie, domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }));
  const context = await request.newContext({ storageState: { cookies: remembered, origins: [] } });
  try {
    await signInOverHttp(context, origin, email, PASSWORD);
    return (await context.storageState()).cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await context.dispose();
  }
}

interface Side {
  origin: string;
  cookie: string;
  wall: number[];
  cpu: number[];
  /** The whole answer, seen from here. */
  answer: number[];
  fallbacks: Map<string, number>;
}

async function turn(side: Side, counted: boolean): Promise<void> {
  const sent = performance.now();
  const response = await fetch(side.origin + path, { headers: { accept: 'text/html', cookie: side.cookie } });
  await response.arrayBuffer();
  const answered = performance.now() - sent;
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
  side.answer.push(answered);
  if (cpu !== undefined) side.cpu.push(Number(cpu));
}

async function main(): Promise<void> {
  if (!origins[0] || !origins[1]) {
    console.error('Set BENCH_ORIGIN_A and BENCH_ORIGIN_B to the two running servers (see the header of render-ab.ts).');
    process.exit(2);
  }
  const sides: Side[] = [];
  for (const origin of origins as string[])
    sides.push({ origin, cookie: await signIn(origin), wall: [], cpu: [], answer: [], fallbacks: new Map() });
  for (let round = 0; round < warmups + rounds; round++) {
    // A, B, then B, A: neither side is always the one asked right after the other.
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) await turn(side, round >= warmups);
  }
  console.log(`${path} as ${email}, ${rounds} turns a side after ${warmups} not counted; ms`);
  for (const [i, side] of sides.entries()) {
    const fallbacks = [...side.fallbacks].map(([reason, n]) => `${reason} ×${n}`).join(', ');
    console.log(
      `${'AB'[i]} ${side.origin}: rendered ${side.wall.length}/${rounds}${fallbacks ? ` (${fallbacks})` : ''}; render p50 ${quantile(side.wall, 0.5).toFixed(1)} p95 ${quantile(side.wall, 0.95).toFixed(1)}; CPU p50 ${quantile(side.cpu, 0.5).toFixed(1)} p95 ${quantile(side.cpu, 0.95).toFixed(1)}; whole answer p50 ${quantile(side.answer, 0.5).toFixed(1)} p95 ${quantile(side.answer, 0.95).toFixed(1)}`,
    );
  }
}

await main();
