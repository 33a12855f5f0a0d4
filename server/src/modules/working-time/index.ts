/** The working-time module's public face: expected and reported minutes per agent and day (holidays, leaves, time scope). */
export {
  availableNow,
  awayDays,
  daysBetween,
  expectedMinutes,
  holidaysBetween,
  isWeekend,
  reportedMinutes,
  type AgentScope,
} from './service';
