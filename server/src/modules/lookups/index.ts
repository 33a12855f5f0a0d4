/** The lookups module's public face: the company scope check other company-scoped routes reuse. */
export { assertCompanyVisible } from './service';
export { lookupRoutes } from './routes';
