/**
 * Queries over the guide database (spec §7): exactly only, without, sortBy, limit, skip, where, search and
 * surround, chained and immutable (each call returns a new query), then `fetch()`.
 *
 *   queryGuide(documents).where({ lang: 'pl', audience: 'agent' }).sortBy('order').only(['slug', 'title']).fetch()
 *   queryGuide(documents).where({ lang: 'en' }).search('sms code').limit(5).fetch()
 *   queryGuide(documents).where({ lang: 'pl' }).sortBy('order').surround('tickets').fetch()  // [previous, next]
 *
 * Steps run in a fixed order whatever the order of the calls: where → search → sortBy → surround → skip →
 * limit → only/without. With `search` and no `sortBy`, results come best match first.
 * Written here rather than taken from a library: the spec fixes this small API, and the few query libraries
 * that offer it (LokiJS, Nuxt Content's own) are unmaintained or tied to their framework.
 */
import type { GuideDocument } from './guide-document.ts';

type Primitive = string | number | boolean | null | undefined;

/** Operators for one field. On an array field a plain value (or $eq) matches when the array contains it. */
export interface FieldOperators {
  $eq?: Primitive;
  $ne?: Primitive;
  $in?: Primitive[];
  $nin?: Primitive[];
  $gt?: string | number;
  $gte?: string | number;
  $lt?: string | number;
  $lte?: string | number;
  /** String contains the text (case- and accent-insensitive), or array contains the value. */
  $contains?: Primitive;
  $exists?: boolean;
  $regex?: RegExp;
}

export type Where<T> = { [K in keyof T]?: Primitive | FieldOperators } & {
  $and?: Where<T>[];
  $or?: Where<T>[];
  $not?: Where<T>;
};

export type SortDirection = 'asc' | 'desc';

export interface SurroundOptions<T> {
  /** Items before the pivot (default 1). */
  before?: number;
  /** Items after the pivot (default 1). */
  after?: number;
  /** The field the pivot value is compared with (default 'slug'). */
  by?: keyof T;
}

/** Weight of each searchable field: a hit in a heavier field ranks higher. */
export type SearchFields<T> = Partial<Record<keyof T, number>>;

interface QueryState<T> {
  where: Where<T>[];
  search: string | null;
  sort: { key: keyof T; direction: SortDirection }[];
  skip: number;
  limit: number | null;
  only: (keyof T)[] | null;
  without: (keyof T)[];
}

const OPERATORS = new Set(['$eq', '$ne', '$in', '$nin', '$gt', '$gte', '$lt', '$lte', '$contains', '$exists', '$regex']);

/** Lower case, Polish letters and other accents folded: 'Zgłoszenie' and 'zgloszenie' match. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

function isOperators(value: unknown): value is FieldOperators {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof RegExp) &&
    Object.keys(value).length > 0 &&
    Object.keys(value).every((key) => OPERATORS.has(key))
  );
}

function equals(actual: unknown, expected: Primitive): boolean {
  return Array.isArray(actual) ? actual.includes(expected) : actual === expected;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return Number.NaN;
}

function ordered(actual: unknown, bound: string | number, test: (difference: number) => boolean): boolean {
  const difference = compare(actual, bound);
  return !Number.isNaN(difference) && test(difference);
}

function matchesField(actual: unknown, condition: Primitive | FieldOperators): boolean {
  if (!isOperators(condition)) return equals(actual, condition as Primitive);
  return Object.entries(condition).every(([operator, expected]) => {
    switch (operator) {
      case '$eq':
        return equals(actual, expected as Primitive);
      case '$ne':
        return !equals(actual, expected as Primitive);
      case '$in':
        return (expected as Primitive[]).some((value) => equals(actual, value));
      case '$nin':
        return !(expected as Primitive[]).some((value) => equals(actual, value));
      case '$gt':
        return ordered(actual, expected as string | number, (d) => d > 0);
      case '$gte':
        return ordered(actual, expected as string | number, (d) => d >= 0);
      case '$lt':
        return ordered(actual, expected as string | number, (d) => d < 0);
      case '$lte':
        return ordered(actual, expected as string | number, (d) => d <= 0);
      case '$contains':
        if (Array.isArray(actual)) return actual.includes(expected);
        return typeof actual === 'string' && normalizeText(actual).includes(normalizeText(String(expected)));
      case '$exists':
        return (actual !== undefined && actual !== null) === expected;
      case '$regex':
        return typeof actual === 'string' && (expected as RegExp).test(actual);
      default:
        return false;
    }
  });
}

export function matchesWhere<T extends object>(item: T, where: Where<T>): boolean {
  return Object.entries(where).every(([key, condition]) => {
    if (condition === undefined) return true;
    if (key === '$and') return (condition as Where<T>[]).every((part) => matchesWhere(item, part));
    if (key === '$or') return (condition as Where<T>[]).some((part) => matchesWhere(item, part));
    if (key === '$not') return !matchesWhere(item, condition as Where<T>);
    return matchesField((item as Record<string, unknown>)[key], condition as Primitive | FieldOperators);
  });
}

/** Every string inside a value (strings, arrays, objects such as table-of-contents entries). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function occurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1 && count < 10; at = haystack.indexOf(needle, at + needle.length)) count += 1;
  return count;
}

/**
 * Relevance of an item for the search terms: 0 unless every term occurs in some searchable field.
 * Matching is by substring, so Polish inflected forms match their stem ('zgłosz' finds 'zgłoszenia').
 */
