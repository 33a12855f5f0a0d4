/** Accessibility sweep (axe, WCAG 2.1 A/AA): every staff route as the admin, in Polish and in English. */
import { SWEEP_ROLES } from './a11y-routes.ts';
import { sweepRole } from './a11y-sweep.ts';

sweepRole(SWEEP_ROLES.admin, ['agent', 'admin']);
