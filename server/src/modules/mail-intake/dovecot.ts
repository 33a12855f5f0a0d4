/**
 * A throwaway Dovecot IMAP server on loopback for the poller's test and the e2e mail round trip (Debian:
 * `apt-get install dovecot-imapd`). Plain-text login with one static password, any user name, one Maildir per user in
 * a temp directory (or the given one); stopped by its master pid.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { freePort, waitForPort } from '../../platform/net-ports';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

export const DOVECOT_BIN = '/usr/sbin/dovecot';
/** The one password of every user (a loopback test server). */
export const DOVECOT_PASSWORD = 'secret';

export interface Dovecot {
  port: number;
  user: string;
  password: string;
  /**
   * The Maildir of `user`'s INBOX (the directory holding new/, cur/ and tmp/), made by Dovecot itself on a first
   * login so its owner and modes are Dovecot's: a local delivery agent drops a file into its `new/`.
   */
  mailbox(user: string): Promise<string>;
  stop(): Promise<void>;
}

export interface DovecotOptions {
  /** Default: a free port. */
  port?: number;
  /** Its configuration, run files and mail; emptied first. Default: a new temp directory. */
  dir?: string;
}

export function dovecotInstalled(): boolean {
  return fs.existsSync(DOVECOT_BIN);
}

/** Stops a Dovecot whose files are in `dir` (one left running by a killed process), by the pid in its run directory. */
export async function stopDovecotIn(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'run', 'master.pid');
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').trim()) : 0;
  if (!pid) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const until = Date.now() + 5000;
  while (Date.now() < until) {
    try {
      process.kill(pid, 0);
      await new Promise((r) => setTimeout(r, 50));
    } catch {
      break;
    }
  }
}

/** Null when Dovecot is not installed (or cannot start here). */
export async function startDovecot(options: DovecotOptions = {}): Promise<Dovecot | null> {
  if (!dovecotInstalled()) return null;
  let dir: string;
  if (options.dir) {
    dir = path.resolve(options.dir);
    await stopDovecotIn(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-dovecot-'));
  }
  fs.chmodSync(dir, 0o755);
  const mail = path.join(dir, 'mail');
  fs.mkdirSync(mail, { mode: 0o777 });
  fs.chmodSync(mail, 0o777);
  const port = options.port ?? (await freePort());
  const [uid, gid] = process.getuid?.() === 0 ? ['nobody', 'nogroup'] : [String(process.getuid?.()), String(process.getgid?.())];
  const config = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(
    config,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/run
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${mail}/%u
first_valid_uid = 1
passdb {
  driver = static
  args = password=${DOVECOT_PASSWORD}
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${mail}/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );
  // The master daemonises; its children inherit no pipes of ours (spawnSync would wait for them to close).
  const started = spawnSync(DOVECOT_BIN, ['-c', config], { stdio: 'ignore' });
  if (started.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
  await waitForPort(port, 10_000, 'dovecot', 100);
  return {
    port,
    user: 'helpdesk',
    password: DOVECOT_PASSWORD,
    async mailbox(user) {
      const imap = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: DOVECOT_PASSWORD }, logger: false });
      await imap.connect();
      await imap.status('INBOX', { messages: true });
      await imap.logout();
      const maildir = path.join(mail, user);
      if (!fs.existsSync(path.join(maildir, 'new'))) throw new Error(`dovecot made no Maildir for ${user} in ${maildir}`);
      return maildir;
    },
    async stop() {
      await stopDovecotIn(dir);
      // Its last imap processes may still be closing their index files as the master goes.
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
