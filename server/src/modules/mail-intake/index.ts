/** The mail intake's public face: acting as the system for a company, and the stored attachments of an e-mail. */
export { intakeActor, intakeTransaction, mailSenderOf } from './intake-context';
export { copyToTicket, type StoredFile } from './attachment-files';
export { ingestMessage } from './service';
export { mailIntakeRoutes } from './routes';
export type { SenderCheck } from './sender-check';
