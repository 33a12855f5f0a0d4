/** The macros module's public face: its routes (the seed writes its demo macros through the service). */
export { macroRoutes } from './routes';
export { createMacro } from './service';
