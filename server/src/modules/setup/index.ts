/** The setup module's public face: the first-run setup (first admin) routes and service. */
export { setupRoutes } from './routes';
export { AdminExists, createFirstAdmin, EmailTaken, firstAdminSchema, hasAdmin, issueSetupToken, SETUP_TOKEN_HOURS } from './service';
