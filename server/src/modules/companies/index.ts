/** The companies module's public face. */
export { companyRoutes } from './routes';
export { contractHealthSource, type ContractHealthOf } from './hooks';
