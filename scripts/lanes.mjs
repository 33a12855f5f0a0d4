// Plain JavaScript: the root test command and the e2e package's test script use it before anything is installed.
import { spawn } from 'node:child_process';

/**
 * Runs independent steps side by side (the machine's cores are otherwise idle while one test process waits on its
 * database or timers), each output line prefixed with the lane's name. Every lane runs to its end; then the run
 * fails if any lane failed, naming it. A step is [command, ...args] or { cmd: [command, ...args], env, cwd }.
 */
export async function lanes(env, list) {
  const results = await Promise.all(
    list.map(
      ({ name, steps }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const next = (index) => {
            if (index === steps.length) {
              console.log(`[${name}] done in ${Math.round((Date.now() - started) / 1000)} s`);
              resolve({ name, status: 0 });
              return;
            }
            const step = Array.isArray(steps[index]) ? { cmd: steps[index] } : steps[index];
            const [bin, ...args] = step.cmd;
            const child = spawn(bin, args, { env: { ...env, ...step.env }, cwd: step.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
            for (const stream of [child.stdout, child.stderr]) {
              let rest = '';
              stream.setEncoding('utf8');
              stream.on('data', (chunk) => {
                const lines = (rest + chunk).split('\n');
                rest = lines.pop();
                for (const line of lines) console.log(`[${name}] ${line}`);
              });
              stream.on('end', () => rest && console.log(`[${name}] ${rest}`));
            }
            child.on('close', (status, signal) => {
              if (status === 0) return next(index + 1);
              console.error(`\n✖ [${name}] ${[bin, ...args].join(' ')} failed (exit ${status ?? signal})`);
              resolve({ name, status: status ?? 1 });
            });
          };
          next(0);
        }),
    ),
  );
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length > 0) {
    console.error(`\n✖ failed: ${failed.map((result) => result.name).join(', ')}`);
    process.exit(failed[0].status);
  }
}
