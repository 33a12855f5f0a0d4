/**
 * The rows' render, traced: a full load of the ticket list under a Chromium Performance trace (the DevTools
 * timeline, User Timing and V8's sampling profiler at 0.1 ms). The list frame measures each render of its rows
 * (`list-rows:<screen>`, from the start of their render to the end of the commit); the first one is the drawing of the
 * page's rows. For it this prints the wall time, the script time the profiler sampled inside it (JavaScript and
 * garbage collection), and — over all runs — the functions with the most self time, named through the production
 * build's hidden source maps (`<app>/dist-sourcemaps/`), and the same by package.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { quantile } from '../lib/quantile.ts';

const CATEGORIES = [
  'devtools.timeline',
  'blink.user_timing',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.cpu_profiler.hires',
];

const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  id?: string;
  id2?: { local?: string; global?: string };
  args?: { data?: Record<string, unknown> };
}

/** As the trace writes it: empty fields are left out. */
export interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

interface Sample {
  ts: number;
  duration: number;
  frame: CallFrame;
  /** The sampled frame's callers, innermost first. */
  callers: CallFrame[];
}

/** One traced load: the first rows measure, and the samples of the thread it ran on. */
interface TracedRender {
  start: number;
  end: number;
  /** Style, layout and paint on the main thread from the rows' render to the first paint after it (ms). */
  rendering: number;
  samples: Sample[];
  later: number[];
  /** The end of the rows' own render (`list-rows-render:`: their elements made, before the commit), when measured. */
  renderEnd: number | undefined;
}

function parseTrace(json: Buffer, measure: string): TracedRender | undefined {
  const events = (JSON.parse(json.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  // A measure ending in ':' matches any screen's (`list-rows:` → the first list's rows on the page).
  const named = measure.endsWith(':')
    ? (name: string) => name.startsWith(measure) && !name.endsWith(':start')
    : (name: string) => name === measure;
  const marks = events.filter((e) => e.cat.includes('blink.user_timing') && named(e.name)).sort((a, b) => a.ts - b.ts);
  const begins = marks.filter((e) => e.ph === 'b');
  const ends = marks.filter((e) => e.ph === 'e');
  if (begins.length === 0 || ends.length === 0) return undefined;
  const spans = begins.map((b, i) => ({ start: b.ts, end: (ends[i] ?? ends.at(-1)!).ts }));
  const first = spans[0]!;
  const { pid, tid } = begins[0]!;
  // The rows' own render: the same start mark, ended by the list frame once the rows' subtree is rendered.
  const renderMeasure = measure.replace(/^list-rows:/, 'list-rows-render:');
  const renderMarks = events
    .filter((e) => e.cat.includes('blink.user_timing') && e.name.startsWith(renderMeasure) && e.pid === pid)
    .sort((a, b) => a.ts - b.ts);
  const renderBegin = renderMarks.find((e) => e.ph === 'b' && e.ts >= first.start && e.ts <= first.end);
  const renderEnd = renderBegin ? renderMarks.find((e) => e.ph === 'e' && e.ts >= renderBegin.ts && e.ts <= first.end)?.ts : undefined;

  // The main thread's profile: its Profile event is on that thread; its chunks carry the same id.
  const profileIds = new Set(events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id));
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  for (const id of profileIds) {
    const profile = events.find((e) => e.name === 'Profile' && e.id === id && e.pid === pid)!;
    let ts = (profile.args?.data?.startTime as number | undefined) ?? profile.ts;
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.id === id && e.pid === pid).sort((a, b) => a.ts - b.ts);
    const timed: { ts: number; node: number }[] = [];
    for (const chunk of chunks) {
      const data = chunk.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      ids.forEach((node, i) => {
        ts += deltas[i] ?? 0;
        timed.push({ ts, node });
      });
    }
    timed.forEach((s, i) => {
      const next = timed[i + 1];
      const node = nodes.get(s.node);
      if (!node || !next) return;
      const callers: CallFrame[] = [];
      for (let parent = node.parent; parent !== undefined; parent = nodes.get(parent)?.parent) {
        const caller = nodes.get(parent);
        if (caller) callers.push(caller.callFrame);
      }
      samples.push({ ts: s.ts, duration: next.ts - s.ts, frame: node.callFrame, callers });
    });
  }
  const onThread = (e: TraceEvent) => e.pid === pid && e.tid === tid && e.ph === 'X';
  const firstPaint = events.filter((e) => onThread(e) && e.name === 'Paint' && e.ts >= first.end).sort((a, b) => a.ts - b.ts)[0];
  const until = firstPaint ? firstPaint.ts : first.end;
  const rendering = events
    .filter((e) => onThread(e) && RENDERING.has(e.name) && e.ts >= first.start && e.ts <= until)
    .reduce((sum, e) => sum + ((e as TraceEvent & { dur?: number }).dur ?? 0), 0);
  return {
    start: first.start,
    end: first.end,
    rendering: rendering / 1000,
    samples: samples.filter((s) => s.ts >= first.start && s.ts < first.end),
    later: spans.slice(1).map((s) => (s.end - s.start) / 1000),
    renderEnd,
  };
}

