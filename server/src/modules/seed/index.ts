/** The seed module's public face: the demo MSP's seed and its sign-ins. */
export { DEMO_LOGINS, DEMO_PASSWORD, isSeeded, seed } from './seed';
