/**
 * Which files carry each app's copy of a shared package, read from the apps' `mf-manifest.json` as deployed
 * (`shared[].assets`), not from file names: the shell's production chunks have short numeric ids
 * (shell/rspack.config.ts). Used by singletons.spec.ts and bench/bundle to count the copies a session fetched.
 */

interface ManifestAssets {
  js: { sync: string[]; async: string[] };
}

/** The part of the federation manifest read here (@module-federation/enhanced 2.9, `manifest: true`). */
export interface FederationManifest {
  name: string;
  metaData: { publicPath?: string };
  shared: { name: string; singleton?: boolean; assets: ManifestAssets }[];
  exposes: { name: string; assets: ManifestAssets }[];
}

export interface DeployedApp {
  manifestUrl: string;
  manifest: FederationManifest;
}

/** One app's copy of one shared package: the absolute URLs of the files its fallback loads. */
export interface SharedCopy {
  app: string;
  pkg: string;
  urls: Set<string>;
}

/** The shell's one chunk of the shared packages its first screen starts with (shell/rspack.config.ts). */
const BOOT_SHARED_CHUNK = /(^|\/)boot-shared\.[0-9a-f]+\.js$/;

const jsFiles = (assets: ManifestAssets) => [...assets.js.sync, ...assets.js.async];

/** The shell's manifest and every remote's, from where the server says they are deployed (`/remotes.json`). */
export async function deployedApps(origin: string): Promise<DeployedApp[]> {
  const read = async (manifestUrl: string): Promise<DeployedApp> => {
    const response = await fetch(manifestUrl);
    if (!response.ok) throw new Error(`${manifestUrl}: ${response.status}`);
    return { manifestUrl, manifest: (await response.json()) as FederationManifest };
  };
  const remotes = (await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, string>;
  return Promise.all([read(`${origin}/mf-manifest.json`), ...Object.values(remotes).map((url) => read(new URL(url, `${origin}/`).href))]);
}

/**
 * Each shared package's own files per app. A file listed under several shared packages (a non-shared dependency
 * such as Fluent's tokens, split into a chunk their fallbacks share) is left out, as is one the app's exposed
 * modules load: the app's own screens may fetch it, so fetching it does not mean the copy was used. (The manifest
 * lists a chunk that a shared fallback and the app's own code both need under the shared package only.) The shell's
 * boot-shared chunk counts for every package listed with it: the manifest also lists it under the packages whose
 * fallback only depends on it (react-positioning), which then count as fetched with it.
 */
export function sharedCopies({ manifestUrl, manifest }: DeployedApp): SharedCopy[] {
  const publicPath = manifest.metaData.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const listings = new Map<string, number>();
  for (const file of manifest.shared.flatMap((shared) => [...new Set(jsFiles(shared.assets))])) {
    listings.set(file, (listings.get(file) ?? 0) + 1);
  }
  for (const file of manifest.exposes.flatMap((expose) => jsFiles(expose.assets))) listings.set(file, Infinity);
  return manifest.shared.map((shared) => ({
    app: manifest.name,
    pkg: shared.name,
    urls: new Set(
      jsFiles(shared.assets)
        .filter((file) => listings.get(file) === 1 || BOOT_SHARED_CHUNK.test(file))
        .map((file) => new URL(file, base).href),
    ),
  }));
}

/** For each shared package, the apps whose copy had at least one file among `fetched` (absolute URLs). */
export function copiesFetched(copies: SharedCopy[], fetched: Iterable<string>): Map<string, string[]> {
  const urls = new Set(fetched);
  const byPackage = new Map<string, string[]>();
  for (const copy of copies) {
    if (!byPackage.has(copy.pkg)) byPackage.set(copy.pkg, []);
    if ([...copy.urls].some((url) => urls.has(url))) byPackage.get(copy.pkg)!.push(copy.app);
  }
  return byPackage;
}
