/** Types of scripts/pack-remote.mjs for the TypeScript callers (e2e/tests/remote-deployments.spec.ts). */
export const BUILD_FILES: string[];
export function packRemote(dist: string, archive: string): string;
