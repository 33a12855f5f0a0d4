import type * as BootCookies from './boot-cookies.ts';

/** A fresh copy of the module: the page's cookies at boot are read once per page. */
function freshModule(): typeof BootCookies {
  let module: typeof BootCookies | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof BootCookies>('./boot-cookies.ts');
  });
  return module!;
}

function bootBlock(state: unknown): void {
  document.head.innerHTML = `<script type="application/json" id="helpdesk-boot">${JSON.stringify(state)}</script>`;
}

describe('the cookies a page was served with', () => {
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  let reads = 0;
  beforeEach(() => {
    reads = 0;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        reads += 1;
        return cookie.get!.call(document) as string;
      },
      set: (value: string) => cookie.set!.call(document, value),
    });
  });
  afterEach(() => {
    document.cookie = 'helpdesk_ui=; max-age=0';
    delete (document as { cookie?: string }).cookie;
    document.head.innerHTML = '';
  });

  it('are the rendered state’s on a page the server rendered: document.cookie is not read', () => {
    document.cookie = 'helpdesk_ui=sidebar%3Dcollapsed';
    bootBlock({ user: null, ssr: { cookies: 'helpdesk_tz=Europe%2FWarsaw; helpdesk_viewport=wide' } });
    reads = 0;
    const { cookiesTheServerSaw } = freshModule();
    expect(cookiesTheServerSaw()).toBe('helpdesk_tz=Europe%2FWarsaw; helpdesk_viewport=wide');
    expect(reads).toBe(0);
  });

  it('are read once from document.cookie on a page the browser renders, and kept as they were', () => {
    document.cookie = 'helpdesk_ui=sidebar%3Dcollapsed';
    bootBlock({ user: null });
    reads = 0;
    const { cookiesTheServerSaw } = freshModule();
    expect(cookiesTheServerSaw()).toBe('helpdesk_ui=sidebar%3Dcollapsed');
    document.cookie = 'helpdesk_ui=sidebar%3Dsmall';
    expect(cookiesTheServerSaw()).toBe('helpdesk_ui=sidebar%3Dcollapsed');
    expect(reads).toBe(1);
  });

  it('a render keeps only the named ones', () => {
    const { cookiesNamed } = freshModule();
    expect(cookiesNamed('helpdesk_session=s3cret; helpdesk_tz=UTC;XSRF-TOKEN=t; helpdesk_ui=a%3D1', ['helpdesk_tz', 'helpdesk_ui'])).toBe(
      'helpdesk_tz=UTC; helpdesk_ui=a%3D1',
    );
    expect(cookiesNamed('', ['helpdesk_tz'])).toBe('');
  });
});
