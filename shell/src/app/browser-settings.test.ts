import { readSetting, setServerCookies, UI_SETTINGS_COOKIE, writeSetting } from './browser-settings.ts';

describe('UI choices remembered for this browser', () => {
  afterEach(() => {
    document.cookie = `${UI_SETTINGS_COOKIE}=; path=/; max-age=0`;
    localStorage.clear();
    setServerCookies(() => undefined);
  });

  it('keeps a choice in the cookie a server render reads', () => {
    expect(readSetting('sidebar', 'dark')).toBe('dark');
    writeSetting('sidebar', 'light');
    writeSetting('panel', 'closed');
    expect(readSetting('sidebar', 'dark')).toBe('light');
    const header = document.cookie;
    document.cookie = `${UI_SETTINGS_COOKIE}=; path=/; max-age=0`;
    // The server renderer reads the request's Cookie header instead of the document's.
    setServerCookies(() => header);
    expect(readSetting('sidebar', 'dark')).toBe('light');
    expect(readSetting('panel', 'open')).toBe('closed');
  });

  it('still reads a choice made before the cookie, in the browser only', () => {
    localStorage.setItem('sidebar', 'light');
    expect(readSetting('sidebar', 'dark')).toBe('light');
    setServerCookies(() => '');
    expect(readSetting('sidebar', 'dark')).toBe('dark');
  });
});
