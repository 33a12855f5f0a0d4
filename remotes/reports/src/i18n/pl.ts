/** Polish texts of the reports remote (namespace 'reports'). */
import { timeReportsPl } from '../features/agent-report/i18n/pl.ts';

export const pl = {
  name: 'Raporty',
  screens: {
    dailyReport: 'Raport dzienny',
    companyReport: 'Raport firmy',
    generalReport: 'Raport ogólny',
    agentReport: 'Raport agenta',
    agentReportBackup: 'Raport agenta (kopia)',
    agentReportBackup2: 'Raport agenta (kopia 2)',
    timeAccept: 'Akceptacja czasu',
    internalTime: 'Czasy wewnętrzne',
    agentStats: 'Statystyki agentów',
    agentStatsShow: 'Statystyki agenta',
  },
  timeReports: timeReportsPl,
};
