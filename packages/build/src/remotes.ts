/**
 * The five runtime remotes: their federation names and the port each one's dev server uses.
 * Read by the build configs, the server's remotes.json defaults, e2e and the bench.
 */
export const REMOTES = {
  tickets: { devPort: 3001 },
  management: { devPort: 3002 },
  reports: { devPort: 3003 },
  finance: { devPort: 3004 },
  client: { devPort: 3005 },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];
export const SHELL_DEV_PORT = 3000;
