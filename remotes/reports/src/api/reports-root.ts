/** The query-key root of the agent and daily reports (both read reported time). */
export const reportsRoot = 'reports-time';
