/**
 * The shell's server bundle entry (ARCHITECTURE §7): an async boundary, as in the browser, so the shared singletons are
 * negotiated by the federation runtime before the renderer's modules run.
 */
import type { RemoteName } from '@helpdesk/shared/remote-names';
import type { RenderRequest, RenderResult } from './render.tsx';

export type { RenderRequest, RenderResult };

export async function render(request: RenderRequest): Promise<RenderResult> {
  const module = await import('./render.tsx');
  return module.render(request);
}

/** Loads a remote version's server build ahead of a render (render.tsx `prepare`). */
export async function prepare(remote: RemoteName, manifest: string): Promise<boolean> {
  const module = await import('./render.tsx');
  return module.prepare(remote, manifest);
}
