/** A contract-health bar's colour: amber from 80 % of the package, red from 100 %. */
export const HEALTH_WARNING_PERCENT = 80;
export const HEALTH_OVER_PERCENT = 100;

export type HealthLevel = 'ok' | 'warning' | 'over';

export function healthLevel(percent: number): HealthLevel {
  if (percent >= HEALTH_OVER_PERCENT) return 'over';
  if (percent >= HEALTH_WARNING_PERCENT) return 'warning';
  return 'ok';
}
