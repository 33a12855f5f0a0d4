// Plain JavaScript: the root test command and the e2e package's test script use it before anything is installed.
import { spawn } from 'node:child_process';

/** How much of a failed step's output the closing recap repeats. */
const RECAP_LINES = 60;

/**
 * Runs independent steps side by side (the machine's cores are otherwise idle while one test process waits on its
 * database or timers), each output line prefixed with the lane's name. A step is [command, ...args] or
 * { cmd: [command, ...args], env, cwd, name }. `shared` steps are taken one at a time by whichever lane has finished
 * its own (a lane may have none), so lanes of unequal length still end together. Every lane runs to its end; then
 * the run fails if any step failed, naming its lane and repeating the end of that step's output (where a test
 * runner sums up its failures), since lanes interleave and a log read from its tail would otherwise not show it.
 */
export async function lanes(env, list, shared = []) {
  const queue = [...shared];
  const recaps = [];
  const results = await Promise.all(
    list.map(
      ({ name, steps }) =>
        new Promise((resolve) => {
          const started = Date.now();
          let failed = null;
          const own = [...steps];
          const next = () => {
            const raw = own.shift() ?? queue.shift();
            if (!raw) {
              const took = `${Math.round((Date.now() - started) / 1000)} s`;
              console.log(failed ? `[${name}] failed after ${took}` : `[${name}] done in ${took}`);
              resolve({ name, status: failed ?? 0 });
              return;
            }
            const step = Array.isArray(raw) ? { cmd: raw } : raw;
            const prefix = step.name ? `[${name}: ${step.name}]` : `[${name}]`;
            const stepStarted = Date.now();
            const tail = [];
            const keep = (line) => {
              tail.push(line);
              if (tail.length > RECAP_LINES) tail.shift();
            };
            const [bin, ...args] = step.cmd;
            const child = spawn(bin, args, { env: { ...env, ...step.env }, cwd: step.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
            for (const stream of [child.stdout, child.stderr]) {
              let rest = '';
              stream.setEncoding('utf8');
              stream.on('data', (chunk) => {
                const lines = (rest + chunk).split('\n');
                rest = lines.pop();
                for (const line of lines) {
                  console.log(`${prefix} ${line}`);
                  keep(line);
                }
              });
              stream.on('end', () => {
                if (!rest) return;
                console.log(`${prefix} ${rest}`);
                keep(rest);
              });
            }
            child.on('close', (status, signal) => {
              if (status !== 0) {
                const headline = `✖ ${prefix} ${[bin, ...args].join(' ')} failed (exit ${status ?? signal})`;
                console.error(`\n${headline}`);
                recaps.push({ headline, tail: [...tail] });
                // A lane's own steps depend on each other (a database, then the suite on it): stop them; the shared
                // steps do not, and go on in the other lanes.
                failed ??= status ?? 1;
                own.length = 0;
              } else if (step.name) {
                console.log(`${prefix} done in ${Math.round((Date.now() - stepStarted) / 1000)} s`);
              }
              next();
            });
          };
          next();
        }),
    ),
  );
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length > 0) {
    for (const { headline, tail } of recaps)
      console.error(`\n${headline}; the end of its output:\n${tail.map((line) => `  ${line}`).join('\n')}`);
    console.error(`\n✖ failed: ${failed.map((result) => result.name).join(', ')}`);
    process.exit(failed[0].status);
  }
}
