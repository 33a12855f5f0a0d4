/**
 * Local ports for the servers tests and benches start (aiosmtpd, Dovecot, a second instance): one the system says is
 * free now, and a wait until something listens on one.
 */
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Resolves once a TCP connection to 127.0.0.1:`port` succeeds; throws naming `what` after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs: number, what: string, pollMs = 50): Promise<void> {
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
    if (Date.now() > until) throw new Error(`${what} did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
