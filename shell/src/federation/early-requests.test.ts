import { BOOT_DATA_ELEMENT_ID, EARLY_REQUESTS_GLOBAL, rememberCompany } from '@helpdesk/shared';
import { bootPage } from './boot-page.ts';
import { BOOT_ELEMENT_ID, EARLY_REQUESTS_GLOBAL as SHELL_GLOBAL, startEarlyRequests } from './early-requests.ts';

const page = bootPage;

describe('the early requests of a full load', () => {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    sent.length = 0;
    globalThis.fetch = ((url: string, init?: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve({ ok: true });
    }) as typeof fetch;
  });
  afterEach(() => {
    localStorage.clear();
    // The remembered company lives in a cookie too (company-param.ts).
    document.cookie = 'helpdesk_company=; path=/; max-age=0';
    globalThis.fetch = realFetch;
    delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  });

  it('names the same element and global as the shared modules', () => {
    expect(BOOT_ELEMENT_ID).toBe(BOOT_DATA_ELEMENT_ID);
    expect(SHELL_GLOBAL).toBe(EARLY_REQUESTS_GLOBAL);
  });

  it('sends the same-origin requests the boot data names, keyed for the API client', () => {
    startEarlyRequests(page({ early: ['/api/admin/ticket?sort=-id&filter=new', 'https://elsewhere.test/api/x', '//elsewhere.test/x', 7] }));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/admin/ticket?sort=-id&filter=new');
    expect(sent[0]!.init?.credentials).toBe('same-origin');
    const pending = (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] as Map<string, unknown>;
    expect([...pending.keys()]).toEqual(['/api/admin/ticket?filter=new&sort=-id']);
  });

  it('sends nothing without boot data or without early requests in it', () => {
    startEarlyRequests(document.implementation.createHTMLDocument('shell'), { pathname: '/admin', search: '' });
    startEarlyRequests(page({ config: { apiBase: '/api' } }), { pathname: '/admin/ticket', search: '?filter=new' });
    expect(sent).toHaveLength(0);
  });

  const signedIn = { config: { apiBase: '/api' }, user: { data: { id: 7 }, roles: [{ name: 'agent' }] } };
  const pendingKeys = () => [...((globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] as Map<string, unknown>).keys()];

  it('asks for a staff URL without a company under the filter remembered for the signed-in user', () => {
    rememberCompany(7, 3);
    rememberCompany(8, 5);
    startEarlyRequests(page(signedIn), { pathname: '/admin', search: '' });
    expect(sent.map(({ url }) => url)).toEqual(['/api/admin/dashboard?company_id=3']);

    sent.length = 0;
    startEarlyRequests(page(signedIn), { pathname: '/admin/ticket', search: '?filter=new&per_page=20' });
    expect(sent.map(({ url }) => url)).toEqual(['/api/admin/ticket?filter=new&company_id=3&sort=-created_at&page=1&per_page=20']);
    expect(pendingKeys()).toEqual(['/api/admin/ticket?company_id=3&filter=new&page=1&per_page=20&sort=-created_at']);
  });

  it('asks for all companies when the user chose none, and leaves a URL with a company (or a tag) as it is', () => {
    startEarlyRequests(page(signedIn), { pathname: '/admin', search: '' });
    expect(sent.map(({ url }) => url)).toEqual(['/api/admin/dashboard']);

    sent.length = 0;
    rememberCompany(7, 3);
    startEarlyRequests(page(signedIn), { pathname: '/admin', search: '?company=ACME' });
    startEarlyRequests(page({ ...signedIn, early: ['/api/admin/dashboard?company_id=4'] }), { pathname: '/admin', search: '?company=4' });
    expect(sent.map(({ url }) => url)).toEqual(['/api/admin/dashboard?company_id=4']);
  });

  it('sends a request the server named and the browser derived once', () => {
    startEarlyRequests(page({ ...signedIn, early: ['/api/admin/ticket/12'] }), { pathname: '/admin/ticket/show/12', search: '' });
    expect(sent.map(({ url }) => url)).toEqual(['/api/admin/ticket/12']);
  });

  it('derives nothing without a signed-in user who works tickets in the boot data', () => {
    rememberCompany(7, 3);
    startEarlyRequests(page({ config: { apiBase: '/api' }, user: null }), { pathname: '/admin', search: '' });
    startEarlyRequests(page({ ...signedIn, user: { data: { id: 7 }, roles: [{ name: 'client' }] } }), { pathname: '/admin', search: '' });
    startEarlyRequests(page({ ...signedIn, user: { data: { id: 7 } } }), { pathname: '/admin', search: '' });
    expect(sent).toHaveLength(0);
  });
});
