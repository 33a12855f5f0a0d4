/**
 * The shell contract check of a deploy (README "The shell contract and its version"): a remote build's
 * mf-manifest.json names the range of the shell contract it needs (`metaData.helpdeskContract.requires`); the shell
 * the server serves (SHELL_DIST) carries its contract as the version of its `@helpdesk/shared`. A build whose range
 * that shell does not satisfy is refused before it is published or activated: its pages could only say "needs a
 * newer version". Checked when a build is uploaded (validate.ts) and when a version is activated.
 */
import fs from 'node:fs';
import path from 'node:path';
import { manifestContract, satisfiesRange } from '@helpdesk/shared/remote/contract-version';
import { MANIFEST_FILE } from './store';

/** The shell contract the shell build in `shellDist` offers; null when there is no built shell to ask. */
export function shellContractVersion(shellDist: string): string | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(shellDist, MANIFEST_FILE), 'utf8')) as {
      shared?: { name: string; version: string }[];
    };
    return manifest.shared?.find((entry) => entry.name === '@helpdesk/shared')?.version ?? null;
  } catch {
    return null;
  }
}

export interface ContractRefusal {
  requires: string;
  offered: string;
}

/** Why a build with this parsed mf-manifest.json cannot run on the shell in `shellDist`; null when it can (or either side says nothing). */
export function manifestRefusal(manifest: unknown, shellDist: string): ContractRefusal | null {
  const offered = shellContractVersion(shellDist);
  if (!offered) return null;
  const declared = manifestContract(manifest);
  if (!declared || satisfiesRange(offered, declared.requires)) return null;
  return { requires: declared.requires, offered };
}

/** The same for the build in `buildDir` (a published version's folder). */
export function contractRefusal(buildDir: string, shellDist: string): ContractRefusal | null {
  try {
    return manifestRefusal(JSON.parse(fs.readFileSync(path.join(buildDir, MANIFEST_FILE), 'utf8')), shellDist);
  } catch {
    return null;
  }
}
