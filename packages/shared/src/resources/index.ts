/**
 * The API's resources: what the server's presenters return and what the apps read. Zod schemas for the
 * server's contract test, inferred types for everyone; apps import the types with `import type` so no schema
 * reaches a bundle.
 */
export * from './common.ts';
export * from './tickets.ts';
export * from './projects.ts';
export * from './monitoring.ts';
export * from './reminders.ts';
export * from './unassigned-emails.ts';
export * from './company-report.ts';
export * from './agents.ts';
export * from './clients.ts';
export * from './companies.ts';
export * from './remote-deployments.ts';
export * from './deliveries.ts';
export * from './finance.ts';
export * from './invoicing.ts';
export * from './devices.ts';
export * from './time-acceptance.ts';
export * from './reports-time.ts';
export * from './reports-overview.ts';
export * from './leaves.ts';
export * from './competencies.ts';
export * from './access-data.ts';
export * from './contract-balance.ts';
export * from './lookups.ts';
export * from './notification-preferences.ts';
export * from './two-factor.ts';
export * from './audit-log.ts';
export * from './text-modules.ts';
export * from './search.ts';
export * from './macros.ts';
export * from './automations.ts';
export * from './timer.ts';
