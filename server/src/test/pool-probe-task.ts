/** A task module for the CPU pool's own tests: holds its worker for a while, as a long parse would. */
import { offThreadTask } from '../platform/cpu-work/cpu-pool';

export const holdTask = offThreadTask((ms: number): number => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  return ms;
});
