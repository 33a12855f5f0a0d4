/**
 * Runs the suite's mail servers (mail-servers.ts) until SIGTERM or SIGINT: Dovecot on PORTS.imap with its files in
 * var/e2e-mail-<port> (a Dovecot left by a killed run is stopped there first: it daemonises, so killing this process
 * group does not reach it), aiosmtpd on PORTS.smtp delivering into the two mailboxes, and GET /health on
 * PORTS.mailServers for Playwright to wait on.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpTestServer } from '../../server/src/platform/outbound/smtp-test-server.ts';
import { startDovecot } from '../../server/src/modules/mail-intake/dovecot.ts';
import { MAILBOXES, mailServersMissing } from './mail-servers.ts';
import { PORTS } from './ports.ts';

const missing = mailServersMissing();
if (missing) throw new Error(`the mail servers cannot run: ${missing}`);

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../var/e2e-mail-${PORTS.imap}`);
const dovecot = await startDovecot({ port: PORTS.imap, dir });
if (!dovecot) throw new Error(`Dovecot did not start (its log: ${dir}/dovecot.log)`);
const maildirs = Object.fromEntries(
  await Promise.all(Object.values(MAILBOXES).map(async (address) => [address, await dovecot.mailbox(address)] as const)),
);
const smtp = await startSmtpTestServer({ port: PORTS.smtp, mailboxes: maildirs });
if (!smtp) throw new Error('aiosmtpd did not start');

const health = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ imap: dovecot.port, smtp: smtp.port, mailboxes: Object.keys(maildirs) }));
});
health.listen(PORTS.mailServers, '127.0.0.1');
console.log(`mail servers: IMAP ${dovecot.port}, SMTP ${smtp.port}, mailboxes ${Object.keys(maildirs).join(', ')}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  health.close();
  await Promise.allSettled([smtp!.dispose(), dovecot!.stop()]);
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
