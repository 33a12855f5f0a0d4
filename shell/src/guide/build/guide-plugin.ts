/**
 * rspack plugin: compiles shell/guide/**.md at build time into the guide database, emitted as
 * `guide.<contenthash>.json` (immutable-cacheable), whose URL the app imports from GUIDE_DATABASE_MODULE.
 *
 * How: the compiled JSON is a virtual module that an `asset/resource` rule turns into a hashed file, so the
 * import yields its URL (resolved against the public path like any chunk) and a content change changes the
 * name. In watch mode an edited markdown file rewrites the virtual module.
 */
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { compileGuide, serializeGuide } from './compile-guide.ts';

const NAME = 'GuidePlugin';
/** Relative to the app's directory; guide-database-url.ts imports it. */
export const GUIDE_DATABASE_MODULE = 'src/guide/guide-database.generated.json';

export interface GuidePluginOptions {
  /** Directory holding `pl/` and `en/` markdown folders. */
  sourceDir: string;
  /** Emitted file name pattern. */
  filename?: string;
}

export class GuidePlugin implements RspackPluginInstance {
  constructor(private readonly options: GuidePluginOptions) {}

  apply(compiler: Compiler): void {
    const { sourceDir, filename = 'guide.[contenthash:8].json' } = this.options;
    const modulePath = path.resolve(compiler.context, GUIDE_DATABASE_MODULE);
    const compile = () => serializeGuide(compileGuide(sourceDir));

    const virtualModules = new compiler.rspack.experiments.VirtualModulesPlugin({ [modulePath]: compile() });
    virtualModules.apply(compiler);
    compiler.options.module.rules.push({
      test: (resource: string) => path.resolve(resource) === modulePath,
      type: 'asset/resource',
      generator: { filename },
    });

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.contextDependencies.add(sourceDir);
    });
    compiler.hooks.watchRun.tap(NAME, (watching) => {
      const changed = [...(watching.modifiedFiles ?? []), ...(watching.removedFiles ?? [])];
      if (changed.some((file) => file.startsWith(sourceDir))) virtualModules.writeModule(modulePath, compile());
    });
  }
}
