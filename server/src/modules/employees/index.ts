/** The employees module's public face: the temporary password every new account (client person, agent) gets. */
export { temporaryPassword } from './service';
export { employeeRoutes } from './routes';
