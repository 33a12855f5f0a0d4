import { jestConfig } from '@helpdesk/build/jest';

const base = jestConfig(import.meta.dirname);

export default {
  ...base,
  // echarts and zrender ship ES modules (the charts' lazy chunk), as does preact under FullCalendar (the leaves
  // calendar's): swc transforms them like jotai.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jotai|echarts|zrender|@fullcalendar|preact)[@/+])'],
};
