/** Requests of the remote deployments admin API (server/API.md "Remote deployments"). */
import { z } from 'zod';
import { REMOTE_NAMES } from '../federation/remote-names.ts';

/** A version names a directory: letters, digits, dots, dashes, pluses and underscores; no path tricks. */
export const REMOTE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

export const remoteVersionField = z
  .string()
  .trim()
  .regex(REMOTE_VERSION_PATTERN)
  .refine((value) => !value.includes('..'));

/** Makes a published version active, or (with `canary_percent` 1–99) serves it to that share of users. */
export const activateRemoteVersionSchema = z.object({
  version: remoteVersionField,
  canary_percent: z.coerce.number().int().min(1).max(99).optional(),
});
export type ActivateRemoteVersionInput = z.output<typeof activateRemoteVersionSchema>;

/** Health limits: what one browser may report in one call (a flush every few seconds holds a handful of loads). */
export const REMOTE_HEALTH_LIMITS = { reports: 10, perReport: 100 } as const;

/**
 * What a browser reports of the remotes it ran since its last report (`POST /api/remote-health`): per remote, the
 * manifest URL it loaded, how many times its routes loaded and how many of those failed or crashed.
 */
export const remoteHealthSchema = z.object({
  reports: z
    .array(
      z.object({
        remote: z.enum(REMOTE_NAMES),
        manifest_url: z.string().max(500),
        loads: z.number().int().min(0).max(REMOTE_HEALTH_LIMITS.perReport),
        errors: z.number().int().min(0).max(REMOTE_HEALTH_LIMITS.perReport),
      }),
    )
    .min(1)
    .max(REMOTE_HEALTH_LIMITS.reports),
});
export type RemoteHealthInput = z.output<typeof remoteHealthSchema>;