export const isScript = (frame: CallFrame) =>
  frame.functionName !== '(idle)' && frame.functionName !== '(program)' && frame.functionName !== '(root)';

/**
 * Source maps of the production build by script file name (content-hashed names: unique across the apps), and by
 * `<remote>/<file>` for the names every remote has (remoteEntry.js).
 */
function sourceMaps(root: string): Map<string, string> {
  const maps = new Map<string, string>();
  const apps = ['shell', ...readdirSync(join(root, 'remotes')).map((name) => join('remotes', name))];
  for (const app of apps) {
    const dir = join(root, app, 'dist-sourcemaps');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.js.map')) continue;
      maps.set(file.slice(0, -'.map'.length), join(dir, file));
      maps.set(`${basename(app)}/${file.slice(0, -'.map'.length)}`, join(dir, file));
    }
  }
  return maps;
}

/** The remote a script URL belongs to (`/remotes/tickets/…`, `/remote-versions/tickets/…`), if any. */
const remoteOf = (url: string) => /\/remote(?:s|-versions)\/([^/]+)\//.exec(url)?.[1];

export class Symbolizer {
  private readonly files: Map<string, string>;
  private readonly loaded = new Map<string, TraceMap | null>();
  private readonly names = new Map<string, { name: string; pkg: string }>();

  constructor(root: string) {
    this.files = sourceMaps(root);
  }