export function searchScore<T extends object>(item: T, terms: string[], fields: SearchFields<T>): number {
  let total = 0;
  for (const term of terms) {
    let termScore = 0;
    for (const [field, weight] of Object.entries(fields) as [keyof T, number][]) {
      const text = normalizeText(strings(item[field]).join(' '));
      termScore += occurrences(text, term) * weight;
    }
    if (termScore === 0) return 0;
    total += termScore;
  }
  return total;
}

export function searchTerms(text: string): string[] {
  return normalizeText(text).split(/\s+/).filter(Boolean);
}

function nonNegativeInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} expects a non-negative integer, got ${value}`);
  return value;
}

function project<T extends object>(item: T, only: (keyof T)[] | null, without: (keyof T)[]): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(item) as (keyof T)[]) {
    if ((only === null || only.includes(key)) && !without.includes(key)) result[key] = item[key];
  }
  return result;
}

export class Query<T extends object, R = T> {
  constructor(
    private readonly items: readonly T[],
    private readonly searchFields: SearchFields<T>,
    private readonly state: QueryState<T> = { where: [], search: null, sort: [], skip: 0, limit: null, only: null, without: [] },
  ) {}

  private next<N = R>(change: Partial<QueryState<T>>): Query<T, N> {
    return new Query<T, N>(this.items, this.searchFields, { ...this.state, ...change });
  }

  /** Keep only these fields in the results. */
  only<K extends keyof T>(keys: K | K[]): Query<T, Pick<T, K>> {
    return this.next<Pick<T, K>>({ only: Array.isArray(keys) ? keys : [keys] });
  }

  /** Drop these fields from the results. */
  without<K extends keyof T>(keys: K | K[]): Query<T, Omit<R, K>> {
    return this.next<Omit<R, K>>({ without: [...this.state.without, ...(Array.isArray(keys) ? keys : [keys])] });
  }

  /** Sort by a field; later calls break ties of earlier ones. */
  sortBy(key: keyof T, direction: SortDirection = 'asc'): Query<T, R> {
    return this.next({ sort: [...this.state.sort, { key, direction }] });
  }

  limit(count: number): Query<T, R> {
    return this.next({ limit: nonNegativeInteger('limit', count) });
  }

  skip(count: number): Query<T, R> {
    return this.next({ skip: nonNegativeInteger('skip', count) });
  }

  /** Filter; several calls must all match. */
  where(filter: Where<T>): Query<T, R> {
    return this.next({ where: [...this.state.where, filter] });
  }

  /** Full-text search over the weighted fields; an empty text searches nothing (no filter). */
  search(text: string): Query<T, R> {
    return this.next({ search: text.trim() ? text : null });
  }

  /** The neighbours of the item whose `by` field (default slug) equals `value`, in the query's order. */
  surround(value: unknown, options: SurroundOptions<T> = {}): SurroundQuery<R> {
    return new SurroundQuery<R>(() => {
      const { before = 1, after = 1, by = 'slug' as keyof T } = options;
      const list = this.ordered();
      const index = list.findIndex((item) => item[by] === value);
      const around: (T | null)[] = [];
      for (let offset = -before; offset <= after; offset += 1) {
        if (offset === 0) continue;
        around.push(index === -1 ? null : (list[index + offset] ?? null));
      }
      return around.map((item) => (item ? (this.projected(item) as R) : null));
    });
  }

  fetch(): R[] {
    const { skip, limit } = this.state;
    const page = this.ordered().slice(skip, limit === null ? undefined : skip + limit);
    return page.map((item) => this.projected(item) as R);
  }

  private projected(item: T): Partial<T> {
    return this.state.only === null && this.state.without.length === 0 ? item : project(item, this.state.only, this.state.without);
  }

  /** where → search → sortBy, before paging and projection. */
  private ordered(): T[] {
    let list = this.items.filter((item) => this.state.where.every((filter) => matchesWhere(item, filter)));
    const scores = new Map<T, number>();
    if (this.state.search !== null) {
      const terms = searchTerms(this.state.search);
      for (const item of list) scores.set(item, searchScore(item, terms, this.searchFields));
      list = list.filter((item) => (scores.get(item) ?? 0) > 0);
    }
    const { sort } = this.state;
    return list
      .map((item, index) => ({ item, index }))
      .sort((a, b) => {
        for (const { key, direction } of sort) {
          const difference = compareForSort(a.item[key], b.item[key]);
          if (difference !== 0) return direction === 'asc' ? difference : -difference;
        }
        if (scores.size) return (scores.get(b.item) ?? 0) - (scores.get(a.item) ?? 0) || a.index - b.index;
        return a.index - b.index;
      })
      .map(({ item }) => item);
  }
}

/** Missing values sort last; values of different types keep their order. */
function compareForSort(a: unknown, b: unknown): number {
  const aMissing = a === undefined || a === null;
  const bMissing = b === undefined || b === null;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const difference = compare(a, b);
  return Number.isNaN(difference) ? 0 : difference;
}

export class SurroundQuery<R> {
  constructor(private readonly run: () => (R | null)[]) {}

  /** `[previous…, next…]`, null where there is none (or the pivot is not in the results). */
  fetch(): (R | null)[] {
    return this.run();
  }
}

/** Search weights of guide documents: a title hit ranks above a heading, a heading above the body. */
export const GUIDE_SEARCH_FIELDS: SearchFields<GuideDocument> = { title: 8, toc: 4, description: 2, text: 1 };

export function queryGuide(documents: readonly GuideDocument[]): Query<GuideDocument> {
  return new Query(documents, GUIDE_SEARCH_FIELDS);
}

/** Any list of records, e.g. in tests: `createQuery(items, { name: 1 })`. */
export function createQuery<T extends object>(items: readonly T[], searchFields: SearchFields<T> = {}): Query<T> {
  return new Query(items, searchFields);
}
