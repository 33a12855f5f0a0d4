import type { FastifyRequest } from 'fastify';
import type { AppConfig, RemoteName } from '../../config';

/**
 * Where each remote's manifest lives for this request: the answer of `/remotes.json` and whatever the HTML carries
 * for the boot. Today the configured URLs; the one place that decides it (deployments, canaries) for every caller.
 */
export async function remoteLocations(config: AppConfig, _request: FastifyRequest): Promise<Record<RemoteName, string>> {
  return config.remoteUrls;
}