  /** `source:line (name)`, and the package (or the repository folder) the source belongs to. */
  name(frame: CallFrame): { name: string; pkg: string } {
    if (!isScript(frame)) return { name: frame.functionName, pkg: frame.functionName };
    if (frame.functionName === '(garbage collector)') return { name: '(garbage collector)', pkg: '(garbage collector)' };
    const url = frame.url ?? '';
    const line = frame.lineNumber ?? 0;
    const column = frame.columnNumber ?? 0;
    const key = `${url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
    const known = this.names.get(key);
    if (known) return known;
    const file = basename(url.split('?')[0] ?? '');
    const remote = remoteOf(url);
    const mapKey = remote && this.files.has(`${remote}/${file}`) ? `${remote}/${file}` : file;
    let map = this.loaded.get(mapKey);
    if (map === undefined) {
      const path = this.files.get(mapKey);
      map = path ? new TraceMap(readFileSync(path, 'utf8')) : null;
      this.loaded.set(mapKey, map);
    }
    let result = { name: `${file || '(native)'}:${line + 1} ${frame.functionName || '(anonymous)'}`, pkg: file || '(native)' };
    if (map) {
      const position = originalPositionFor(map, { line: line + 1, column });
      if (position.source) {
        const source = position.source
          .replace(/^webpack:\/\/[^/]*\//, '')
          .replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '');
        const pkg = source.startsWith('@')
          ? source.split('/').slice(0, 2).join('/')
          : source.includes('/src/')
            ? source.split('/src/')[0]!
            : source.split('/')[0]!;
        result = { name: `${source}:${position.line} ${position.name ?? frame.functionName ?? ''}`.trim(), pkg };
      }
    }
    this.names.set(key, result);
    return result;
  }
}

/**
 * Installed before any page script of the counting load (not traced: the wrappers cost a little per call): CSS rules
 * inserted and DOM nodes created before the rows' first render and inside it.
 */
const COUNTER = `(() => {
  const counts = { before: { rules: 0, elements: 0, texts: 0 }, inside: { rules: 0, elements: 0, texts: 0 }, state: 'before' };
  window.__rowsCounts = counts;
  const at = () => (counts.state === 'after' ? null : counts[counts.state]);
  const mark = performance.mark;
  performance.mark = function (name, ...rest) {
    if (counts.state === 'before' && String(name).startsWith('list-rows:')) counts.state = 'inside';
    return mark.call(this, name, ...rest);
  };
  const measure = performance.measure;
  performance.measure = function (name, ...rest) {
    if (counts.state === 'inside' && String(name).startsWith('list-rows:')) counts.state = 'after';
    return measure.call(this, name, ...rest);
  };
  const wrap = (proto, method, field) => {
    const original = proto[method];
    proto[method] = function (...args) {
      const bucket = at();
      if (bucket) bucket[field]++;
      return original.apply(this, args);
    };
  };
  wrap(CSSStyleSheet.prototype, 'insertRule', 'rules');
  wrap(Document.prototype, 'createElement', 'elements');
  wrap(Document.prototype, 'createElementNS', 'elements');
  wrap(Document.prototype, 'createTextNode', 'texts');
})();`;

/** Notes whether the list's loading state (its skeleton) was in the page before the rows. */
const SKELETON_WATCH = `(() => {
  const observer = new MutationObserver(() => {
    if (document.querySelector('[data-testid="list-loading"]')) window.__sawSkeleton = true;
    if (document.querySelector('[data-testid="list-rows"]')) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

interface Counts {
  rules: number;
  elements: number;
  texts: number;
}

export interface RowTraceOptions {
  browser: Browser;
  context: BrowserContext;
  root: string;
  url: string;
  runs: number;
  warmups: number;
  /** A full load of the URL until its rows are on screen. */
  load: (page: Page) => Promise<number>;
  measure?: string;
  top?: number;
  /** The viewport's width (the counting load's too). */
  width?: number;
  /** The page's own init scripts (the watcher of the load's condition), for the counting load's context. */
  initScripts?: string[];
}

/** Traces `runs` full loads (after `warmups`) and prints the rows' render: wall, sampled script, top self time. */
export async function traceRows(options: RowTraceOptions): Promise<void> {
  const { browser, context, root, url, runs, warmups, load, measure = 'list-rows:ticket-list', top = 15 } = options;
  const symbolizer = new Symbolizer(root);
  const walls: number[] = [];
  const scripts: number[] = [];
  const ownScripts: number[] = [];
  const renderings: number[] = [];
  const later: number[][] = [];
  const layouts: string[] = [];
  const rowCounts: number[] = [];
  const skeletons: boolean[] = [];
  let timing = 0;
  // Whether the list's loading state showed before its rows: when the data win the race with the screen's code, the
  // screen mounts with its rows, and the rows' window holds the whole screen's first commit (its CSS rules too).
  await context.addInitScript({ content: SKELETON_WATCH });
  const self = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (let i = 0; i < warmups + runs; i++) {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await load(page);
    // Re-renders right after the first frame (a refetch's busy flag, late widgets) count as "later renders".
    await page.waitForTimeout(500);
    const trace = await browser.stopTracing();
    const layout = await page.evaluate(
      () => document.querySelector('[data-testid="list-rows"] [data-layout]')?.getAttribute('data-layout') ?? '-',
    );
    const rowCount = await page.evaluate(() => document.querySelectorAll('[data-testid="list-rows"] tbody tr').length);
    const skeleton = await page.evaluate(() => (window as unknown as { __sawSkeleton?: boolean }).__sawSkeleton === true);
    await page.close();
    if (i < warmups) continue;
    const render = parseTrace(trace, measure);
    if (!render) throw new Error(`${url}: no ${measure} measure in the trace (is the list frame's timing in the build?)`);
    walls.push((render.end - render.start) / 1000);
    renderings.push(render.rendering);
    let script = 0;
    for (const sample of render.samples) {
      if (!isScript(sample.frame)) continue;
      const { name, pkg } = symbolizer.name(sample.frame);
      // The measure's own marks (User Timing, slower while traced) are not the rows' cost.
      if (name.endsWith(' RowsTiming')) {
        timing += sample.duration;
        continue;
      }
      script += sample.duration;
      self.set(name, (self.get(name) ?? 0) + sample.duration);
      // Inclusive time of the components and hooks above the sample (React's own work loop left out).
      const above = new Set<string>();
      for (const frame of [sample.frame, ...sample.callers]) {
        if (!isScript(frame)) continue;
        const caller = symbolizer.name(frame);
        if (!/^(react-dom|react|scheduler)$/.test(caller.pkg)) above.add(caller.name);
      }
      for (const caller of above) inclusive.set(caller, (inclusive.get(caller) ?? 0) + sample.duration);
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + sample.duration);
    }
    scripts.push(script / 1000);
    if (render.renderEnd !== undefined) {
      const end = render.renderEnd;
      const own = render.samples.filter((s) => s.ts < end && isScript(s.frame) && !symbolizer.name(s.frame).name.endsWith(' RowsTiming'));
      ownScripts.push(own.reduce((sum, s) => sum + s.duration, 0) / 1000);
    }
    later.push(render.later);
    layouts.push(layout);
    rowCounts.push(rowCount);
    skeletons.push(skeleton);
  }
  const fmt = (values: number[]) =>
    `p50 ${quantile(values, 0.5).toFixed(1).padStart(6)}  p95 ${quantile(values, 0.95).toFixed(1).padStart(6)}  (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)})`;
  console.log(`rows on the page: ${[...new Set(rowCounts)].join(', ')}`);
  console.log(`${'rows render, wall (ms)'.padEnd(46)} ${fmt(walls)}`);
  console.log(`${'rows render, script sampled (ms)'.padEnd(46)} ${fmt(scripts)}`);
  if (ownScripts.length > 0) {
    // The rows' own render: their subtree rendered and its elements made, without the commit (the insertion of the
    // elements, the CSS rules and effects of everything that mounts in the same pass, e.g. the whole screen when its
    // data came before its code) and without what renders after the rows (pagination, footer).
    console.log(`${"rows' own render, script sampled (ms)".padEnd(46)} ${fmt(ownScripts)}`);
    console.log(`  per run: ${ownScripts.map((ms) => ms.toFixed(1)).join(' ')}`);
  }
  console.log(`${'style, layout, paint to the next paint (ms)'.padEnd(46)} ${fmt(renderings)}`);
  console.log(
    `later renders of the rows within 500 ms, ms each, per run: ${later.map((run) => `[${run.map((ms) => ms.toFixed(1)).join(' ')}]`).join(' ')}`,
  );
  console.log(
    `script per run, ms (y: the loading state showed first, n: the screen mounted with its rows): ${scripts.map((ms, i) => `${ms.toFixed(1)}${skeletons[i] ? 'y' : 'n'}`).join(' ')}`,
  );
  console.log(
    `table layout per run: ${layouts.join(' ')}; the measure's own User Timing calls: ${(timing / 1000 / runs).toFixed(2)} ms per run (left out)`,
  );
  // One more load, untraced, with the counters.
  const counting = await browser.newContext({
    storageState: await context.storageState(),
    viewport: { width: options.width ?? 1440, height: 900 },
    locale: 'pl-PL',
  });
  await counting.addInitScript({ content: "localStorage.setItem('helpdesk.pushConsent', 'declined');" });
  for (const script of options.initScripts ?? []) await counting.addInitScript({ content: script });
  await counting.addInitScript({ content: COUNTER });
  await counting.addInitScript({ content: SKELETON_WATCH });
  for (let i = 0; i < 2; i++) {
    const page = await counting.newPage();
    await load(page);
    const counts = await page.evaluate(() => (window as unknown as { __rowsCounts: { before: Counts; inside: Counts } }).__rowsCounts);
    const skeleton = await page.evaluate(() => (window as unknown as { __sawSkeleton?: boolean }).__sawSkeleton === true);
    const rows = await page.evaluate(() => {
      const list = document.querySelector('[data-testid="list-rows"]');
      return { nodes: list?.querySelectorAll('*').length ?? 0, rows: list?.querySelectorAll('[data-ticket-id]').length ?? 0 };
    });
    await page.close();
    // The first load fills the HTTP cache of this context; the second is the warm one.
    if (i === 0) continue;
    const line = (c: Counts) => `${c.rules} CSS rules inserted, ${c.elements} elements and ${c.texts} text nodes created`;
    console.log(
      `counting load: the loading state ${skeleton ? 'showed before the rows' : 'did not show (the screen mounted with its rows)'}`,
    );
    console.log(`before the rows' render (boot, loading state): ${line(counts.before)}`);
    console.log(`inside the rows' render: ${line(counts.inside)}`);
    console.log(`the rows' container holds ${rows.nodes} elements for ${rows.rows} rows`);
  }
  await counting.close();
  const perRun = (us: number) => (us / 1000 / runs).toFixed(2).padStart(6);
  console.log(`\ntop self time inside the rows render (ms per run, of ${(scripts.reduce((a, b) => a + b, 0) / runs).toFixed(1)} script):`);
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${perRun(us)}  ${name}`);
  console.log('\ntop total time (self and callees) of the functions that are not React itself (ms per run):');
  for (const [name, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top + 10)) console.log(`${perRun(us)}  ${name}`);
  console.log('\nby package / folder:');
  for (const [name, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`${perRun(us)}  ${name}`);
}
