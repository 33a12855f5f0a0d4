/** Accessibility sweep (axe, WCAG 2.1 A/AA): every staff route an agent may open, in Polish and in English. */
import { SWEEP_ROLES } from './a11y-routes.ts';
import { sweepRole } from './a11y-sweep.ts';

// agent@demo.test is assigned to companies, so it also holds the derived assigned-agent role.
sweepRole(SWEEP_ROLES.agent, ['agent', 'assigned-agent']);
