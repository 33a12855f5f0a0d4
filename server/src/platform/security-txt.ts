/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability in this deployment — the deployer's own
 * SECURITY_CONTACT (SECURITY.md). Without one the file does not exist (404), rather than pointing at nobody.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';

/** RFC 9116 wants an expiry under a year away; the file is written per request, so it never goes stale. */
const EXPIRES_DAYS = 180;

export function securityTxt(contact: string, now = new Date()): string {
  const expires = new Date(now.getTime() + EXPIRES_DAYS * 86_400_000);
  return [`Contact: ${contact}`, `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`, 'Preferred-Languages: pl, en', ''].join(
    '\n',
  );
}

export const securityTxtRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  if (!config.securityContact) return;
  const contact = config.securityContact;
  app.get('/.well-known/security.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(securityTxt(contact)),
  );
};
