/**
 * `page-load --ssr` (#39 item 6): the first screen rendered on the server side by side with the client boot
 * (`SSR=off`), in one run, from the same build on two fresh embedded demo databases (or BENCH_ORIGIN and
 * BENCH_ORIGIN_OFF). For the list, a ticket, the dashboard and a search URL:
 * - warm full loads (profile on disk) to **data painted** (run.ts's watcher: the first frame after the DOM holds the
 *   data; on a rendered page the parser inserts it, and the watcher says whether it saw it before the parse ended)
 *   and to **interactive** (the later of that and the shell's `helpdesk:interactive` mark: the root and the
 *   screen under the frame hydrated, or first rendered on a client boot; shell/src/app/interactive.ts); once per case a click on a row (a link of the page) must navigate in the same document;
 * - whether each load was really rendered on the server (the page's `Server-Timing: ssr;dur=…` or
 *   `ssr;desc="<reason>"`, the boot data's `ssr` state, /metrics' outcomes before and after) and the server's render
 *   and CPU time per page from the navigation entry's serverTiming;
 * - the plain HTML page of the same rows (ssr-floor.ts's snapshot, no scripts), cold full loads (a new context per
 *   load), and 20 full loads of the list at once with a node-side probe of the list's API before and during them.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ssrFloor, type SsrCase } from './ssr-floor.ts';
import { quantile } from '../lib/quantile.ts';
import { LOAD_TIMEOUT_MS, signalsOf, within } from './page-signals.ts';

type State = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One server: its origin, a signed-in browser state on it, its cases and the list's API URL (absolute). */
export interface SsrSide<C> {
  name: string;
  origin: string;
  state: State;
  cases: SsrCase<C>[];
  listApi: string;
}

export interface SsrOptions<C> {
  browser: Browser;
  on: SsrSide<C>;
  off: SsrSide<C>;
  runs: number;
  warmups: number;
  /** How many times the 20 pages load the list together (BENCH_STORM_ROUNDS). */
  stormRounds: number;
  stormPages: number;
  /** Which parts run (BENCH_SSR_PARTS): floor, warm, cold, storm, server. */
  sections: Set<string>;
  /**
   * HTML requests of each page from node before the browser's loads (BENCH_SERVER_WARMUPS): the figures then are a
   * server's that has been serving, as a user meets it; these first renders after the start are printed on their own.
   */
  serverWarmups: number;
  load: (page: Page, url: string, condition: C) => Promise<number>;
  diskContext: (state: State) => Promise<BrowserContext>;
  newContext: (browser: Browser, state: State) => Promise<BrowserContext>;
  stats: (values: number[]) => string;
}

/** What one full load measured. */
interface Load {
  painted: number;
  /** When the data frame's style, layout and paint were done on the page's main thread (page-signals.ts). */
  frameDone: number;
  interactive: number;
  /** The page's Server-Timing said it was rendered (ssr;dur) and its boot data carries the server's state. */
  rendered: boolean;
  /** Why not: the Server-Timing description, or what disagreed. */
  reason?: string;
  ssrMs?: number;
  cpuMs?: number;
  /** The watcher saw the data before the HTML's parse ended (domInteractive): the parser inserted it. */
  inParse: boolean;
}

const tick = (ok: boolean) => (ok ? '✓' : '✗');

/**
 * When the page became interactive (the shell's `helpdesk:interactive` mark), ms from navigation start; waits for it —
 * for the mark's console message on a page loaded by run.ts's fullLoad (page-signals.ts), else by polling the page.
 */
export async function interactiveAt(page: Page, url: string): Promise<number> {
  const signals = signalsOf(page);
  if (signals) {
    return within(signals.interactive, LOAD_TIMEOUT_MS, url).catch((error: unknown) => {
      throw new Error(`${url}: never interactive (no helpdesk:interactive mark)`, { cause: error });
    });
  }
  await page
    .waitForFunction(() => performance.getEntriesByName('helpdesk:interactive').length > 0, undefined, {
      timeout: LOAD_TIMEOUT_MS,
      polling: 20,
    })
    .catch((error: unknown) => {
      throw new Error(`${url}: never interactive (no helpdesk:interactive mark)`, { cause: error });
    });
  return page.evaluate(() => performance.getEntriesByName('helpdesk:interactive')[0]!.startTime);
}

