/** The staff overview reports: the general report and the agent statistics. */
export { agentStats, agentStatsDetail, generalReport } from './service';
export { reportsOverviewRoutes } from './routes';
