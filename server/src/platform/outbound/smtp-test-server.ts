/**
 * A throwaway SMTP server on loopback for the outbox's tests and the e2e mail round trip: Debian's aiosmtpd
 * (`apt-get install python3-aiosmtpd`) with a small handler that stores each message as a file, answers 550 for
 * recipients starting with `reject` and 451 for those starting with `defer`, and — given mailboxes — delivers a copy
 * to each recipient that has one, as a local delivery agent does: a Received line on top, the file written into the
 * Maildir's tmp/ and moved into new/. `stop()` and `start()` on the same port simulate the server being down.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort, waitForPort } from '../net-ports';
import os from 'node:os';
import path from 'node:path';

/** Debian's interpreter: the package installs for it, not for a python3 found first on PATH (pyenv). */
export const SYSTEM_PYTHON = '/usr/bin/python3';
const AIOSMTPD = '/usr/lib/python3/dist-packages/aiosmtpd/__init__.py';

const HANDLER = `
import email.utils
import json
import os
import socket
import time

class Store:
    def __init__(self, outdir, mailboxes):
        self.outdir = outdir
        self.mailboxes = mailboxes
        self.count = len(os.listdir(outdir))

    @classmethod
    def from_cli(cls, parser, *args):
        mailboxes = {}
        if len(args) > 1:
            with open(args[1]) as f:
                mailboxes = {address.lower(): maildir for address, maildir in json.load(f).items()}
        return cls(args[0], mailboxes)

    def deliver(self, session, envelope, address, maildir):
        peer = session.peer[0] if session.peer else 'unknown'
        received = 'Received: from %s ([%s])\\r\\n\\tby helpdesk-test-mx with ESMTP\\r\\n\\tfor <%s>; %s\\r\\n' % (
            session.host_name or 'unknown', peer, address, email.utils.formatdate())
        name = '%d.M%dP%dQ%d.%s' % (time.time(), time.time_ns() // 1000 % 1000000, os.getpid(), self.count, socket.gethostname())
        tmp = os.path.join(maildir, 'tmp', name)
        with open(tmp, 'wb') as f:
            f.write(received.encode('ascii') + envelope.original_content)
        os.rename(tmp, os.path.join(maildir, 'new', name))

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address.startswith('reject'):
            return '550 5.1.1 <%s>: Recipient address rejected: User unknown' % address
        if address.startswith('defer'):
            return '451 4.3.0 <%s>: Temporary failure, try again later' % address
        envelope.rcpt_tos.append(address)
        return '250 OK'

    async def handle_DATA(self, server, session, envelope):
        self.count += 1
        name = os.path.join(self.outdir, '%06d.eml' % self.count)
        with open(name + '.tmp', 'wb') as f:
            f.write(envelope.original_content)
        os.rename(name + '.tmp', name)
        for address in envelope.rcpt_tos:
            maildir = self.mailboxes.get(address.lower())
            if maildir:
                self.deliver(session, envelope, address, maildir)
        return '250 2.0.0 Ok: queued as TEST%06d' % self.count
`;

export interface SmtpTestServer {
  port: number;
  url: string;
  /** Raw messages received so far, oldest first. */
  received(): Buffer[];
  /** Waits until at least `count` messages arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<Buffer[]>;
  /** The server goes away (connections refused) until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its files. */
  dispose(): Promise<void>;
}

export function aiosmtpdInstalled(): boolean {
  return fs.existsSync(SYSTEM_PYTHON) && fs.existsSync(AIOSMTPD);
}

export interface SmtpTestServerOptions {
  /** Default: a free port. */
  port?: number;
  /** Recipient address → Maildir (holding new/, cur/, tmp/) its mail is delivered to; other recipients are only stored. */
  mailboxes?: Record<string, string>;
}

/** Null when aiosmtpd is not installed. */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer | null> {
  if (!aiosmtpdInstalled()) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-smtp-'));
  const inbox = path.join(dir, 'inbox');
  fs.mkdirSync(inbox);
  fs.writeFileSync(path.join(dir, 'helpdesk_smtp_store.py'), HANDLER);
  const handlerArgs = [inbox];
  if (options.mailboxes) {
    const file = path.join(dir, 'mailboxes.json');
    fs.writeFileSync(file, JSON.stringify(options.mailboxes));
    handlerArgs.push(file);
  }
  const port = options.port ?? (await freePort());
  let child: ChildProcess | null = null;
  let stderr = '';

  const start = async () => {
    if (child) return;
    stderr = '';
    child = spawn(SYSTEM_PYTHON, ['-m', 'aiosmtpd', '-n', '-l', `127.0.0.1:${port}`, '-c', 'helpdesk_smtp_store.Store', ...handlerArgs], {
      env: { ...process.env, PYTHONPATH: dir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      await waitForPort(port, 10_000, 'aiosmtpd');
    } catch (error) {
      throw new Error(`${(error as Error).message}: ${stderr}`);
    }
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGTERM');
    });
  };
  const received = () =>
    fs
      .readdirSync(inbox)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => fs.readFileSync(path.join(inbox, f)));

  await start();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const all = received();
        if (all.length >= count) return all;
        if (Date.now() > until) throw new Error(`expected ${count} messages, got ${all.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    stop,
    start,
    async dispose() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
