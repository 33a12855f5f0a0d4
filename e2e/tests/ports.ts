/**
 * The suite's ports. E2E_PORT_BASE moves all of them, so two runs on one machine (a developer and CI, or two
 * engineers) do not collide. The mail servers (mail-servers.ts): IMAP, SMTP and the HTTP health check of the process
 * that runs both.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 8010);

export const PORTS = {
  server: base,
  financeOrigin: base + 1,
  overrideOrigin: base + 2,
  imap: base + 3,
  smtp: base + 4,
  mailServers: base + 5,
  /** A remote's real dev server (dev-server.spec.ts). */
  devServer: base + 6,
} as const;
export const SERVER_ORIGIN = `http://localhost:${PORTS.server}`;
export const FINANCE_ORIGIN = `http://localhost:${PORTS.financeOrigin}`;
export const OVERRIDE_ORIGIN = `http://localhost:${PORTS.overrideOrigin}`;
