/**
 * Where a warm full load's script time goes until the data is on screen: `runs` loads under V8's sampling profiler
 * (a Chromium trace through the page's DevTools session, so it works in a profile on disk), the main thread's
 * samples from navigation start to the data frame, named through the production build's hidden source maps.
 * Prints, in ms per load: the script time by file (a sample of a native or built-in function counts for the script
 * that called it), by package, the top functions by self time, and the time under each file's top-level evaluation.
 */
import { basename } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { isScript, Symbolizer, type CallFrame } from './row-trace.ts';

/** Without `disabled-by-default-devtools.timeline`: with it and the profiler, Chromium 156's renderer crashes. */
const CATEGORIES = [
  'devtools.timeline',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.cpu_profiler.hires',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

interface Sample {
  duration: number;
  /** The sampled frame, then its callers outwards. */
  stack: CallFrame[];
}

const fileOf = (frame: CallFrame) => {
  const url = (frame.url ?? '').split('?')[0] ?? '';
  const remote = /\/remote(?:s|-versions)\/([^/]+)\//.exec(url)?.[1];
  return url ? `${remote ? `${remote}/` : ''}${basename(url)}` : '';
};

/** One traced load's samples, or undefined when the renderer crashed under the profiler (Chromium does, now and then). */
async function traceOne(context: BrowserContext, load: (page: Page) => Promise<number>): Promise<Sample[] | undefined> {
  const page = await context.newPage();
  let crashed = false;
  page.on('crash', () => (crashed = true));
  const session = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await session.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  let dataAt: number;
  try {
    dataAt = await load(page);
  } catch (error) {
    if (!crashed) throw error;
    await page.close().catch(() => undefined);
    return undefined;
  }
  const complete = new Promise<void>((done) => session.once('Tracing.tracingComplete', () => done()));
  await session.send('Tracing.end');
  await complete;
  await page.close();
  const nav = events.filter((e) => e.name === 'navigationStart' && /^https?:/.test(String(e.args?.data?.documentLoaderURL ?? ''))).pop();
  if (!nav) return [];
  const start = nav.ts;
  const end = start + dataAt * 1000;
  const samples: Sample[] = [];
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === nav.pid && e.tid === nav.tid);
  for (const profile of profiles) {
    const nodes = new Map<number, ProfileNode>();
    let ts = (profile.args?.data?.startTime as number | undefined) ?? profile.ts;
    const timed: { ts: number; node: number }[] = [];
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === nav.pid).sort((a, b) => a.ts - b.ts);
    for (const chunk of chunks) {
      const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      (data.cpuProfile?.samples ?? []).forEach((node, i) => {
        ts += data.timeDeltas?.[i] ?? 0;
        timed.push({ ts, node });
      });
    }
    timed.forEach((s, i) => {
      const next = timed[i + 1];
      if (!next || s.ts < start || s.ts >= end) return;
      const stack: CallFrame[] = [];
      for (let node = nodes.get(s.node); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        stack.push(node.callFrame);
      }
      if (stack[0] && isScript(stack[0])) samples.push({ duration: next.ts - s.ts, stack });
    });
  }
  return samples;
}

export interface BootProfileOptions {
  context: BrowserContext;
  root: string;
  runs: number;
  load: (page: Page) => Promise<number>;
  top?: number;
}

export async function profileBoot({
  context,
  root,
  runs,
  load,
  top = Number(process.env.BENCH_TOP ?? 30),
}: BootProfileOptions): Promise<void> {
  const symbolizer = new Symbolizer(root);
  const byFile = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const self = new Map<string, number>();
  const underFile = new Map<string, number>();
  const underFilePackage = new Map<string, number>();
  // BENCH_CALLERS=<text>: for the functions whose name holds the text, their callers (the stack, inner first).
  const callersOf = process.env.BENCH_CALLERS;
  const callers = new Map<string, number>();
  // BENCH_INCLUSIVE=<text>: every function whose name holds the text, with the time of everything it called.
  const inclusiveOf = process.env.BENCH_INCLUSIVE;
  const inclusive = new Map<string, number>();
  const totals: number[] = [];
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  let lost = 0;
  for (let run = 0; run < runs; run++) {
    const samples = await traceOne(context, load);
    if (!samples) {
      if (++lost > runs) throw new Error(`the renderer crashed under the profiler ${lost} times`);
      run--;
      continue;
    }
    let total = 0;
    for (const { duration, stack } of samples) {
      total += duration;
      const frame = stack[0]!;
      const owner = stack.find((f) => fileOf(f)) ?? frame;
      add(byFile, fileOf(owner) || frame.functionName, duration);
      const named = symbolizer.name(frame.url ? frame : owner);
      add(byPackage, frame.url ? named.pkg : `${frame.functionName} (from ${named.pkg})`, duration);
      add(self, frame.url ? named.name : `${frame.functionName} ← ${named.name} (${fileOf(owner)})`, duration);
      const at = callersOf ? stack.findIndex((f) => f.url && symbolizer.name(f).name.includes(callersOf)) : -1;
      if (at >= 0) {
        const chain = stack.slice(at, at + 14).map((f) => (f.url ? symbolizer.name(f).name : f.functionName || '(native)'));
        add(callers, chain.join('\n        ← '), duration);
      }
      if (inclusiveOf) {
        const names = new Set(stack.filter((f) => f.url).map((f) => symbolizer.name(f).name));
        for (const name of names) if (name.includes(inclusiveOf)) add(inclusive, name, duration);
      }
      // The outermost script frame: the file whose evaluation (or callback) the sample is under.
      const outer = [...stack].reverse().find((f) => fileOf(f));
      if (outer) {
        add(underFile, fileOf(outer), duration);
        add(underFilePackage, `${fileOf(outer)} › ${named.pkg}`, duration);
      }
    }
    totals.push(total / 1000);
  }
  const perRun = (us: number) => (us / 1000 / runs).toFixed(1).padStart(6);
  const print = (title: string, map: Map<string, number>, count: number) => {
    console.log(`  ${title}`);
    for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count)) console.log(`  ${perRun(us)}  ${key}`);
  };
  if (lost) console.log(`  (${lost} loads lost to a renderer that crashed under the profiler, each run again)`);
  console.log(`  script sampled from navigation start to the end above, ms per load: ${totals.map((t) => t.toFixed(0)).join(' ')}`);
  print('by file (native and built-in calls count for their caller):', byFile, 20);
  print('under each file, outermost frame (its evaluation and the callbacks it scheduled):', underFile, 15);
  print('under each file, by package:', underFilePackage, 25);
  print('by package:', byPackage, 25);
  print('top self time:', self, top);
  if (inclusiveOf) print(`functions named like "${inclusiveOf}", with what they called:`, inclusive, top);
  if (callersOf) print(`samples in a function named like "${callersOf}", by stack:`, callers, 8);
}
