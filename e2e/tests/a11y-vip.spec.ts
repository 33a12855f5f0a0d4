/** Accessibility sweep (axe, WCAG 2.1 A/AA): every client route a client-vip may open, in Polish and in English. */
import { SWEEP_ROLES } from './a11y-routes.ts';
import { sweepRole } from './a11y-sweep.ts';

// ACME shows reports and monitoring logs to its VIPs, so the VIP holds both permissions.
sweepRole(SWEEP_ROLES.vip, ['client', 'client-vip', 'monitoring-log', 'company-report']);
