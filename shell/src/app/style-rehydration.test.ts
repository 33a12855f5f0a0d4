import { createDOMRenderer, normalizeCSSBucketEntry, rehydrateRendererCache, resolveStyleRules } from '@griffel/core';
import { STYLES_TAKEN_OVER, forEachRule, takeOverServerStyles } from './style-rehydration.ts';

/** Rules as Griffel writes them, by bucket, for styles with the shapes a page has. */
function griffelRules(): Record<string, string[]> {
  const [, byBucket] = resolveStyleRules({
    color: 'red',
    padding: 'calc(var(--spacingHorizontalM)\n    + 24px)',
    fontFamily: '\'Segoe UI\', "Helvetica Neue", sans-serif',
    backgroundImage: 'url(data:image/svg+xml;utf8,<svg>{};</svg>)',
    ':hover': { color: 'blue' },
    ':focus-visible': { outline: '2px solid var(--colorStrokeFocus2)' },
    '::after': { content: '"} { ; \\"quoted\\""' },
    '& .child': { marginTop: '4px' },
    '@media (max-width: 600px)': { display: 'none', ':hover': { color: 'green' } },
    '@supports (display: grid)': { display: 'grid' },
    '@container (max-width: 999.98px)': { width: '10px' },
    animationName: { from: { opacity: 0 }, to: { opacity: 1 } },
  });
  return Object.fromEntries(
    Object.entries(byBucket).map(([bucket, entries]) => [bucket, (entries ?? []).map((entry) => normalizeCSSBucketEntry(entry)[0])]),
  );
}

/** A page as the server sends it: one style element per bucket, its rules joined (renderToStyleElements). */
function serverPage(rules: Record<string, string[]>): Document {
  const doc = document;
  doc.head.replaceChildren();
  for (const [bucket, list] of Object.entries(rules)) {
    const element = doc.createElement('style');
    element.dataset.makeStylesBucket = bucket;
    element.dataset.priority = '0';
    if (bucket === 'm') element.media = '(max-width: 600px)';
    element.textContent = list.join('');
    doc.head.append(element);
  }
  return doc;
}

describe('the server-rendered styles taken over for hydration', () => {
  it('splits a bucket back into the very rules that were joined', () => {
    for (const list of Object.values(griffelRules())) {
      const found: string[] = [];
      forEachRule(list.join(''), (rule) => found.push(rule));
      expect(found).toEqual(list);
    }
  });

  it('notes the same rules as Griffel’s own rehydration, each element made its bucket’s sheet', () => {
    const rules = griffelRules();
    expect(Object.keys(rules).length).toBeGreaterThan(4);
    const doc = serverPage(rules);
    const texts = [...doc.querySelectorAll('style')].map((element) => element.textContent);

    const ours = createDOMRenderer(doc);
    expect(takeOverServerStyles(ours, doc)).toBe(Object.values(rules).flat().length);
    const griffels = createDOMRenderer(doc);
    rehydrateRendererCache(griffels, doc);

    expect(ours.insertionCache).toEqual(griffels.insertionCache);
    expect(Object.keys(ours.stylesheets).sort()).toEqual(Object.keys(griffels.stylesheets).sort());
    // The elements keep their text, and no second set was made.
    expect([...doc.querySelectorAll('style')].map((element) => element.textContent)).toEqual(texts);
  });

  it('inserts a rule already sent nowhere, and a new one into the server’s element for its bucket', () => {
    const doc = serverPage({ d: ['.a{color:red;}', '.b{color:blue;}'] });
    const renderer = createDOMRenderer(doc);
    takeOverServerStyles(renderer, doc);
    const element = doc.querySelector('style')!;
    const before = element.sheet!.cssRules.length;

    renderer.insertCSSRules({ d: ['.a{color:red;}'] });
    expect(element.sheet!.cssRules.length).toBe(before);
    renderer.insertCSSRules({ d: ['.c{color:green;}'] });
    expect(element.sheet!.cssRules.length).toBe(before + 1);
    expect(doc.querySelectorAll('style')).toHaveLength(1);
  });

  it('leaves the provider nothing to rehydrate', () => {
    expect(STYLES_TAKEN_OVER.querySelectorAll('style')).toHaveLength(0);
  });
});
