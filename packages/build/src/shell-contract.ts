/**
 * The shell contract `@helpdesk/shared` carries to the remotes, and the changeset-style rule that versions it
 * (README "The shell contract and its version"). The contract is what a remote may use from the shell's singleton:
 * the root's exports (`packages/shared/src/index.ts`), the event bus's event names with their payloads and the shape
 * of the `./routes` module a remote exposes. `packages/shared/contract.json` is its snapshot together with the
 * version of `@helpdesk/shared` that carries it; the contract test fails when the two disagree:
 * - the contract changed but the snapshot did not: run `pnpm --filter @helpdesk/build contract:update`;
 * - the snapshot changed without a version bump, or with too small a bump (anything removed or changed needs a
 *   major bump, an addition a minor one): raise `version` in packages/shared/package.json first.
 * Each remote's build writes the range it needs (`^<the @helpdesk/shared version it was built against>`) into its
 * mf-manifest.json (`metaData.helpdeskContract`), the shell refuses a remote whose range its own version does not
 * satisfy before running any of its code, and the server refuses to publish such a build.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';

export const SHARED_DIR = resolve(import.meta.dirname, '../../shared');
export const SNAPSHOT_FILE = resolve(SHARED_DIR, 'contract.json');

export interface ShellContract {
  /** `name` or `type name` of every export of the singleton root. */
  exports: string[];
  /** Event name → payload type. */
  events: Record<string, string>;
  /** Property of RemoteRoutesModule → its type. */
  routesModule: Record<string, string>;
}

export interface ContractSnapshot {
  version: string;
  contract: ShellContract;
}

/** Each property's type as text; with `expand`, an object type is spelt out as its own members (an event's payload). */
function membersOf(checker: ts.TypeChecker, type: ts.Type, at: ts.Node, expand = false): Record<string, string> {
  const members: Record<string, string> = {};
  for (const property of checker.getPropertiesOfType(type).sort((a, b) => a.name.localeCompare(b.name))) {
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0 ? '?' : '';
    const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
    members[`${property.name}${optional}`] =
      expand && propertyType.flags & ts.TypeFlags.Object
        ? `{ ${Object.entries(membersOf(checker, propertyType, at))
            .map(([name, text]) => `${name}: ${text}`)
            .join('; ')} }`
        : // Without the import("<absolute path>"). prefix: the snapshot is the same on every checkout.
          checker.typeToString(propertyType, at, ts.TypeFormatFlags.NoTruncation).replace(/import\("[^"]*"\)\./g, '');
  }
  return members;
}

/** The contract as the sources declare it today (the TypeScript checker reads packages/shared). */
export function currentContract(sharedDir = SHARED_DIR): ShellContract {
  const index = resolve(sharedDir, 'src/index.ts');
  const program = ts.createProgram([index], {
    allowImportingTsExtensions: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(index)!;
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!);
  const names = exports
    .map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return target.flags & ts.SymbolFlags.Value ? symbol.name : `type ${symbol.name}`;
    })
    .sort();
  const typeNamed = (name: string): ts.Type => {
    const symbol = exports.find((candidate) => candidate.name === name);
    if (!symbol) throw new Error(`@helpdesk/shared no longer exports ${name}`);
    return checker.getDeclaredTypeOfSymbol(symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  };
  return {
    exports: names,
    events: membersOf(checker, typeNamed('HelpdeskEvents'), source, true),
    routesModule: membersOf(checker, typeNamed('RemoteRoutesModule'), source),
  };
}

export function sharedVersion(sharedDir = SHARED_DIR): string {
  return (JSON.parse(readFileSync(resolve(sharedDir, 'package.json'), 'utf8')) as { version: string }).version;
}

export function readSnapshot(file = SNAPSHOT_FILE): ContractSnapshot {
  return JSON.parse(readFileSync(file, 'utf8')) as ContractSnapshot;
}

const entriesOf = (contract: ShellContract): Map<string, string> =>
  new Map([
    ...contract.exports.map((name): [string, string] => [`export ${name}`, '']),
    ...Object.entries(contract.events).map(([name, type]): [string, string] => [`event ${name}`, type]),
    ...Object.entries(contract.routesModule).map(([name, type]): [string, string] => [`routes module ${name}`, type]),
  ]);

export interface ContractChange {
  added: string[];
  /** Removed, or kept with another type. */
  broken: string[];
}

export function contractChange(before: ShellContract, after: ShellContract): ContractChange {
  const old = entriesOf(before);
  const now = entriesOf(after);
  return {
    added: [...now.keys()].filter((key) => !old.has(key)),
    broken: [...old.keys()].filter((key) => !now.has(key) || now.get(key) !== old.get(key)),
  };
}

const parse = (version: string): [number, number, number] => {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`@helpdesk/shared's version "${version}" is not x.y.z`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};

/** The smallest version that may carry `change` after `from`: a major bump for a break, a minor one for additions. */
export function requiredBump(from: string, change: ContractChange): string | null {
  const [major, minor] = parse(from);
  if (change.broken.length > 0) return `${major + 1}.0.0`;
  if (change.added.length > 0) return `${major}.${minor + 1}.0`;
  return null;
}

export const atLeast = (version: string, minimum: string): boolean => {
  const [a, b] = [parse(version), parse(minimum)];
  return a[0] - b[0] > 0 || (a[0] === b[0] && (a[1] - b[1] > 0 || (a[1] === b[1] && a[2] >= b[2])));
};

/**
 * What is wrong between the snapshot, the package's version and the sources, one sentence each (empty: all agree).
 * `head` is the snapshot as last committed, when known: a new snapshot must come with a large enough bump over it.
 */
export function contractRuleProblems(
  snapshot: ContractSnapshot,
  version: string,
  contract: ShellContract,
  head?: ContractSnapshot,
): string[] {
  const problems: string[] = [];
  const drift = contractChange(snapshot.contract, contract);
  if (drift.added.length + drift.broken.length > 0) {
    const minimum = requiredBump(snapshot.version, drift)!;
    problems.push(
      `the shell contract changed (${[...drift.broken.map((entry) => `changed or removed: ${entry}`), ...drift.added.map((entry) => `added: ${entry}`)].join('; ')}): ` +
        `raise packages/shared/package.json's version to at least ${minimum}, then run pnpm --filter @helpdesk/build contract:update`,
    );
  }
  if (snapshot.version !== version) {
    problems.push(
      `packages/shared/contract.json was made for ${snapshot.version}, the package is ${version}: run pnpm --filter @helpdesk/build contract:update`,
    );
  }
  if (head) {
    const minimum = requiredBump(head.version, contractChange(head.contract, snapshot.contract));
    if (minimum && !atLeast(snapshot.version, minimum)) {
      problems.push(
        `the committed contract ${head.version} changed without a large enough version bump: ${snapshot.version} must be at least ${minimum}`,
      );
    }
  }
  return problems;
}
