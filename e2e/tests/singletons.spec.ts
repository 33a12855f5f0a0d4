import { expect, test } from './fixtures.ts';
import { signInAsAdmin } from './session.ts';
import { openMenuItem, screen } from './helpers.ts';
import { SERVER_ORIGIN } from './ports.ts';

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

/** Chunk names carry their package (named chunk ids), so a fetched copy of a library is visible by URL. */
const LIBRARY_CHUNKS = {
  react: /node_modules_react_index_js|node_modules_react_jsx-runtime/,
  'react-dom': /node_modules_react-dom_/,
  fluent: /fluentui_react-(provider|shared-contexts|tabster|utilities|portal|jsx-runtime)_|griffel_(react|core)_/,
};

test('React, react-dom, Fluent, the QueryClient, i18n, jotai and the event bus are one instance across apps', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Pulpit' })).toBeVisible();
  for (const [item, remote] of [
    ['Nowe', 'tickets'],
    ['CMDB', 'management'],
    ['Raport dzienny', 'reports'],
    ['Koszty agentów', 'finance'],
  ] as const) {
    await openMenuItem(page, item);
    await expect(screen(page, remote)).toBeVisible();
  }

  const comparison = await page.evaluate(() => {
    const instances = window.__helpdesk!.instances;
    const shell = instances.shell!;
    const fields = ['React', 'ReactDOM', 'queryClient', 'fluentContext', 'eventBus', 'i18n', 'store'] as const;
    return Object.fromEntries(
      ['tickets', 'management', 'reports', 'finance'].map((app) => [
        app,
        Object.fromEntries(fields.map((field) => [field, instances[app]?.[field] === shell[field] && !!shell[field]])),
      ]),
    );
  });
  for (const app of ['tickets', 'management', 'reports', 'finance']) {
    expect(comparison[app], `${app} shares every instance with the shell`).toEqual({
      React: true,
      ReactDOM: true,
      queryClient: true,
      fluentContext: true,
      eventBus: true,
      i18n: true,
      store: true,
    });
  }

  // Each library was fetched once, from the shell; no remote origin or path served a copy.
  for (const [library, pattern] of Object.entries(LIBRARY_CHUNKS)) {
    const fetched = scripts.filter((url) => pattern.test(url));
    expect(fetched.length, `${library} fetched`).toBeGreaterThan(0);
    const fromRemotes = fetched.filter((url) => url.includes('/remotes/') || !url.startsWith(`${SERVER_ORIGIN}/`));
    expect(fromRemotes, `${library} chunks fetched from a remote`).toEqual([]);
  }
});

declare global {
  interface Window {
    __helpdesk?: { instances: Record<string, Record<string, unknown>> };
  }
}
