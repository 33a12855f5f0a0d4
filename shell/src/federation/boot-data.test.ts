import { BOOT_DATA_ELEMENT_ID } from '@helpdesk/shared';
import { readBootData } from './boot-data.ts';

const user = { data: { id: 3, lang: 'pl' }, roles: [], companies: [1] };

function page(content: string | null, type = 'application/json'): Document {
  const doc = document.implementation.createHTMLDocument('shell');
  if (content !== null) {
    const script = doc.createElement('script');
    script.type = type;
    script.id = BOOT_DATA_ELEMENT_ID;
    script.textContent = content;
    doc.head.append(script);
  }
  return doc;
}

describe('the boot data the server put into the HTML', () => {
  it('gives config, remotes and the user', () => {
    const boot = readBootData(
      page(
        JSON.stringify({
          config: { apiBase: '/api', remoteOverrideOrigins: [] },
          remotes: { tickets: '/remotes/tickets/mf-manifest.json' },
          user,
        }),
      ),
    );
    expect(boot.config?.apiBase).toBe('/api');
    expect(boot.remotes).toEqual({ tickets: '/remotes/tickets/mf-manifest.json' });
    expect(boot.user).toEqual(user);
  });

  it('tells "nobody signed in" (null) from "not said" (absent)', () => {
    expect(readBootData(page(JSON.stringify({ config: { apiBase: '/api' }, remotes: {}, user: null }))).user).toBeNull();
    expect('user' in readBootData(page(JSON.stringify({ config: { apiBase: '/api' }, remotes: {} })))).toBe(false);
  });

  it('is empty without a block, with a broken one, or with another type (the boot then fetches everything)', () => {
    expect(readBootData(page(null))).toEqual({});
    expect(readBootData(page('{not json'))).toEqual({});
    expect(readBootData(page(JSON.stringify({ user }), 'text/plain'))).toEqual({});
  });

  it('leaves out a part of the wrong shape, so only that part is fetched', () => {
    const boot = readBootData(page(JSON.stringify({ config: { apiBase: 5 }, remotes: [], user: { data: {} } })));
    expect(boot).toEqual({});
  });

  it("gives a server render's state only beside a signed-in user, and only in its shape", () => {
    const ssr = { queries: { mutations: [], queries: [] }, router: { loaderData: {} }, company: 4, now: 1_795_000_000_000 };
    expect(readBootData(page(JSON.stringify({ user, ssr }))).ssr).toEqual(ssr);
    expect(readBootData(page(JSON.stringify({ user: null, ssr }))).ssr).toBeUndefined();
    expect(readBootData(page(JSON.stringify({ user, ssr: { ...ssr, company: 'acme' } }))).ssr).toBeUndefined();
    expect(readBootData(page(JSON.stringify({ user, ssr: { ...ssr, router: null } }))).ssr).toBeUndefined();
    // Without the moment it rendered at, its times could not hydrate as rendered.
    expect(readBootData(page(JSON.stringify({ user, ssr: { ...ssr, now: 'soon' } }))).ssr).toBeUndefined();
  });
});
