import { BOOT_DATA_ELEMENT_ID, EARLY_REQUESTS_GLOBAL } from '@helpdesk/shared';
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
    startEarlyRequests(document.implementation.createHTMLDocument('shell'));
    startEarlyRequests(page({ config: { apiBase: '/api' } }));
    expect(sent).toHaveLength(0);
  });
});
