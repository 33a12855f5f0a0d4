/** The audit-log module's public face: the admin's read of the audit trail and its retention job. */
export { auditLogRoutes } from './routes';
