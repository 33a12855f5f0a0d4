/**
 * The shell's server bundle entry (ARCHITECTURE §7): an async boundary, as in the browser, so the shared singletons are
 * negotiated by the federation runtime before the renderer's modules run.
 */
import type { RenderRequest, RenderResult } from './render.tsx';

export type { RenderRequest, RenderResult };

export async function render(request: RenderRequest): Promise<RenderResult> {
  const module = await import('./render.tsx');
  return module.render(request);
}
