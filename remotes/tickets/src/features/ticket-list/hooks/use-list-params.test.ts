import { applyListChanges, parseListParams } from '@helpdesk/shared/ui';
import { TICKET_LIST } from './use-list-params.ts';

const parse = (query: string) => parseListParams(new URLSearchParams(query), TICKET_LIST);

describe('the staff ticket list state in the URL', () => {
  it('reads every part, with defaults for missing or unknown values', () => {
    expect(parse('')).toEqual({ filter: 'not-resolved', search: '', sort: '-created_at', page: 1, perPage: 20 });
    expect(parse('filter=trashed&search=%20drukarka%20&sort=-priority&page=3&per_page=50')).toEqual({
      filter: 'trashed',
      search: 'drukarka',
      sort: '-priority',
      page: 3,
      perPage: 50,
    });
    expect(parse('filter=nope&sort=-password&page=-2&per_page=7')).toEqual({
      filter: 'not-resolved',
      search: '',
      sort: '-created_at',
      page: 1,
      perPage: 20,
    });
  });

  it('starts again at page 1 when the filter, search, sort or page size changes, and leaves defaults out', () => {
    const current = new URLSearchParams('filter=all&page=4&sort=subject');
    expect(applyListChanges(current, { page: 5 }, TICKET_LIST).toString()).toBe('filter=all&page=5&sort=subject');
    expect(applyListChanges(current, { search: 'vpn' }, TICKET_LIST).toString()).toBe('filter=all&sort=subject&search=vpn');
    expect(applyListChanges(current, { sort: '-created_at' }, TICKET_LIST).toString()).toBe('filter=all');
    expect(applyListChanges(current, { filter: 'new' }, TICKET_LIST).toString()).toBe('filter=new&sort=subject');
    expect(applyListChanges(current, { perPage: 100 }, TICKET_LIST).toString()).toBe('filter=all&sort=subject&per_page=100');
    expect(applyListChanges(new URLSearchParams('filter=all&search=x&page=2'), { search: '' }, TICKET_LIST).toString()).toBe('filter=all');
  });
});
