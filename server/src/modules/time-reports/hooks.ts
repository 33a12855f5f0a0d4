/** What the time-reports module announces to the modules above it (they register in app.ts; platform/hooks.ts). */
import type { AppContext } from '../../app-context';
import { defineHook } from '../../platform/hooks';

/**
 * A company's counted time changed: a time report was added, or reports were accepted (once per company). The
 * company e-mails module warns at 80 % / 100 % of the package.
 */
export const companyTimeCounted = defineHook<[ctx: AppContext, companyId: number]>('time-reports.company-time-counted');
