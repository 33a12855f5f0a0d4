/** E-mail changes confirmed from the new address: what the employees and profile modules use. */
export { requestEmailChange, pendingEmail, pendingEmails, EMAIL_CHANGE_TTL_MS } from './service';
export { emailChangeRoutes } from './routes';
export { emailChangeThrottle } from './throttle';
