/**
 * The whole relational schema (one Postgres dialect for PGlite and PostgreSQL). Column names are camelCase
 * here and snake_case in the database (drizzle `casing: 'snake_case'`). Soft deletes (`deletedAt`) where
 * the spec restores.
 */
export * from './schema/users-auth';
export * from './schema/companies';
export * from './schema/cmdb';
export * from './schema/tickets';
export * from './schema/messages';
export * from './schema/time';
export * from './schema/finance';
export * from './schema/intake';
export * from './schema/jobs';
export * from './schema/settings';
export * from './schema/reports';
export * from './schema/outbox';
export * from './schema/invoice-documents';
export * from './schema/ksef';
export * from './schema/audit';
export * from './schema/text-modules';
export * from './schema/macros';
export * from './schema/assignees';
export * from './schema/timers';
export * from './schema/automations';
