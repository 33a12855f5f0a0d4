/**
 * The runtime remotes (their names live in @helpdesk/shared's remote-names.ts, read here by path: the build
 * package does not depend on shared) and the port each one's dev server uses: 3001 on, in that order.
 */
import { REMOTE_NAMES, type RemoteName } from '../../shared/src/federation/remote-names.ts';

export { REMOTE_NAMES, type RemoteName };

export const REMOTES = Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, { devPort: 3001 + index }])) as Record<
  RemoteName,
  { devPort: number }
>;
export const SHELL_DEV_PORT = 3000;
