/** The deliveries module's public face: delivery of ticket messages, the outbox summary and retries. */
export { deliveryRoutes } from './routes';
export { publishTicketDeliveries, type TicketDeliveriesEventPayload } from './events';
