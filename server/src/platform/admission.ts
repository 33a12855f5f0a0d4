/**
 * Page loads take turns with everything else the process answers. The server puts the HTML of an app route (the
 * session, the boot data, a render) behind one of these: a burst of full loads — a team opening the help desk at
 * nine, a reload storm after a deploy — then queues its own pages instead of every API call of the screens already
 * open.
 *
 * Two rules. At most `capacity` pieces of work run at once (0: no limit). And one piece starts per turn of the event
 * loop, so the loop reads the sockets between two starts. The second rule is the one that matters with the embedded
 * database: it answers in microtasks, so a page's whole work runs without the loop reading a single new request, and
 * twenty pages whose file lookups finished together ran back to back (~90 ms) while an API call that had arrived
 * meanwhile waited unread (measured: bench/page-load --ssr, "the server alone").
 */
export interface Admission {
  /** Runs `work` at its turn, and resolves (or rejects) as it does. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Pieces of work running now. */
  readonly running: number;
  /** Pieces of work waiting for their turn. */
  readonly waiting: number;
}

export function createAdmission(capacity: number): Admission {
  let running = 0;
  let turnPending = false;
  const queue: (() => void)[] = [];
  const nextTurn = () => {
    if (turnPending || !queue.length || (capacity > 0 && running >= capacity)) return;
    turnPending = true;
    setImmediate(() => {
      turnPending = false;
      const start = queue.shift();
      if (!start) return;
      running++;
      start();
      nextTurn();
    });
  };
  return {
    run(work) {
      return new Promise((resolve, reject) => {
        // The place is given back before the caller hears the outcome.
        const leave = () => {
          running--;
          nextTurn();
        };
        queue.push(() => {
          work().then(
            (value) => {
              leave();
              resolve(value);
            },
            (error: unknown) => {
              leave();
              reject(error);
            },
          );
        });
        nextTurn();
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