/** The page's loads after the data frame: interactive, Server-Timing, the boot data's server state. */
async function measure<C>(load: SsrOptions<C>['load'], page: Page, url: string, condition: C): Promise<Load> {
  const painted = await load(page, url, condition);
  const mark = await interactiveAt(page, url);
  const seen = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      timing: (nav?.serverTiming ?? []).map((e) => ({ name: e.name, duration: e.duration, description: e.description })),
      bootSsr: (document.getElementById('helpdesk-boot')?.textContent ?? '').includes('"ssr":'),
      domInteractive: nav?.domInteractive ?? 0,
      data: window.__benchData ?? Infinity,
    };
  });
  const ssr = seen.timing.find((e) => e.name === 'ssr');
  const cpu = seen.timing.find((e) => e.name === 'ssr-cpu');
  const timed = ssr !== undefined && ssr.description === '' && ssr.duration > 0;
  const load1: Load = {
    painted,
    frameDone: (await signalsOf(page)?.frame)?.done ?? painted,
    interactive: Math.max(painted, mark),
    rendered: timed && seen.bootSsr,
    inParse: seen.data <= seen.domInteractive,
  };
  if (timed) {
    load1.ssrMs = ssr.duration;
    if (cpu) load1.cpuMs = cpu.duration;
  }
  if (!load1.rendered)
    load1.reason = ssr?.description || (ssr ? `timed ${timed}, boot state ${seen.bootSsr}` : seen.bootSsr ? 'no Server-Timing' : 'no ssr');
  return load1;
}

/**
 * After interactive, a click on the page's first row (a ticket link of a list; on another page its first in-app link
 * in the main area, else the menu's) must be handled by the router: a new URL in the same document.
 */
async function clickInApp(page: Page): Promise<string> {
  const candidates = [
    page.locator('tr[data-ticket-id] a[href*="/ticket/show/"], li[data-ticket-id] a[href*="/ticket/show/"]'),
    page.locator('main a[href^="/admin/"]:visible'),
    page.locator('nav a[href^="/admin/ticket"]:visible'),
  ];
  let target = candidates.at(-1)!.first();
  for (const candidate of candidates) {
    if ((await candidate.count()) > 0) {
      target = candidate.first();
      break;
    }
  }
  const before = await page.evaluate(() => {
    (window as { __benchDocument?: string }).__benchDocument = 'same';
    return location.href;
  });
  const href = await target.getAttribute('href');
  await target.click();
  await page.waitForFunction((was) => location.href !== was, before, { timeout: 10_000, polling: 20 }).catch(() => undefined);
  const after = await page.evaluate(() => ({
    href: location.href,
    same: (window as { __benchDocument?: string }).__benchDocument === 'same',
    navigations: performance.getEntriesByType('navigation').length,
  }));
  if (after.href === before) throw new Error(`the click on ${href} went nowhere (still ${before})`);
  if (!after.same) throw new Error(`the click on ${href} loaded a new document (${after.href}): not hydrated`);
  return new URL(after.href).pathname;
}

function stormProbe(url: string, cookie: string, origin: string): { stop: () => Promise<number[]> } {
  let running = true;
  const values: number[] = [];
  const loop = (async () => {
    while (running) values.push(await probeOnce(url, cookie, origin));
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return values;
    },
  };
}

async function probeOnce(url: string, cookie: string, origin: string): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(url, {
    headers: { accept: 'application/json', cookie, referer: `${origin}/`, 'x-requested-with': 'XMLHttpRequest' },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`the probe ${url}: HTTP ${response.status}`);
  return performance.now() - t0;
}

/** The side's browser cookies as a Cookie header (its session, time zone and window class). */
function cookieOf(side: SsrSide<unknown>): string {
  return side.state.cookies
    .filter((k) => new URL(side.origin).hostname.endsWith(k.domain.replace(/^\./, '')))
    .map((k) => `${k.name}=${k.value}`)
    .join('; ');
}

