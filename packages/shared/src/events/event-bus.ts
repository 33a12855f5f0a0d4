/**
 * The one event bus of the product. The shell turns real-time broadcasts and API failures into bus events;
 * remotes listen here, never on the socket (ARCHITECTURE §4).
 */
import mitt from 'mitt';
import type { HelpdeskEvents } from './events.ts';

export const eventBus = mitt<HelpdeskEvents>();
