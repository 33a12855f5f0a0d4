// Plain JavaScript: the root test command and the e2e package's test script use it before anything is installed.
import { spawn } from 'node:child_process';

/**
 * Runs independent steps side by side (the machine's cores are otherwise idle while one test process waits on its
 * database or timers), each output line prefixed with the lane's name. A step is [command, ...args] or
 * { cmd: [command, ...args], env, cwd, name }. `shared` steps are taken one at a time by whichever lane has finished
 * its own (a lane may have none), so lanes of unequal length still end together. Every lane runs to its end; then
 * the run fails if any step failed, naming its lane.
 */
export async function lanes(env, list, shared = []) {
  const queue = [...shared];
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
            const [bin, ...args] = step.cmd;
            const child = spawn(bin, args, { env: { ...env, ...step.env }, cwd: step.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
            for (const stream of [child.stdout, child.stderr]) {
              let rest = '';
              stream.setEncoding('utf8');
              stream.on('data', (chunk) => {
                const lines = (rest + chunk).split('\n');
                rest = lines.pop();
                for (const line of lines) console.log(`${prefix} ${line}`);
              });
              stream.on('end', () => rest && console.log(`${prefix} ${rest}`));
            }
            child.on('close', (status, signal) => {
              if (status !== 0) {
                console.error(`\n✖ ${prefix} ${[bin, ...args].join(' ')} failed (exit ${status ?? signal})`);
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
    console.error(`\n✖ failed: ${failed.map((result) => result.name).join(', ')}`);
    process.exit(failed[0].status);
  }
}