/** One full HTML answer of a page, as a browser asks for it: ms to the last byte, and its Server-Timing. */
async function htmlOnce(url: string, cookie: string): Promise<{ ms: number; timing: string }> {
  const t0 = performance.now();
  const response = await fetch(url, { headers: { accept: 'text/html', cookie } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { ms: performance.now() - t0, timing: response.headers.get('server-timing') ?? '' };
}

async function renderOutcomes(origin: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${origin}/metrics`)).text().catch(() => '');
  return Object.fromEntries(
    [...text.matchAll(/^helpdesk_server_renders_total\{outcome="([^"]+)"[^}]*\} (\d+)/gm)].map((m) => [m[1]!, Number(m[2])]),
  );
}

function outcomeDelta(before: Record<string, number>, after: Record<string, number>): string {
  const delta = Object.entries(after)
    .map(([k, v]) => [k, v - (before[k] ?? 0)] as const)
    .filter(([, v]) => v > 0);
  return delta.length ? delta.map(([k, v]) => `${k} ${v}`).join(', ') : 'none';
}

/** How many of the loads were rendered, and the fallback reasons of the others. */
function renderedLine(loads: Load[]): string {
  const reasons = new Map<string, number>();
  for (const l of loads) if (!l.rendered) reasons.set(l.reason ?? '?', (reasons.get(l.reason ?? '?') ?? 0) + 1);
  const inParse = loads.filter((l) => l.inParse).length;
  return `rendered ${loads.filter((l) => l.rendered).length}/${loads.length}${
    reasons.size ? ` — fallbacks: ${[...reasons].map(([r, n]) => `${r} ×${n}`).join(', ')}` : ''
  }; data seen during the parse ${inParse}/${loads.length}`;
}

/** The `ssr;dur=` and `ssr-cpu;dur=` of a Server-Timing header, when the page was rendered. */
function renderTimes(timing: string): { ms: number; cpu?: number } | undefined {
  const ms = /(?:^|,\s*)ssr;dur=([\d.]+)/.exec(timing)?.[1];
  if (ms === undefined) return undefined;
  const cpu = /ssr-cpu;dur=([\d.]+)/.exec(timing)?.[1];
  return { ms: Number(ms), ...(cpu === undefined ? {} : { cpu: Number(cpu) }) };
}

/**
 * Each case's HTML asked for `serverWarmups` times from node on both servers, one at a time, before any browser load:
 * the renderer's code is compiled by use (a fresh server's first renders of a page take about twice as long), and a
 * user meets a server that has been serving. Those first renders are printed here, beside the warm figures below.
 */
async function warmServers<C>(o: SsrOptions<C>, line: (label: string, values: number[]) => void): Promise<void> {
  console.log(
    `\nthe servers' first ${o.serverWarmups} HTML answers of each page after their start (node, one at a time), ms to the last byte`,
  );
  for (const side of [o.on, o.off]) {
    const cookie = cookieOf(side);
    for (const c of side.cases) {
      const answers: { ms: number; timing: string }[] = [];
      for (let i = 0; i < o.serverWarmups; i++) answers.push(await htmlOnce(`${side.origin}${c.url}`, cookie));
      line(
        `${c.label} — ${side.name}`,
        answers.map((a) => a.ms),
      );
      if (side !== o.on) continue;
      const times = answers.flatMap((a) => renderTimes(a.timing) ?? []);
      const half = Math.ceil(times.length / 2);
      const part = (from: number, to: number) => {
        const some = times.slice(from, to);
        const cpu = some.flatMap((t) => (t.cpu === undefined ? [] : [t.cpu]));
        return some.length
          ? `p50 ${quantile(
              some.map((t) => t.ms),
              0.5,
            ).toFixed(1)} p95 ${quantile(
              some.map((t) => t.ms),
              0.95,
            ).toFixed(1)} (CPU p50 ${cpu.length ? quantile(cpu, 0.5).toFixed(1) : '?'})`
          : '(none)';
      };
      console.log(
        `  rendered ${times.length}/${answers.length}; server render, first half ${part(0, half)}, second half ${part(half, times.length)} ms`,
      );
    }
  }
}

export async function ssrBench<C>(o: SsrOptions<C>): Promise<void> {
  const { stats } = o;
  const line = (label: string, values: number[], target?: { max: number; text?: string }) => {
    const verdict = target && values.length ? `   ${target.text ?? `≤ ${target.max}`} ${tick(quantile(values, 0.5) <= target.max)}` : '';
    console.log(`${label.padEnd(46)} ${values.length ? stats(values) : '(no loads)'}${verdict}`);
  };
  const sides = [o.on, o.off];
  const metricsBefore = await Promise.all(sides.map((s) => renderOutcomes(s.origin)));
  const floor = new Map<number, number>();
  const floorDone = new Map<number, number>();
  let failed = 0;

  if (o.sections.has('floor')) {
    console.log(
      "\nthe plain HTML page of the same rows (ssr-floor.ts: the client-rendered page captured, served without scripts, with the app page's response headers and without)",
    );
    {
      const context = await o.diskContext(o.off.state);
      let at = 0;
      // The last load's data frame, as its page said it (read after each measured load below).
      let lastDone = Number.NaN;
      await ssrFloor({
        context,
        origin: o.off.origin,
        cases: o.off.cases.slice(0, 3),
        variants: ['static', 'bare'],
        load: async (page, url, condition) => {
          const ms = await o.load(page, url, condition);
          lastDone = (await signalsOf(page)?.frame)?.done ?? Number.NaN;
          return ms;
        },
        repeat: async (label, once, variant) => {
          for (let i = 0; i < o.warmups; i++) await once();
          const values: number[] = [];
          const done: number[] = [];
          for (let i = 0; i < o.runs; i++) {
            values.push(await once());
            done.push(lastDone);
          }
          // The floor the target compares with is the page with the app's headers; the bare file's is printed beside.
          if (variant === 'static') {
            floor.set(at, quantile(values, 0.5));
            floorDone.set(at++, quantile(done, 0.5));
          }
          console.log(`${label.padEnd(46)} ${stats(values)}`);
          console.log(`${'    its frame done'.padEnd(46)} ${stats(done)}`);
        },
      });
      await context.close();
    }
  }
  if (o.serverWarmups > 0 && (o.sections.has('warm') || o.sections.has('cold'))) await warmServers(o, line);
  if (o.sections.has('warm')) {
    console.log(`\nwarm full load (profile on disk, V8 code cache), ms from navigation start; ${o.runs} runs after ${o.warmups} warm-ups`);
    for (let i = 0; i < o.on.cases.length; i++) {
      for (const side of sides) {
        const c = side.cases[i]!;
        const context = await o.diskContext(side.state);
        const hydrationErrors: string[] = [];
        context.on('console', (message) => {
          if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text()))
            hydrationErrors.push(message.text().slice(0, 160));
        });
        const loads: Load[] = [];
        for (let run = 0; run < o.warmups + o.runs; run++) {
          const page = await context.newPage();
          const load = await measure(o.load, page, `${side.origin}${c.url}`, c.condition);
          await page.close();
          if (run >= o.warmups) loads.push(load);
        }
        const page = await context.newPage();
        await measure(o.load, page, `${side.origin}${c.url}`, c.condition);
        const click = await clickInApp(page).then(
          (to) => `✓ in the same document (→ ${to})`,
          (error: unknown) => {
            failed++;
            process.exitCode = 1;
            return `✗ FAILED: ${(error as Error).message}`;
          },
        );
        await page.close();
        await context.close();
        const target = i < 3 && side === o.on;
        console.log(`${c.label} — ${side.name}`);
        line(
          '  data painted',
          loads.map((l) => l.painted),
          target ? { max: 100 } : undefined,
        );
        const plain = floor.get(i);
        if (target && plain !== undefined) {
          const ratio =
            quantile(
              loads.map((l) => l.painted),
              0.5,
            ) / plain;
          console.log(`  against the plain HTML page (p50 ${plain.toFixed(0)}): ${ratio.toFixed(2)}×   ≤ 1.5× ${tick(ratio <= 1.5)}`);
        }
        line(
          '  data frame done (style, layout, paint)',
          loads.map((l) => l.frameDone),
        );
        const plainDone = floorDone.get(i);
        if (target && plainDone !== undefined)
          console.log(
            `  against the plain HTML page's (p50 ${plainDone.toFixed(0)}): ${(
              quantile(
                loads.map((l) => l.frameDone),
                0.5,
              ) / plainDone
            ).toFixed(2)}×`,
          );
        line(
          '  interactive',
          loads.map((l) => l.interactive),
          side === o.on ? { max: 300 } : undefined,
        );
        console.log(`  row click after interactive: ${click}`);
        if (side === o.on) {
          console.log(`  ${renderedLine(loads)}`);
          const ssr = loads.flatMap((l) => (l.ssrMs === undefined ? [] : [l.ssrMs]));
          const cpu = loads.flatMap((l) => (l.cpuMs === undefined ? [] : [l.cpuMs]));
          if (ssr.length) {
            const p95 = quantile(ssr, 0.95);
            console.log(
              `  server render p50 ${quantile(ssr, 0.5).toFixed(1)} p95 ${p95.toFixed(1)} ms, CPU p50 ${quantile(cpu, 0.5).toFixed(1)} p95 ${quantile(cpu, 0.95).toFixed(1)} ms${i === 0 ? `   ≤ 25 p95 ${tick(p95 <= 25)}` : ''}`,
            );
          }
        }
        if (hydrationErrors.length)
          console.log(`  ✗ ${hydrationErrors.length} hydration errors in the console, first: ${hydrationErrors[0]}`);
      }
    }
  }
  if (o.sections.has('cold')) {
    console.log('\ncold full load (a new signed-in context per load), ms');
    for (let i = 0; i < o.on.cases.length; i++) {
      for (const side of sides) {
        const c = side.cases[i]!;
        const loads: Load[] = [];
        for (let run = 0; run < o.warmups + o.runs; run++) {
          const context = await o.newContext(o.browser, side.state);
          const page = await context.newPage();
          const load = await measure(o.load, page, `${side.origin}${c.url}`, c.condition);
          await context.close();
          if (run >= o.warmups) loads.push(load);
        }
        line(
          `${c.label} — ${side.name}, painted`,
          loads.map((l) => l.painted),
          side === o.on ? { max: 1000 } : undefined,
        );
        line(
          `  interactive`,
          loads.map((l) => l.interactive),
        );
        if (side === o.on) console.log(`  ${renderedLine(loads)}`);
      }
    }
  }
  if (o.sections.has('storm')) {
    console.log(
      `\n${o.stormPages} full loads of the list at once (one context each, warmed by one load), ms; the list API probed from node`,
    );
    for (const side of sides) {
      const c = side.cases[0]!;
      const cookie = cookieOf(side);
      const contexts = await Promise.all(Array.from({ length: o.stormPages }, () => o.newContext(o.browser, side.state)));
      for (const context of contexts) {
        const page = await context.newPage();
        await o.load(page, `${side.origin}${c.url}`, c.condition);
        await page.close();
      }
      const idle: number[] = [];
      for (let i = 0; i < 5; i++) await probeOnce(side.listApi, cookie, side.origin);
      for (let i = 0; i < 40; i++) idle.push(await probeOnce(side.listApi, cookie, side.origin));
      const loads: Load[] = [];
      const during: number[] = [];
      for (let round = 0; round < o.stormRounds; round++) {
        const probe = stormProbe(side.listApi, cookie, side.origin);
        const pages = await Promise.all(contexts.map((context) => context.newPage()));
        loads.push(...(await Promise.all(pages.map((page) => measure(o.load, page, `${side.origin}${c.url}`, c.condition)))));
        during.push(...(await probe.stop()));
        await Promise.all(pages.map((page) => page.close()));
      }
      await Promise.all(contexts.map((context) => context.close()));
      console.log(`${side.name}`);
      line(
        '  data painted',
        loads.map((l) => l.painted),
      );
      line(
        '  interactive',
        loads.map((l) => l.interactive),
      );
      if (side === o.on) {
        console.log(`  ${renderedLine(loads)}`);
        const ssr = loads.flatMap((l) => (l.ssrMs === undefined ? [] : [l.ssrMs]));
        if (ssr.length)
          console.log(`  server render p50 ${quantile(ssr, 0.5).toFixed(1)} p95 ${quantile(ssr, 0.95).toFixed(1)} ms (concurrent)`);
      }
      const idle95 = quantile(idle, 0.95);
      const during95 = quantile(during, 0.95);
      console.log(
        `  list API p95 idle ${idle95.toFixed(1)} ms (p50 ${quantile(idle, 0.5).toFixed(1)}, ${idle.length} requests), during the loads ${during95.toFixed(1)} ms (p50 ${quantile(during, 0.5).toFixed(1)}, ${during.length} requests): ${(during95 / idle95).toFixed(1)}×   ≤ 2× ${tick(during95 <= 2 * idle95)}`,
      );
    }
  }
  if (o.sections.has('server')) {
    console.log(
      `\nthe server alone: ${o.stormPages} HTML requests of the list at once from node (no browser), ${o.stormRounds * 5} times, ms to the last byte; the list API probed`,
    );
    for (const side of sides) {
      const cookie = cookieOf(side);
      const url = `${side.origin}${side.cases[0]!.url}`;
      for (let i = 0; i < 5; i++) await htmlOnce(url, cookie);
      const idle: number[] = [];
      for (let i = 0; i < 5; i++) await probeOnce(side.listApi, cookie, side.origin);
      for (let i = 0; i < 40; i++) idle.push(await probeOnce(side.listApi, cookie, side.origin));
      const probe = stormProbe(side.listApi, cookie, side.origin);
      const answers: { ms: number; timing: string }[] = [];
      for (let round = 0; round < o.stormRounds * 5; round++)
        answers.push(...(await Promise.all(Array.from({ length: o.stormPages }, () => htmlOnce(url, cookie)))));
      const during = await probe.stop();
      const ssr = answers.flatMap((a) => renderTimes(a.timing)?.ms ?? []);
      const fallbacks = answers.filter((a) => /ssr;desc=/.test(a.timing)).map((a) => /desc="([^"]*)"/.exec(a.timing)?.[1] ?? '?');
      console.log(side.name);
      line(
        '  HTML of the list',
        answers.map((a) => a.ms),
      );
      if (side === o.on)
        console.log(
          `  rendered ${ssr.length}/${answers.length}${fallbacks.length ? ` — fallbacks: ${[...new Set(fallbacks)].map((r) => `${r} ×${fallbacks.filter((f) => f === r).length}`).join(', ')}` : ''}; server render p50 ${quantile(ssr, 0.5).toFixed(1)} p95 ${quantile(ssr, 0.95).toFixed(1)} ms`,
        );
      const idle95 = quantile(idle, 0.95);
      const during95 = quantile(during, 0.95);
      console.log(
        `  list API p95 idle ${idle95.toFixed(1)} ms (p50 ${quantile(idle, 0.5).toFixed(1)}), during ${during95.toFixed(1)} ms (p50 ${quantile(during, 0.5).toFixed(1)}, ${during.length} requests): ${(during95 / idle95).toFixed(1)}×   ≤ 2× ${tick(during95 <= 2 * idle95)}`,
      );
    }
  }

  const metricsAfter = await Promise.all(sides.map((s) => renderOutcomes(s.origin)));
  console.log('\n/metrics helpdesk_server_renders_total during the run:');
  sides.forEach((s, i) => console.log(`  ${s.name}: ${outcomeDelta(metricsBefore[i]!, metricsAfter[i]!)}`));
  if (failed) console.log(`\n✗ ${failed} case(s) FAILED the in-app click after interactive`);
}
