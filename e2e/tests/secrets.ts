/**
 * Secrets the e2e server is started with (playwright.config.ts): the server has no built-in ones, and a
 * development server would generate random ones per data directory. Test values, never for a real deployment.
 */
export const MAIL_INTAKE_TOKEN = 'e2e-mail-intake-token-not-a-real-secret-0123456789';
export const REMOTE_DEPLOY_TOKEN = 'e2e-remote-deploy-token-not-a-real-secret-0123';
