// The jest setup every front-end package uses: jsdom, @swc/jest for TS/TSX, tests next to the code.
// Plain JavaScript because jest reads it before any TypeScript loader exists (Node 20 has no type stripping).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const setupFile = fileURLToPath(new URL('./jest-setup.cjs', import.meta.url));
const environment = fileURLToPath(new URL('./jest-environment.cjs', import.meta.url));
const afterEnv = fileURLToPath(new URL('./jest-setup-after-env.cjs', import.meta.url));
const reactIcons = fileURLToPath(new URL('./jest-react-icons.cjs', import.meta.url));

/** `@fluentui/react-icons` one icon family at a time (jest-react-icons.cjs), for a package that uses the icons. */
function reactIconsMapper(rootDir) {
  let utils;
  try {
    utils = createRequire(join(rootDir, 'package.json')).resolve('@fluentui/react-icons/utils');
  } catch {
    return {};
  }
  return { '^@fluentui/react-icons$': reactIcons, '^@helpdesk/jest-react-icons/(.*)$': `${dirname(utils)}/$1` };
}

export function jestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFiles: [setupFile],
    setupFilesAfterEnv: [afterEnv],
    // A budget against a hung test, not a speed check (speed is bench/'s): `npm test` runs jest beside the server
    // suite on two cores, where a screen test that renders a whole form can take 20 s.
    testTimeout: 60_000,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            target: 'es2022',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // jotai 3 ships ESM only (TOOLCHAIN.md): let swc transform it too.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jotai)[@/])'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
    moduleNameMapper: reactIconsMapper(rootDir),
  };
}
