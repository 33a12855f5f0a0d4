import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BOOT_DATA_ELEMENT_ID } from '@helpdesk/shared/constants';
import { makeFakeFrontend, type FakeFrontend } from '../../test/fake-dist';
import { login, startServer, type TestServer } from '../../test/harness';
import { jsonForHtml, matchRoute, remoteForPath, renderShellHtml, withLanguage, type PreloadHint } from './boot-html';

const html = { accept: 'text/html,application/xhtml+xml' };

/** The JSON data block of a page, parsed. */
function bootOf(page: string): Record<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(page);
  assert.ok(match, 'the page carries the boot data block');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe('boot data in the HTML', () => {
  it('keeps a value that would end the script element inert', () => {
    const json = jsonForHtml({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    assert.doesNotMatch(json, /<\/script>/i);
    assert.doesNotMatch(json, /[<>\u2028]/);
    assert.deepEqual(JSON.parse(json), { name: '</script><script>alert(1)</script>', line: '\u2028' });
  });

  it('goes at the end of <head>, hints first', () => {
    const page = renderShellHtml('<html><head><title>x</title></head><body></body></html>', { config: {}, remotes: {} }, [
      { href: '/m.json', as: 'fetch' },
    ]);
    assert.match(
      page,
      /<title>x<\/title><link rel="preload" as="fetch" href="\/m.json" crossorigin="anonymous"><script type="application\/json" id="helpdesk-boot">\{"config":\{\},"remotes":\{\}\}<\/script><\/head>/,
    );
  });

  it("holds a rendered page's hints in an inert template, released after the first frame by a script at the body's end", () => {
    const template = '<html><head><title>x</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
    const hints: PreloadHint[] = [
      { href: '/main.js', as: 'script', priority: 'high' },
      { href: '/boot-shared.js', as: 'script', priority: 'high' },
      { href: '/m.json', as: 'fetch' },
    ];
    const page = renderShellHtml(template, { config: {}, remotes: {} }, hints, {
      head: '<style>.a{}</style>',
      body: '<main>rows</main>',
      nonce: 'n0nce',
    });
    assert.equal(
      page,
      '<html><head><title>x</title><script defer src="/main.js"></script><style>.a{}</style>' +
        // Not the page's own script: it has run by then.
        '<template id="helpdesk-preloads"><link rel="preload" as="script" href="/boot-shared.js" fetchpriority="high">' +
        '<link rel="preload" as="fetch" href="/m.json" crossorigin="anonymous"></template>' +
        '<script type="application/json" id="helpdesk-boot">{"config":{},"remotes":{}}</script></head>' +
        '<body><div id="root"><main>rows</main></div>' +
        `<script nonce="n0nce">(function(){function r(){var t=document.getElementById('helpdesk-preloads');if(t){t.remove();document.head.append(t.content);}}if(document.hidden)r();else requestAnimationFrame(function(){setTimeout(r,0)})})()</script>` +
        '</body></html>',
    );
    // Without a nonce the script could not run: the hints stay in the head, the high one before the first script.
    const plain = renderShellHtml(template, { config: {}, remotes: {} }, hints, { head: '', body: '<main>rows</main>' });
    assert.match(
      plain,
      /<title>x<\/title><link rel="preload" as="script" href="\/main.js" fetchpriority="high"><link [^>]*boot-shared.js[^>]*><script defer/,
    );
    assert.doesNotMatch(plain, /<template|nonce/);
  });

  it("declares the page in the signed-in user's language, and only in one the app has", () => {
    const template = '<!doctype html><html lang="pl"><head><title>x</title></head><body><div id="root"></div></body></html>';
    assert.equal(withLanguage(template, 'en'), template.replace('<html lang="pl">', '<html lang="en">'));
    assert.equal(withLanguage(template, 'pl'), template);
    // Nobody signed in, or a language the app has no texts in: the template's.
    assert.equal(withLanguage(template, undefined), template);
    assert.equal(withLanguage(template, 'de"><script>'), template);
    // A template without the attribute gets it; one without an <html> tag stays as it is.
    assert.equal(withLanguage('<html class="x"><body></body></html>', 'en'), '<html lang="en" class="x"><body></body></html>');
    assert.equal(withLanguage('<title>x</title><div id="root"></div>', 'en'), '<title>x</title><div id="root"></div>');
  });

  it('knows which remote serves a path', () => {
    assert.equal(remoteForPath('/admin/ticket/show/12'), 'tickets');
    assert.equal(remoteForPath('/admin/asset'), 'management');
    assert.equal(remoteForPath('/ticket'), 'client');
    assert.equal(remoteForPath('/admin'), null);
    assert.equal(remoteForPath('/admin/constructor'), null);
  });

  it("matches a route pattern of a remote's asset map as the router does", () => {
    assert.equal(matchRoute('ticket', 'ticket'), 10);
    assert.equal(matchRoute('ticket', 'ticket/'), 10);
    assert.equal(matchRoute('ticket', 'Ticket'), 10);
    assert.equal(matchRoute('ticket', 'ticket/show/3'), null);
    assert.equal(matchRoute('ticket/show/:id?', 'ticket/show/3'), 22);
    assert.equal(matchRoute('ticket/show/:id?', 'ticket/show'), 20);
    assert.equal(matchRoute('agent-stats/show/:id', 'agent-stats/show'), null);
    assert.equal(matchRoute('ticket/show/:id?', 'ticket/show/3/x'), null);
    assert.equal(matchRoute('utility/*', 'utility/a/b'), 10);
    // A static segment outranks a parameter where both match.
    assert.ok(matchRoute('asset/import', 'asset/import')! > matchRoute('asset/:id', 'asset/import')!);
  });
});

/** What this tickets build declares (its manifest's `helpdeskDeclaration`): a path today's tickets has not. */
const TICKETS_DECLARATION = {
  area: 'staff',
  segments: [
    { segment: 'ticket', ability: 'tickets.work' },
    { segment: 'ticket-board', ability: 'tickets.work' },
  ],
  menu: [],
};

describe('the shell page a server sends', () => {
  let dist: FakeFrontend;
  let server: TestServer;

  before(async () => {
    dist = makeFakeFrontend();
    fs.writeFileSync(
      path.join(dist.shellDist, 'index.html'),
      '<!doctype html><html><head><title>shell</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>',
    );
    // The builds' asset maps (packages/build/src/asset-map.ts): the shell's first render and layouts, the remote's screens.
    fs.writeFileSync(
      path.join(dist.shellDist, 'asset-map.json'),
      JSON.stringify({
        initial: { js: ['8883.aaaa0001.js', '926.aaaa0002.js'], css: [] },
        layouts: { staff: { js: ['3019.aaaa0003.js'], css: [] }, client: { js: ['8079.aaaa0004.js'], css: [] } },
        routes: [],
        texts: { pl: { js: ['484.aaaa0005.js'], css: [] }, en: { js: ['449.aaaa0006.js'], css: [] } },
      }),
    );
    fs.writeFileSync(
      path.join(dist.remotesDir, 'tickets/dist/asset-map.json'),
      JSON.stringify({
        initial: { js: [], css: [] },
        layouts: {},
        routes: [
          { path: 'ticket', js: ['9072.5c75341d.js', '6014.bbbb0001.js'], css: [] },
          { path: 'ticket/create', js: ['9072.5c75341d.js', '4106.bbbb0002.js'], css: [] },
          { path: 'ticket/show/:id?', js: ['9072.5c75341d.js', '3449.bbbb0003.js'], css: [] },
        ],
        texts: { pl: { js: ['9035.bbbb0004.js'], css: [] }, en: { js: ['4021.bbbb0005.js'], css: [] } },
      }),
    );
    fs.writeFileSync(
      path.join(dist.remotesDir, 'tickets/dist/mf-manifest.json'),
      JSON.stringify({
        id: 'tickets',
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, helpdeskDeclaration: TICKETS_DECLARATION },
        exposes: [
          {
            name: 'routes',
            path: './routes',
            assets: { js: { sync: ['__federation_expose_routes.1a2b3c4d.js'], async: ['9072.5c75341d.js'] } },
          },
        ],
      }),
    );
    server = await startServer({ tickets: 20, env: { SHELL_DIST: dist.shellDist, REMOTES_DIR: dist.remotesDir } });
  });

  /** The hrefs of the page's script preloads, in order. */
  const scriptPreloads = (page: string) =>
    [...page.matchAll(/<link rel="preload" as="script" href="([^"]*)"( fetchpriority="(high|low)")?>/g)].map(
      (match) => `${match[1]!}${match[3] ? ` ${match[3]}` : ''}`,
    );

  after(async () => {
    await server.close();
    dist.cleanup();
  });

  it('carries config and remote locations, and says nobody is signed in', async () => {
    const res = await fetch(`${server.base}/admin/ticket?filter=new`, { headers: html });
    assert.equal(res.status, 200);
    const page = await res.text();
    const boot = bootOf(page);
    const config = await (await fetch(`${server.base}/config.json`)).json();
    const remotes = await (await fetch(`${server.base}/remotes.json`)).json();
    // What the served builds declare: the one whose manifest on this disk carries a declaration.
    assert.deepEqual(boot, { config, remotes, declarations: { tickets: TICKETS_DECLARATION }, user: null });
    // Signed out, the page becomes the sign-in form: no remote is preloaded.
    assert.doesNotMatch(page, /rel="preload"/);
  });

  it('carries the signed-in user exactly as /api/user answers, never cached, with the URL remote preloaded', async () => {
    const agent = await login(server.base, 'admin@demo.test');
    const user = await agent.get('/api/user');
    assert.equal(user.status, 200);
    const res = await agent.request('GET', '/admin/ticket/show/3', undefined, html);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const page = String(res.body);

    assert.deepEqual(bootOf(page).user, user.body);
    // The versioned (immutable) URLs, the same /remotes.json names.
    const remotes = (await (await fetch(`${server.base}/remotes.json`)).json()) as { tickets: string };
    const version = /^\/remotes\/tickets\/v\/([0-9a-f]{16})\/mf-manifest\.json$/.exec(remotes.tickets)?.[1];
    assert.ok(version, remotes.tickets);
    assert.equal((bootOf(page).remotes as { tickets: string }).tickets, remotes.tickets);
    assert.ok(
      page.includes(`<link rel="preload" as="fetch" href="/remotes/tickets/v/${version}/mf-manifest.json" crossorigin="anonymous">`),
    );
    assert.ok(page.includes(`<link rel="preload" as="script" href="/remotes/tickets/v/${version}/remoteEntry.js">`));
    // The routes module the runtime asks for once the entry ran: preloaded with it, versioned too.
    assert.ok(
      page.includes(`<link rel="preload" as="script" href="/remotes/tickets/v/${version}/__federation_expose_routes.1a2b3c4d.js">`),
    );

    // `/` is an app route like the others (not the static index.html).
    const home = await agent.request('GET', '/', undefined, html);
    assert.deepEqual(bootOf(String(home.body)).user, user.body);
    assert.doesNotMatch(String(home.body), /rel="preload"/);
  });

  it("preloads the URL's layout and screen chunks from the builds' asset maps, after the first script", async () => {
    const remotes = (await (await fetch(`${server.base}/remotes.json`)).json()) as { tickets: string };
    const at = remotes.tickets.replace(/mf-manifest\.json$/, '');
    // The page's first script at high priority (it sends the first screen's API request), then the shell's
    // first-render chunks (the map's `initial`) and its texts in the user's language (Polish), which it would
    // otherwise ask for only once it ran.
    const shell = ['/main.1a2b3c4d.js high', '/8883.aaaa0001.js high', '/926.aaaa0002.js high', '/484.aaaa0005.js high'];
    // The remote's entry and routes module (not its texts: a failed preload of them outlives the remote's outage).
    const remote = [`${at}remoteEntry.js`, `${at}__federation_expose_routes.1a2b3c4d.js`];

    const agent = await login(server.base, 'admin@demo.test');
    const preloadsOf = async (url: string) => scriptPreloads(String((await agent.request('GET', url, undefined, html)).body));
    // Needed last, at low priority: the staff layout's chunks, then the screen's (the kit's chunk and its own).
    const screen = (own: string) => ['/3019.aaaa0003.js low', `${at}9072.5c75341d.js low`, `${at}${own} low`];
    // The list: the shell, the remote down to the list screen's chunks, in the order they are asked.
    assert.deepEqual(await preloadsOf('/admin/ticket?filter=new'), [...shell, ...remote, ...screen('6014.bbbb0001.js')]);
    // A ticket: that screen's chunks (the optional id too), not the list's.
    assert.deepEqual(await preloadsOf('/admin/ticket/show/3'), [...shell, ...remote, ...screen('3449.bbbb0003.js')]);
    // A route the map does not know: no screen chunk. A path no remote serves: no remote either.
    assert.deepEqual(await preloadsOf('/admin/ticket/nothing/3'), [...shell, ...remote, '/3019.aaaa0003.js low']);
    assert.deepEqual(await preloadsOf('/admin/nothing'), [...shell, '/3019.aaaa0003.js low']);
    // The remote is found by what its build declares: a path it added is its own, one it no longer declares is not.
    assert.deepEqual(await preloadsOf('/admin/ticket-board'), [...shell, ...remote, '/3019.aaaa0003.js low']);
    assert.deepEqual(await preloadsOf('/admin/monitoring-log'), [...shell, '/3019.aaaa0003.js low']);
    // The first script's preload and the shell's first-render chunks come before its script element, where the
    // preload scanner meets them first.
    const listPage = String((await agent.request('GET', '/admin/ticket', undefined, html)).body);
    assert.ok(
      listPage.includes(
        '<link rel="preload" as="script" href="/main.1a2b3c4d.js" fetchpriority="high">' +
          '<link rel="preload" as="script" href="/8883.aaaa0001.js" fetchpriority="high">' +
          '<link rel="preload" as="script" href="/926.aaaa0002.js" fetchpriority="high">' +
          '<link rel="preload" as="script" href="/484.aaaa0005.js" fetchpriority="high"><script defer src="/main.1a2b3c4d.js">',
      ),
    );
    // The client area: its own layout.
    const client = await login(server.base, 'client@demo.test');
    const clientPage = String((await client.request('GET', '/ticket', undefined, html)).body);
    assert.ok(scriptPreloads(clientPage).includes('/8079.aaaa0004.js low'));
    assert.ok(!scriptPreloads(clientPage).includes('/3019.aaaa0003.js low'));

    // Signed out (the sign-in form): nothing.
    const signedOut = await (await fetch(`${server.base}/admin/ticket?filter=new`, { headers: html })).text();
    assert.doesNotMatch(signedOut, /rel="preload"/);

    // A remote built without a map (an older build, another team's): the entry and routes module only, as before.
    const mapFile = path.join(dist.remotesDir, 'tickets/dist/asset-map.json');
    const saved = fs.readFileSync(mapFile);
    fs.rmSync(mapFile);
    try {
      assert.deepEqual(await preloadsOf('/admin/ticket'), [...shell, ...remote, '/3019.aaaa0003.js low']);
    } finally {
      fs.writeFileSync(mapFile, saved);
    }

    // A user who reads English: the shell's English texts.
    await agent.request('POST', '/api/profile/set-lang', { lang: 'en' });
    try {
      const english = await preloadsOf('/admin/ticket?filter=new');
      assert.deepEqual(english.slice(0, 4), [...shell.slice(0, 3), '/449.aaaa0006.js high']);
      assert.ok(!english.some((href) => /484\.|9035\.|4021\./.test(href)));
    } finally {
      await agent.request('POST', '/api/profile/set-lang', { lang: 'pl' });
    }
  });

  it("names the first screen's API request for URLs that decide it, and only for signed-in staff", async () => {
    const signedOut = bootOf(await (await fetch(`${server.base}/admin/ticket/show/3`, { headers: html })).text());
    assert.equal(signedOut.early, undefined);

    const agent = await login(server.base, 'admin@demo.test');
    const earlyOf = async (url: string) => bootOf(String((await agent.request('GET', url, undefined, html)).body)).early;
    assert.deepEqual(await earlyOf('/admin/ticket/show/3'), ['/api/admin/ticket/3']);
    assert.deepEqual(await earlyOf('/admin/ticket?filter=new&company=2&per_page=50&sort=subject'), [
      '/api/admin/ticket?filter=new&company_id=2&sort=subject&page=1&per_page=50',
    ]);
    assert.deepEqual(await earlyOf('/admin/ticket?company=all&filter=bogus&per_page=7&page=3'), [
      '/api/admin/ticket?filter=not-resolved&sort=-created_at&page=3&per_page=20',
    ]);
    assert.deepEqual(await earlyOf('/admin?company=2'), ['/api/admin/dashboard?company_id=2']);
    // The company filter remembered in the browser, a company tag, or a screen without a known request: nothing.
    assert.equal(await earlyOf('/admin/ticket?filter=new'), undefined);
    assert.equal(await earlyOf('/admin/ticket?company=ACME'), undefined);
    assert.equal(await earlyOf('/admin/asset'), undefined);

    // A client on a staff URL would only be refused: nothing is named.
    const client = await login(server.base, 'client@demo.test');
    const clientPage = bootOf(String((await client.request('GET', '/admin/ticket/show/3', undefined, html)).body));
    assert.ok(clientPage.user);
    assert.equal(clientPage.early, undefined);

    // The request named is the one the API answers.
    const list = await agent.get('/api/admin/ticket?filter=new&company_id=2&sort=subject&page=1&per_page=50');
    assert.equal(list.status, 200);
  });
});
