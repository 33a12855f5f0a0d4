// The package's test command: the shared-state suite (one worker, its own server) and the accessibility sweep (read
// only, its own server twenty ports up) side by side, so the two cores are busy while one suite waits on a page.
// Either alone: `E2E_A11Y=skip playwright test`, `playwright test tests/a11y-`.
import { lanes } from '../../scripts/lanes.mjs';

const base = Number(process.env.E2E_PORT_BASE ?? 8010);
const playwright = 'node_modules/.bin/playwright';
// Two sweep workers beside the suite's one: three browsers on a two-core machine keep each page within its timeouts.
const sweepWorkers = process.env.E2E_A11Y_WORKERS ?? '2';

await lanes(process.env, [
  { name: 'e2e', steps: [{ cmd: [playwright, 'test'], env: { E2E_A11Y: 'skip' } }] },
  {
    name: 'a11y',
    steps: [
      {
        cmd: [playwright, 'test', 'tests/a11y-', `--workers=${sweepWorkers}`],
        env: { E2E_PORT_BASE: String(base + 20) },
      },
    ],
  },
]);
