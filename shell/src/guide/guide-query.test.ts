import type { GuideDocument } from './guide-document.ts';
import { createQuery, matchesWhere, normalizeText, queryGuide, searchScore, searchTerms } from './guide-query.ts';

function doc(partial: Partial<GuideDocument> & Pick<GuideDocument, 'slug' | 'order'>): GuideDocument {
  return {
    lang: 'pl',
    title: partial.slug,
    description: '',
    audience: ['agent', 'client'],
    public: false,
    toc: [],
    html: '',
    text: '',
    ...partial,
  };
}

const documents: GuideDocument[] = [
  doc({
    slug: 'tickets',
    order: 3,
    title: 'Zgłoszenia',
    text: 'Jak dodać zgłoszenie i zmienić status.',
    toc: [{ id: 'statusy', depth: 2, text: 'Statusy' }],
  }),
  doc({ slug: 'logging-in', order: 1, title: 'Logowanie', text: 'Kod SMS przychodzi na telefon.', public: true }),
  doc({ slug: 'time-reports', order: 4, title: 'Raporty czasu', audience: ['agent'], description: 'Czas pracy przy zgłoszeniu' }),
  doc({ slug: 'client-area', order: 2, title: 'Strefa klienta', audience: ['client'], public: true }),
  doc({ slug: 'tickets', order: 3, lang: 'en', title: 'Tickets', text: 'How to add a ticket.' }),
];

const slugs = (list: ({ slug?: string } | null)[]) => list.map((item) => item?.slug ?? null);

describe('where', () => {
  it('matches plain values, and array fields by membership', () => {
    expect(slugs(queryGuide(documents).where({ lang: 'en' }).fetch())).toEqual(['tickets']);
    expect(slugs(queryGuide(documents).where({ lang: 'pl', audience: 'client' }).fetch())).toEqual([
      'tickets',
      'logging-in',
      'client-area',
    ]);
    expect(slugs(queryGuide(documents).where({ public: true }).fetch())).toEqual(['logging-in', 'client-area']);
  });

  it('supports comparison and set operators', () => {
    const pl = queryGuide(documents).where({ lang: 'pl' });
    expect(slugs(pl.where({ order: { $gt: 2 } }).fetch())).toEqual(['tickets', 'time-reports']);
    expect(slugs(pl.where({ order: { $gte: 2, $lt: 4 } }).fetch())).toEqual(['tickets', 'client-area']);
    expect(slugs(pl.where({ order: { $lte: 1 } }).fetch())).toEqual(['logging-in']);
    expect(slugs(pl.where({ slug: { $in: ['tickets', 'client-area'] } }).fetch())).toEqual(['tickets', 'client-area']);
    expect(slugs(pl.where({ slug: { $nin: ['tickets', 'client-area'] } }).fetch())).toEqual(['logging-in', 'time-reports']);
    expect(slugs(pl.where({ slug: { $ne: 'tickets' }, audience: { $eq: 'agent' } }).fetch())).toEqual(['logging-in', 'time-reports']);
    expect(slugs(pl.where({ audience: { $ne: 'client' } }).fetch())).toEqual(['time-reports']);
  });

  it('supports $contains on text (accent-insensitive) and arrays, $regex and $exists', () => {
    expect(
      slugs(
        queryGuide(documents)
          .where({ title: { $contains: 'ZGLOSZ' } })
          .fetch(),
      ),
    ).toEqual(['tickets']);
    expect(
      slugs(
        queryGuide(documents)
          .where({ audience: { $contains: 'agent' }, lang: 'pl' })
          .fetch(),
      ),
    ).toEqual(['tickets', 'logging-in', 'time-reports']);
    expect(
      slugs(
        queryGuide(documents)
          .where({ title: { $regex: /^Raport/ } })
          .fetch(),
      ),
    ).toEqual(['time-reports']);
    const items = [{ id: 1, note: 'x' }, { id: 2, note: null }, { id: 3 }];
    expect(
      createQuery(items)
        .where({ note: { $exists: true } })
        .fetch()
        .map((i) => i.id),
    ).toEqual([1]);
    expect(
      createQuery(items)
        .where({ note: { $exists: false } })
        .fetch()
        .map((i) => i.id),
    ).toEqual([2, 3]);
  });

  it('combines with $and, $or, $not, and several where calls all apply', () => {
    const either = queryGuide(documents).where({ $or: [{ slug: 'client-area' }, { order: 4 }] });
    expect(slugs(either.fetch())).toEqual(['time-reports', 'client-area']);
    expect(slugs(either.where({ $not: { slug: 'client-area' } }).fetch())).toEqual(['time-reports']);
    expect(
      slugs(
        queryGuide(documents)
          .where({ $and: [{ lang: 'pl' }, { public: false }] })
          .fetch(),
      ),
    ).toEqual(['tickets', 'time-reports']);
  });

  it('never matches ordered operators across types, and unknown keys are compared as values', () => {
    expect(matchesWhere({ n: 'abc' }, { n: { $gt: 1 } })).toBe(false);
    expect(matchesWhere({ n: { $weird: 1 } } as Record<string, unknown>, { n: 'x' })).toBe(false);
    expect(matchesWhere({ n: 1 }, { n: undefined })).toBe(true);
  });
});

