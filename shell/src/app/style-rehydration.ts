/**
 * Griffel's renderer takes over a server-rendered page's style elements (#39): each bucket's element becomes the
 * renderer's sheet for that bucket and each of its rules is noted as inserted, so hydrating inserts nothing again.
 *
 * Griffel's own `rehydrateRendererCache` finds the rules by running the page's whole CSS through its CSS parser
 * (stylis) and serialising it back: ~20 ms of a warm list load's sampled script before interactive, for ~40 KB of
 * rules (bench/page-load --boot-profile, BENCH_BOOT_UNTIL=interactive; the split takes ~4). A bucket's text is its
 * rules joined with nothing between them (renderToStyleElements), and every rule is one balanced top-level block, so
 * splitting the text where a block closes gives back the very strings its cache is keyed by, in one pass.
 */
import { rehydrateRendererCache, type GriffelRenderer } from '@griffel/core';

const BUCKETS = 'style[data-make-styles-bucket]';

/**
 * Calls `each` with every rule of a Griffel bucket's text: top-level blocks (`.a{…}`, `@media …{…}`) and statements
 * (`@import …;`), strings, parentheses and escapes skipped over.
 */
export function forEachRule(css: string, each: (rule: string) => void): void {
  let start = 0;
  let braces = 0;
  let parens = 0;
  let quote = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css.charCodeAt(i);
    if (c === 92 /* \ */) {
      i++;
    } else if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 34 /* " */ || c === 39 /* ' */) {
      quote = c;
    } else if (c === 40 /* ( */) {
      parens++;
    } else if (c === 41 /* ) */) {
      parens--;
    } else if (parens === 0) {
      if (c === 123 /* { */) braces++;
      else if ((c === 125 /* } */ && --braces === 0) || (c === 59 /* ; */ && braces === 0)) {
        each(css.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
}

/**
 * What the renderer's provider is given instead of the document once `takeOverServerStyles` has run: its own
 * rehydration then finds nothing left to do.
 */
export const STYLES_TAKEN_OVER = { querySelectorAll: () => [] } as unknown as Document;

/** The server's style elements made the renderer's, their rules noted as inserted. Returns how many rules. */
export function takeOverServerStyles(renderer: GriffelRenderer, doc: Document = document): number {
  const elements = [...doc.querySelectorAll<HTMLStyleElement>(BUCKETS)];
  const texts = elements.map((element) => element.textContent ?? '');
  // Griffel registers each element as its bucket's sheet (its attributes, its media) and reads its text as empty.
  for (const element of elements) Object.defineProperty(element, 'textContent', { configurable: true, value: '' });
  try {
    rehydrateRendererCache(renderer, doc);
  } finally {
    for (const element of elements) delete (element as { textContent?: unknown }).textContent;
  }
  let rules = 0;
  elements.forEach((element, i) => {
    const bucket = element.dataset.makeStylesBucket as GriffelRenderer['insertionCache'][string];
    forEachRule(texts[i]!, (rule) => {
      renderer.insertionCache[rule] = bucket;
      rules++;
    });
  });
  return rules;
}
