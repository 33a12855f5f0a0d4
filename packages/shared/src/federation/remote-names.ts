/**
 * The runtime remotes, in one place: the shell, the build, the server's remotes.json, lint, e2e and the bench read
 * this list. Plain data without imports, so any of them (Node scripts included) can load it.
 */
export const REMOTE_NAMES = ['tickets', 'management', 'reports', 'finance', 'client'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