describe('sortBy, skip, limit', () => {
  it('sorts ascending by default and descending on request, keeping input order for ties', () => {
    const pl = queryGuide(documents).where({ lang: 'pl' });
    expect(slugs(pl.sortBy('order').fetch())).toEqual(['logging-in', 'client-area', 'tickets', 'time-reports']);
    expect(slugs(pl.sortBy('order', 'desc').fetch())).toEqual(['time-reports', 'tickets', 'client-area', 'logging-in']);
    expect(slugs(pl.sortBy('public').sortBy('title').fetch())).toEqual(['time-reports', 'tickets', 'logging-in', 'client-area']);
  });

  it('puts missing values last and compares strings by locale', () => {
    const items = [{ id: 1, name: 'Żaba' }, { id: 2 }, { id: 3, name: 'Ala' }, { id: 4, name: 'Łukasz' }];
    expect(
      createQuery(items)
        .sortBy('name')
        .fetch()
        .map((i) => i.id),
    ).toEqual([3, 4, 1, 2]);
  });

  it('pages after sorting', () => {
    const sorted = queryGuide(documents).where({ lang: 'pl' }).sortBy('order');
    expect(slugs(sorted.skip(1).limit(2).fetch())).toEqual(['client-area', 'tickets']);
    expect(slugs(sorted.limit(2).skip(3).fetch())).toEqual(['time-reports']);
    expect(sorted.limit(0).fetch()).toEqual([]);
    expect(sorted.skip(10).fetch()).toEqual([]);
  });

  it('rejects negative or fractional counts', () => {
    expect(() => queryGuide(documents).limit(-1)).toThrow(RangeError);
    expect(() => queryGuide(documents).skip(1.5)).toThrow(RangeError);
  });
});

describe('only and without', () => {
  it('projects the fields of the results', () => {
    const [first] = queryGuide(documents).where({ lang: 'en' }).only(['slug', 'title']).fetch();
    expect(first).toEqual({ slug: 'tickets', title: 'Tickets' });
    const [lean] = queryGuide(documents).where({ lang: 'en' }).without(['html', 'text', 'toc', 'audience']).fetch();
    expect(Object.keys(lean!).sort()).toEqual(['description', 'lang', 'order', 'public', 'slug', 'title']);
    expect(queryGuide(documents).only('slug').without('slug').limit(1).fetch()).toEqual([{}]);
  });

  it('still filters and sorts by fields it leaves out', () => {
    expect(queryGuide(documents).where({ lang: 'pl', public: true }).sortBy('order', 'desc').only('title').fetch()).toEqual([
      { title: 'Strefa klienta' },
      { title: 'Logowanie' },
    ]);
  });
});

describe('search', () => {
  it('normalises case and Polish letters', () => {
    expect(normalizeText('ZGŁOSZENIE Ąę Łódź')).toBe('zgloszenie ae lodz');
    expect(searchTerms('  kod   SMS ')).toEqual(['kod', 'sms']);
  });

  it('needs every term, in any weighted field, matching word stems', () => {
    expect(slugs(queryGuide(documents).search('kod sms').fetch())).toEqual(['logging-in']);
    expect(slugs(queryGuide(documents).search('kod faks').fetch())).toEqual([]);
    expect(slugs(queryGuide(documents).search('statusy').fetch())).toEqual(['tickets']);
    expect(slugs(queryGuide(documents).where({ lang: 'pl' }).search('zgloszen').fetch())).toEqual(['tickets', 'time-reports']);
  });

  it('ranks title hits above description and body hits unless sortBy is given', () => {
    const items = [
      { id: 'body', title: 'Inne', text: 'czas czas' },
      { id: 'title', title: 'Czas pracy', text: '' },
    ];
    const query = createQuery(items, { title: 8, text: 1 });
    expect(
      query
        .search('czas')
        .fetch()
        .map((i) => i.id),
    ).toEqual(['title', 'body']);
    expect(
      query
        .search('czas')
        .sortBy('id')
        .fetch()
        .map((i) => i.id),
    ).toEqual(['body', 'title']);
    expect(searchScore(items[0]!, ['czas'], { title: 8, text: 1 })).toBe(2);
  });

  it('treats an empty search as no search', () => {
    expect(queryGuide(documents).search('   ').fetch()).toHaveLength(documents.length);
  });
});

describe('surround', () => {
  const ordered = queryGuide(documents).where({ lang: 'pl' }).sortBy('order');

  it('returns the previous and next item in the query order', () => {
    expect(slugs(ordered.surround('client-area').fetch())).toEqual(['logging-in', 'tickets']);
    expect(slugs(ordered.surround('logging-in').fetch())).toEqual([null, 'client-area']);
    expect(slugs(ordered.surround('time-reports').fetch())).toEqual(['tickets', null]);
  });

  it('takes wider windows, another key, and applies projection', () => {
    expect(slugs(ordered.surround('tickets', { before: 2, after: 2 }).fetch())).toEqual([
      'logging-in',
      'client-area',
      'time-reports',
      null,
    ]);
    expect(ordered.only('title').surround(3, { by: 'order' }).fetch()).toEqual([{ title: 'Strefa klienta' }, { title: 'Raporty czasu' }]);
  });

  it('gives nulls when the pivot is not in the results, and ignores paging', () => {
    expect(ordered.surround('missing').fetch()).toEqual([null, null]);
    expect(slugs(ordered.limit(1).surround('tickets').fetch())).toEqual(['client-area', 'time-reports']);
  });
});

it('is immutable: each call returns a new query', () => {
  const base = queryGuide(documents);
  base.where({ lang: 'en' }).limit(1);
  expect(base.fetch()).toHaveLength(documents.length);
});
