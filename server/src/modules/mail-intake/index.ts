/** The mail intake's public face: acting as the system for a company, the stored attachments of an e-mail, bounces. */
export { intakeActor, intakeTransaction, mailSenderOf } from './intake-context';
export { copyToTicket, type StoredFile } from './attachment-files';
export { ingestMessage } from './service';
export { mailIntakeRoutes } from './routes';
export { parseBounce, type Bounce } from './bounce';
export { mailBounced, type MailBounced } from './hooks';
export type { SenderCheck } from './sender-check';
