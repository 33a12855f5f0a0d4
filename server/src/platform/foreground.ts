/**
 * The requests this process is answering right now, so background work gives way to people: the outbox sender starts
 * its next send only once no request is in flight (or after a bounded wait — background work is slowed by a busy
 * server, never starved). Node runs both on one event loop; without this, every await of a request queues behind
 * the sender's MIME building and socket writes, and an ordinary API call took 2–3× longer while mail was going out
 * (bench/outbox). WebSocket upgrades are not counted: a socket stays open for hours.
 */
export interface Foreground {
  enter(): void;
  leave(): void;
  /** Requests in flight. */
  readonly inFlight: number;
  /** Resolves once no request is in flight, or after `maxWaitMs` at the latest. */
  quiet(maxWaitMs: number): Promise<void>;
}

export function createForeground(): Foreground {
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  return {
    enter() {
      inFlight++;
    },
    leave() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight > 0 || !waiters.length) return;
      const woken = waiters;
      waiters = [];
      for (const wake of woken) wake();
    },
    get inFlight() {
      return inFlight;
    },
    quiet(maxWaitMs) {
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== finish);
          finish();
        }, maxWaitMs);
        waiters.push(finish);
      });
    },
  };
}

/** Always quiet: for a sender without a server around it (tests, scripts). */
export const NO_FOREGROUND: Pick<Foreground, 'quiet'> = { quiet: () => Promise.resolve() };
