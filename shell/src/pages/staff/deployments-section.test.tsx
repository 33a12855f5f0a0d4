import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, i18n, initI18n } from '@helpdesk/shared';
import type { RemoteDeployment } from '@helpdesk/shared/resources';
import { shellTranslations } from '../../i18n/translations.ts';
import { renderWithProviders } from '../../dialogs/test-utils.tsx';
import { DeploymentsSection } from './deployments-section.tsx';

const v1 = { version: '1.0.0', built_at: '2026-11-20T08:00:00Z', commit: 'abc123def456', published_at: '2026-11-20T08:05:00Z' };
const v2 = { version: '2.0.0', built_at: '2026-11-21T08:00:00Z', commit: 'fedcba654321', published_at: '2026-11-21T08:05:00Z' };
const builtIn = (remote: RemoteDeployment['remote']): RemoteDeployment => ({
  remote,
  active: null,
  manifest_url: `/remotes/${remote}/mf-manifest.json`,
  manifest_healthy: true,
  missing_files: [],
  canary: null,
  versions: [],
  history: [],
});
const finance: RemoteDeployment = {
  remote: 'finance',
  active: v1,
  manifest_url: '/remote-versions/finance/1.0.0/mf-manifest.json',
  manifest_healthy: false,
  missing_files: ['remoteEntry.js'],
  canary: {
    version: v2,
    percent: 25,
    manifest_url: '/remote-versions/finance/2.0.0/mf-manifest.json',
    health: { window_minutes: 15, canary: { loads: 40, errors: 3 }, stable: { loads: 120, errors: 0 } },
    healthy: false,
    missing_files: ['routes.1.js', 'screen.2.js'],
  },
  versions: [v1, v2],
  history: [
    {
      id: 3,
      remote: 'finance',
      action: 'rollback',
      version: '1.0.0',
      previous_version: '1.5.0',
      canary_percent: 0,
      actor: 'canary-guard',
      reason: {
        kind: 'canary_errors',
        canary_loads: 20,
        canary_errors: 9,
        stable_loads: 80,
        stable_errors: 1,
        window_minutes: 15,
        margin_percent: 5,
      },
      created_at: '2026-11-20T12:00:00Z',
    },
    {
      id: 2,
      remote: 'finance',
      action: 'canary',
      version: '2.0.0',
      previous_version: '1.0.0',
      canary_percent: 25,
      actor: 'deploy-cli',
      reason: null,
      created_at: '2026-11-21T09:00:00Z',
    },
    {
      id: 1,
      remote: 'finance',
      action: 'deploy',
      version: '1.0.0',
      previous_version: null,
      canary_percent: null,
      actor: 'admin@demo.test',
      reason: null,
      created_at: '2026-11-20T09:00:00Z',
    },
  ],
};
const rows = [builtIn('tickets'), builtIn('management'), builtIn('reports'), finance, builtIn('client')];

beforeAll(async () => {
  await initI18n(shellTranslations);
});
afterEach(() => jest.restoreAllMocks());

