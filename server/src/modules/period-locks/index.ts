/** The period-locks module's public face: whether a company's month is invoiced, and the refusal every time-report write asks for. */
export {
  assertPeriodOpen,
  isLocked,
  lockedMonthsFrom,
  lockedPeriods,
  lockPeriod,
  monthOf,
  periodKey,
  periodLockedError,
  unlockPeriod,
} from './service';
