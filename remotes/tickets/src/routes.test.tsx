import { act, screen } from '@testing-library/react';
import { i18n, initI18n } from '@helpdesk/shared';
import { renderRoute, samplePath } from '@helpdesk/shared/testing';
import { en } from './i18n/en.ts';
import { pl } from './i18n/pl.ts';
import { remote, routes, version } from './routes.tsx';

beforeAll(() => initI18n());

describe('the tickets routes module', () => {
  it('honours the shell contract: its name, a semver version, relative lazy routes', () => {
    expect(remote).toBe('tickets');
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.path).toBeTruthy();
      expect(route.path!.startsWith('/')).toBe(false);
      expect(typeof route.lazy).toBe('function');
    }
  });

  it.each(routes.map((route) => [route.path!]))('%s renders its screen titled in Polish and English', async (path) => {
    await act(() => i18n.changeLanguage('pl'));
    await renderRoute(routes, samplePath(path));
    const heading = await screen.findByRole('heading', { level: 1 });
    const key = (Object.keys(pl.screens) as (keyof typeof pl.screens)[]).find((k) => pl.screens[k] === heading.textContent);
    expect(key).toBeDefined();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: en.screens[key!] })).toBeInTheDocument();
  });
});
