import { apiClient, eventBus } from '@helpdesk/shared';
import { flush, reportRemoteCrash, startRemoteHealthReports } from './remote-health.ts';

const FINANCE = 'https://helpdesk.example.com/remote-versions/finance/2.0.0/mf-manifest.json';

// The registry as the bootstrap leaves it: finance and reports from the deployment, tickets overridden locally.
jest.mock('./remote-registry.ts', () => ({
  isOverridden: (remote: string) => remote === 'tickets',
  remoteEntry: (remote: string) =>
    ({
      finance: 'https://helpdesk.example.com/remote-versions/finance/2.0.0/mf-manifest.json',
      reports: 'https://helpdesk.example.com/remotes/reports/mf-manifest.json',
      tickets: 'http://localhost:3001/mf-manifest.json',
    })[remote],
}));

beforeAll(() => startRemoteHealthReports());
afterEach(() => jest.restoreAllMocks());

describe('remote health reports', () => {
  it('sends each remote’s loads and errors with the manifest it loaded, in one call', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ status: 204 });
    eventBus.emit('remote:status', { remote: 'finance', status: 'loaded' });
    eventBus.emit('remote:status', { remote: 'finance', status: 'failed' });
    eventBus.emit('remote:status', { remote: 'reports', status: 'loaded' });
    reportRemoteCrash('finance');
    // A developer's override (tickets) is never reported.
    eventBus.emit('remote:status', { remote: 'tickets', status: 'failed' });
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/remote-health',
      {
        reports: [
          { remote: 'finance', manifest_url: FINANCE, loads: 2, errors: 2 },
          { remote: 'reports', manifest_url: 'https://helpdesk.example.com/remotes/reports/mf-manifest.json', loads: 1, errors: 0 },
        ],
      },
      { silent: true },
    );
    await flush();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('loses nothing but the figure when the server refuses', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('429'));
    eventBus.emit('remote:status', { remote: 'finance', status: 'loaded' });
    await expect(flush()).resolves.toBeUndefined();
  });
});
