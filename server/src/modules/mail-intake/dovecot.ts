/**
 * A throwaway Dovecot IMAP server on loopback for the poller's test (Debian: `apt-get install dovecot-imapd`).
 * Plain-text login with one static password, maildirs in a temp directory; stopped by its master pid.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const DOVECOT_BIN = '/usr/sbin/dovecot';

export interface Dovecot {
  port: number;
  user: string;
  password: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`dovecot did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Null when Dovecot is not installed (or cannot start here). */
export async function startDovecot(): Promise<Dovecot | null> {
  if (!fs.existsSync(DOVECOT_BIN)) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'helpdesk-dovecot-'));
  fs.chmodSync(dir, 0o755);
  const mail = path.join(dir, 'mail');
  fs.mkdirSync(mail, { mode: 0o777 });
  fs.chmodSync(mail, 0o777);
  const port = await freePort();
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
  args = password=secret
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
  await waitForPort(port, 10_000);
  return {
    port,
    user: 'helpdesk',
    password: 'secret',
    async stop() {
      const pidFile = path.join(dir, 'run', 'master.pid');
      const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').trim()) : 0;
      if (pid) {
        process.kill(pid, 'SIGTERM');
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
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