describe.each([
  [
    'pl',
    {
      builtIn: 'wbudowana',
      failing: 'nie odpowiada',
      canary: '2.0.0 dla 25% użytkowników',
      canaryMissing: 'brakuje plików: routes.1.js, screen.2.js',
      activeMissing: 'brakuje plików: remoteEntry.js',
      deploy: 'wdrożenie',
      change: 'wbudowana → 1.0.0',
      rollback: 'Wycofaj ostatnią zmianę modułu Finanse',
      error: 'Nie udało się wczytać wdrożeń.',
      retry: 'Spróbuj ponownie',
      tryLabel: 'Wypróbuj inną wersję modułu Finanse tylko w tej przeglądarce',
      canaryItem: '2.0.0 (kanarek)',
      health: 'błędy w ostatnich 15 min: kanarek 3 na 40 (7,5%), wersja stabilna 0 na 120 (0%)',
      withdrawn:
        'Wycofana automatycznie: w 15 min kanarek miał błędy 9 na 20 (45%), wersja stabilna 1 na 80 (1,3%) (dopuszczalna różnica 5 pkt proc.)',
    },
  ],
  [
    'en',
    {
      builtIn: 'built-in',
      failing: 'failing',
      canary: '2.0.0 for 25% of users',
      canaryMissing: 'files missing: routes.1.js, screen.2.js',
      activeMissing: 'files missing: remoteEntry.js',
      deploy: 'deploy',
      change: 'built-in → 1.0.0',
      rollback: 'Roll back the last change of the Finance module',
      error: 'Could not load the deployments.',
      retry: 'Try again',
      tryLabel: 'Try another version of the Finance module in this browser only',
      canaryItem: '2.0.0 (canary)',
      health: 'errors over the last 15 min: canary 3 of 40 (7.5%), stable version 0 of 120 (0%)',
      withdrawn:
        'Withdrawn automatically: over 15 min the canary had errors in 9 of 20 (45%), the stable version 1 of 80 (1.3%) (margin 5 percentage points)',
    },
  ],
])('deployments in the control centre (%s)', (lang, text) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lang);
  });

  it('shows each remote’s version, build facts, manifest health, canary and the history', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: rows } });
    renderWithProviders(<DeploymentsSection />, { path: '/admin/control-center' });
    const table = await screen.findByTestId('deployment-table');
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.getAttribute('data-remote') === 'finance')!;
    expect(within(row).getByTestId('deployed-version')).toHaveTextContent('1.0.0');
    expect(within(row).getByText('abc123def456')).toBeInTheDocument();
    expect(within(row).getByText(text.failing)).toBeInTheDocument();
    expect(within(row).getByText(text.canary)).toBeInTheDocument();
    expect(within(row).getByText(text.canaryMissing)).toBeInTheDocument();
    expect(within(row).getByText(text.failing)).toHaveAttribute('title', text.activeMissing);
    const tickets = within(table)
      .getAllByRole('row')
      .find((r) => r.getAttribute('data-remote') === 'tickets')!;
    expect(within(tickets).getByTestId('deployed-version')).toHaveTextContent(text.builtIn);
    expect(within(tickets).queryByRole('button')).toBeNull();
    const history = within(screen.getByTestId('deployment-history')).getAllByRole('row').slice(1);
    expect(history.map((r) => r.getAttribute('data-action'))).toEqual(['rollback', 'canary', 'deploy']);
    expect(within(history[2]!).getByText(text.deploy)).toBeInTheDocument();
    expect(within(history[2]!).getByText(text.change)).toBeInTheDocument();
    // The canary's figures, and why the guard withdrew the earlier one, in the reader's language.
    expect(within(row).getByTestId('canary-health')).toHaveTextContent(text.health);
    expect(within(history[0]!).getByTestId('withdrawal-reason')).toHaveTextContent(text.withdrawn);
    expect(within(history[1]!).queryByTestId('withdrawal-reason')).toBeNull();
  });

  it('rolls a remote back from its row and reloads the table', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: rows } });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: {
        data: {
          id: 3,
          remote: 'finance',
          action: 'rollback',
          version: '1.0.0',
          previous_version: '2.0.0',
          canary_percent: 0,
          actor: 'admin@demo.test',
          created_at: '2026-11-22T09:00:00Z',
        },
      },
    });
    renderWithProviders(<DeploymentsSection />, { path: '/admin/control-center' });
    await userEvent.click(await screen.findByRole('button', { name: text.rollback }));
    expect(post).toHaveBeenCalledWith('/admin/remote-deployments/finance/rollback', {}, { silent: true });
    await screen.findByTestId('deployment-table');
    expect(get.mock.calls.filter(([url]) => url === '/admin/remote-deployments').length).toBeGreaterThanOrEqual(2);
  });

  it('tries the canary in this browser only: an override of the published files, kept for the reload', async () => {
    localStorage.clear();
    jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { data: rows } });
    const post = jest.spyOn(apiClient, 'post');
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom cannot reload; the page would
    renderWithProviders(<DeploymentsSection />, { path: '/admin/control-center' });
    await userEvent.click(await screen.findByRole('button', { name: text.tryLabel }));
    await userEvent.click(await screen.findByRole('menuitem', { name: text.canaryItem }));
    expect(JSON.parse(localStorage.getItem('helpdesk.remoteOverrides')!)).toEqual({
      finance: '/remote-versions/finance/2.0.0/mf-manifest.json',
    });
    expect(post).not.toHaveBeenCalled();
    localStorage.clear();
  });

  it('says when the deployments cannot be loaded, with a retry', async () => {
    const get = jest.spyOn(apiClient, 'get').mockRejectedValueOnce(new Error('500'));
    renderWithProviders(<DeploymentsSection />, { path: '/admin/control-center' });
    expect(await screen.findByText(text.error)).toBeInTheDocument();
    get.mockResolvedValue({ data: { data: rows } });
    await userEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByTestId('deployment-table')).toBeInTheDocument();
  });
});
