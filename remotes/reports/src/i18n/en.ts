import type { pl } from './pl.ts';
import { timeReportsEn } from '../features/agent-report/i18n/en.ts';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** English texts of the reports remote; the type keeps its keys equal to the Polish file's. */
export const en: Texts<typeof pl> = {
  name: 'Reports',
  screens: {
    dailyReport: 'Daily report',
    companyReport: 'Company report',
    generalReport: 'General report',
    agentReport: 'Agent report',
    agentReportBackup: 'Agent report (backup)',
    agentReportBackup2: 'Agent report (backup 2)',
    timeAccept: 'Time acceptance',
    internalTime: 'Internal times',
    agentStats: 'Agent statistics',
    agentStatsShow: 'Agent statistics detail',
  },
  timeReports: timeReportsEn,
};
