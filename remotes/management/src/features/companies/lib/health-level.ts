/** A contract-health bar's colour: amber from the package's warning percent (80 %), red from its limit (100 %). */
import { PACKAGE_LIMIT_PERCENT, PACKAGE_WARNING_PERCENT } from '@helpdesk/shared/constants';

export type HealthLevel = 'ok' | 'warning' | 'over';

export function healthLevel(percent: number): HealthLevel {
  if (percent >= PACKAGE_LIMIT_PERCENT) return 'over';
  if (percent >= PACKAGE_WARNING_PERCENT) return 'warning';
  return 'ok';
}
