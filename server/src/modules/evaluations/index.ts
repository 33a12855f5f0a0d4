/** The evaluations module's public face: the rating invitation a resolved ticket sends. */
export { sendEvaluationInvite } from './service';
export { evaluationRoutes } from './routes';
