import { expect, test } from './fixtures.ts';
import { signInAsAdmin } from './session.ts';
import { openMenuItem, screen } from './helpers.ts';
import { SERVER_ORIGIN } from './ports.ts';
import { copiesFetched, deployedApps, sharedCopies } from './shared-copies.ts';
import { REMOTE_NAMES } from '../../packages/shared/src/federation/remote-names.ts';

/** The remotes an admin opens in the staff area: every one but the client area's. */
const STAFF_REMOTES = REMOTE_NAMES.filter((name) => name !== 'client');

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

/**
 * React, react-dom and Fluent's runtime: every remote must share them (a remote that bundled its own would name
 * no file for it in its manifest) and the shell's copy must be the one fetched. Which files carry a package comes
 * from each app's mf-manifest.json (shared-copies.ts); the shell's chunk names are short ids.
 */
const FROM_SHELL = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@fluentui/react-shared-contexts',
  '@fluentui/react-jsx-runtime/jsx-runtime',
  '@fluentui/react-utilities',
  '@fluentui/react-tabster',
  '@griffel/react',
  '@griffel/core',
];
/** Fetched on these pages too, from the shell, though not every remote uses them. */
const ALSO_FROM_SHELL = ['react-dom/client', '@fluentui/react-provider', 'tabster'];

test('React, react-dom, Fluent, the QueryClient, i18n, jotai and the event bus are one instance across apps', async ({ page }) => {
  const apps = await deployedApps(SERVER_ORIGIN);
  for (const { manifest } of apps.filter((app) => app.manifest.name !== 'shell')) {
    const shared = new Map(manifest.shared.map((entry) => [entry.name, entry.singleton]));
    for (const pkg of FROM_SHELL) expect.soft(shared.get(pkg), `${manifest.name} shares ${pkg} as a singleton`).toBe(true);
  }

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

  const comparison = await page.evaluate((apps) => {
    const instances = window.__helpdesk!.instances;
    const shell = instances.shell!;
    const fields = ['React', 'ReactDOM', 'queryClient', 'fluentContext', 'eventBus', 'i18n', 'store'] as const;
    return Object.fromEntries(
      apps.map((app) => [
        app,
        Object.fromEntries(fields.map((field) => [field, instances[app]?.[field] === shell[field] && !!shell[field]])),
      ]),
    );
  }, STAFF_REMOTES);
  for (const app of STAFF_REMOTES) {
    expect.soft(comparison[app], `${app} shares every instance with the shell`).toEqual({
      React: true,
      ReactDOM: true,
      queryClient: true,
      fluentContext: true,
      eventBus: true,
      i18n: true,
      store: true,
    });
  }

  // Each singleton was fetched once per session: React and Fluent from the shell, anything else from one app at
  // most; no remote downloaded its own copy.
  const copies = apps.flatMap(sharedCopies);
  for (const copy of copies) {
    expect.soft(copy.urls.size, `${copy.app}'s copy of ${copy.pkg} has a file of its own to be seen by`).toBeGreaterThan(0);
  }
  const fetchedFrom = copiesFetched(copies, scripts);
  for (const pkg of [...FROM_SHELL, ...ALSO_FROM_SHELL]) {
    expect.soft(fetchedFrom.get(pkg), `apps whose copy of ${pkg} was fetched`).toEqual(['shell']);
  }
  for (const [pkg, fetchedApps] of fetchedFrom) {
    expect.soft(fetchedApps.length, `copies of ${pkg} fetched (${fetchedApps.join(', ')})`).toBeLessThanOrEqual(1);
  }
});

declare global {
  interface Window {
    __helpdesk?: { instances: Record<string, Record<string, unknown>> };
  }
}
