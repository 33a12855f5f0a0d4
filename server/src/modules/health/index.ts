/** The health module's public face: health, readiness and metrics routes and the request id. */
export { healthRoutes, opsRoutes, requestIdOf } from './routes';
