/** Requests of the remote deployments admin API (server/API.md "Remote deployments"). */
import { z } from 'zod';

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
