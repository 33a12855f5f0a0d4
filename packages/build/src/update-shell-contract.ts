/**
 * `pnpm --filter @helpdesk/build contract:update`: writes packages/shared/contract.json from the sources, refusing
 * when the contract changed without a large enough bump of packages/shared/package.json's version (shell-contract.ts).
 */
import { existsSync, writeFileSync } from 'node:fs';
import {
  atLeast,
  contractChange,
  currentContract,
  readSnapshot,
  requiredBump,
  sharedVersion,
  SNAPSHOT_FILE,
  type ContractSnapshot,
} from './shell-contract.ts';

const version = sharedVersion();
const contract = currentContract();
if (existsSync(SNAPSHOT_FILE)) {
  const before = readSnapshot();
  const change = contractChange(before.contract, contract);
  const minimum = requiredBump(before.version, change);
  if (minimum && !atLeast(version, minimum)) {
    console.error(
      `✖ the shell contract changed since ${before.version} (${[...change.broken.map((e) => `changed or removed: ${e}`), ...change.added.map((e) => `added: ${e}`)].join('; ')}).\n` +
        `  Raise "version" in packages/shared/package.json to at least ${minimum} first.`,
    );
    process.exit(1);
  }
}
const snapshot: ContractSnapshot = { version, contract };
writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(snapshot, null, 2)}\n`);
console.log(
  `✓ packages/shared/contract.json: @helpdesk/shared ${version}, ${contract.exports.length} exports, ${Object.keys(contract.events).length} events`,
);
