/** The frontend module's public face: the shell's HTML, boot data and the SPA fallback. */
export { frontendRoutes, trySpaFallback, type HtmlUser } from './routes';
export { warmServerRender } from './server-render';
