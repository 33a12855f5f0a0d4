/** The broadcasting module's public face: the private-channel authorisation and the embedded Pusher-protocol endpoint. */
export { broadcastingRoutes, pusherEndpoint } from './routes';
