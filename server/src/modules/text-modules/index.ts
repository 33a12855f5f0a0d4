/**
 * The text modules module's public face: its routes, and the rendering a macro or an automation answering "with a
 * text module" calls with its own actor.
 */
export { textModuleRoutes } from './routes';
export { fillPlaceholders, placeholderValues, renderTextModule, renderTextModuleFor } from './render';
export { findTextModule, type TextModuleRow } from './service';
