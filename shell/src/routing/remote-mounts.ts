/**
 * Which remote serves which paths (spec §2 route table). The shell decides from this table alone which remote
 * to load for a URL; the remote's own route list (paths relative to `base`) decides the screen.
 * The first path segment after `base` identifies the remote.
 */
import type { RemoteName } from '@helpdesk/shared';

export interface RemoteMount {
  remote: RemoteName;
  /** Id of the shell layout route the remote's routes are attached under. */
  parentRouteId: 'staff' | 'client-area';
  base: '/admin' | '';
  segments: readonly string[];
}

export const REMOTE_MOUNTS: readonly RemoteMount[] = [
  {
    remote: 'tickets',
    parentRouteId: 'staff',
    base: '/admin',
    segments: ['ticket', 'monitoring-log', 'unassigned-email', 'reminder', 'project'],
  },
  {
    remote: 'management',
    parentRouteId: 'staff',
    base: '/admin',
    segments: ['asset', 'company', 'client', 'agent', 'leave', 'holiday', 'evaluation', 'competencies', 'access-data'],
  },
  {
    remote: 'reports',
    parentRouteId: 'staff',
    base: '/admin',
    segments: [
      'daily-report',
      'company-report',
      'general-report',
      'agent-report',
      'agent-report-backup',
      'agent-report-backup-2',
      'time-accept',
      'internal-time',
      'agent-stats',
    ],
  },
  {
    remote: 'finance',
    parentRouteId: 'staff',
    base: '/admin',
    segments: ['agent-costs', 'company-pricing', 'profitability', 'agent-profitability', 'invoicing'],
  },
  {
    remote: 'client',
    parentRouteId: 'client-area',
    base: '',
    segments: ['ticket', 'project', 'client', 'company-report', 'monitoring-log'],
  },
];

/** The mount serving a pathname, or null when the shell itself (or nobody) serves it. */
export function mountForPath(pathname: string): RemoteMount | null {
  const parts = pathname.split('/').filter(Boolean);
  const staff = parts[0] === 'admin';
  const segment = staff ? parts[1] : parts[0];
  if (!segment) return null;
  return (
    REMOTE_MOUNTS.find((mount) => (mount.base === '/admin') === staff && mount.segments.includes(segment)) ?? null
  );
}

export function mountOf(remote: RemoteName): RemoteMount {
  const mount = REMOTE_MOUNTS.find((m) => m.remote === remote);
  if (!mount) throw new Error(`No mount for remote ${remote}`);
  return mount;
}
