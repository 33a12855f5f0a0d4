import { applyListChanges, parseListParams, type ListParamsConfig } from './use-list-params.ts';

const LIST: ListParamsConfig<'open' | 'all' | 'trashed', string> = {
  filters: ['open', 'all', 'trashed'],
  defaultFilter: 'open',
  sortKeys: ['created_at', 'subject', 'priority'],
  defaultSort: '-created_at',
};
const parse = (query: string) => parseListParams(new URLSearchParams(query), LIST);

describe('a list state in the URL', () => {
  it('reads every part, with defaults for missing or unknown values', () => {
    expect(parse('')).toEqual({ filter: 'open', search: '', sort: '-created_at', page: 1, perPage: 20 });
    expect(parse('filter=trashed&search=%20drukarka%20&sort=-priority&page=3&per_page=50')).toEqual({
      filter: 'trashed',
      search: 'drukarka',
      sort: '-priority',
      page: 3,
      perPage: 50,
    });
    expect(parse('filter=nope&sort=-password&page=-2&per_page=7')).toEqual({
      filter: 'open',
      search: '',
      sort: '-created_at',
      page: 1,
      perPage: 20,
    });
    expect(parse('sort=--subject&page=1.5')).toMatchObject({ sort: '-created_at', page: 1 });
  });

  it('starts again at page 1 when the filter, search, sort or page size changes, and leaves defaults out', () => {
    const current = new URLSearchParams('filter=all&page=4&sort=subject');
    expect(applyListChanges(current, { page: 5 }, LIST).toString()).toBe('filter=all&page=5&sort=subject');
    expect(applyListChanges(current, { search: ' vpn ' }, LIST).toString()).toBe('filter=all&sort=subject&search=vpn');
    expect(applyListChanges(current, { sort: '-created_at' }, LIST).toString()).toBe('filter=all');
    expect(applyListChanges(current, { filter: 'open' }, LIST).toString()).toBe('filter=open&sort=subject');
    expect(applyListChanges(current, { perPage: 100 }, LIST).toString()).toBe('filter=all&sort=subject&per_page=100');
    expect(applyListChanges(current, { perPage: 20, page: 1 }, LIST).toString()).toBe('filter=all&sort=subject');
  });
});
