/** The auth module's public face: sign-in, sessions and the current user as the front end receives it. */
export { presentCurrentUser } from './current-user';
export { authRoutes } from './routes';
