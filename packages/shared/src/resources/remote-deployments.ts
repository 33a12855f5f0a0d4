/** Remote deployments (server/API.md "Remote deployments"): each remote's active version, canary and history. */
import { z } from 'zod';
import { REMOTE_NAMES } from '../federation/remote-names.ts';
import { id, instant } from './common.ts';

/** A published version's facts, from the `deployment.json` written beside its files. */
export const remoteVersionSchema = z.strictObject({
  version: z.string(),
  built_at: instant.nullable(),
  commit: z.string().nullable(),
  published_at: instant,
});
export type RemoteVersion = z.infer<typeof remoteVersionSchema>;

export const REMOTE_DEPLOYMENT_ACTIONS = ['deploy', 'rollback', 'canary'] as const;
export type RemoteDeploymentAction = (typeof REMOTE_DEPLOYMENT_ACTIONS)[number];

/** The canary guard's figures when it withdrew a canary: both versions' loads and errors over its window. */
export const canaryWithdrawalSchema = z.strictObject({
  kind: z.literal('canary_errors'),
  canary_loads: z.number().int(),
  canary_errors: z.number().int(),
  stable_loads: z.number().int(),
  stable_errors: z.number().int(),
  window_minutes: z.number().int(),
  margin_percent: z.number(),
});
export type CanaryWithdrawal = z.infer<typeof canaryWithdrawalSchema>;

/** One change of a remote's active version or canary. `version` null: the build shipped with the server. */
export const remoteDeploymentEventSchema = z.strictObject({
  id,
  remote: z.enum(REMOTE_NAMES),
  action: z.enum(REMOTE_DEPLOYMENT_ACTIONS),
  version: z.string().nullable(),
  previous_version: z.string().nullable(),
  canary_percent: z.number().int().nullable(),
  actor: z.string(),
  /** Why the system made this change (the canary guard's figures); null for a person's change. */
  reason: canaryWithdrawalSchema.nullable(),
  created_at: instant,
});
export type RemoteDeploymentEvent = z.infer<typeof remoteDeploymentEventSchema>;

const versionHealthSchema = z.strictObject({ loads: z.number().int(), errors: z.number().int() });

/** A remote as deployed now: active version (null: the built-in one), its manifest and whether that answers. */
export const remoteDeploymentSchema = z.strictObject({
  remote: z.enum(REMOTE_NAMES),
  active: remoteVersionSchema.nullable(),
  manifest_url: z.string(),
  manifest_healthy: z.boolean(),
  /** Files the active published version lacks (its manifest, entry or a chunk the manifest names); [] when whole. */
  missing_files: z.array(z.string()),
  canary: z
    .strictObject({
      version: remoteVersionSchema,
      percent: z.number().int(),
      manifest_url: z.string(),
      /** What browsers reported over the canary guard's window: loads of the routes and errors, canary and stable. */
      health: z.strictObject({ window_minutes: z.number().int(), canary: versionHealthSchema, stable: versionHealthSchema }),
      /** Its manifest, entry and every chunk it names are there. */
      healthy: z.boolean(),
      missing_files: z.array(z.string()),
    })
    .nullable(),
  versions: z.array(remoteVersionSchema),
  history: z.array(remoteDeploymentEventSchema),
});
export type RemoteDeployment = z.infer<typeof remoteDeploymentSchema>;
