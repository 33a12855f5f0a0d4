// One lint config for the monorepo. Its main job beyond the usual: keep the micro-frontend boundaries —
// a remote never imports another remote or the shell, and the shell never imports a remote's source.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// The remotes are the folders under remotes/ (their names: packages/shared/src/federation/remote-names.ts).
const REMOTES = readdirSync(new URL('./remotes', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// What no file of a remote imports: the shell, another remote.
const remotePatterns = (self) => [
  {
    group: ['**/shell/**', '@helpdesk/shell', '@helpdesk/shell/*'],
    message: 'A remote never imports the shell: share through @helpdesk/shared.',
  },
  ...REMOTES.filter((other) => other !== self).map((other) => ({
    group: [`**/remotes/${other}/**`, `../${other}/**`, `../../${other}/**`, `@helpdesk/remote-${other}`, `@helpdesk/remote-${other}/*`],
    message: `A remote never imports another remote (${other}): share through @helpdesk/shared.`,
  })),
];

const remoteBoundary = (self) => ({
  files: [`remotes/${self}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: remotePatterns(self) }] },
});

// Inside a remote (STYLE.md, ARCHITECTURE §8): src/features/<feature>/{api,components,hooks,lib,i18n} is one feature,
// and a feature never imports another one. What several features share is feature-neutral and lives in the remote's
// own src/{api,components,hooks,lib,testing} (or in @helpdesk/shared when other apps need it too); those folders never
// import a feature. src/i18n composes the features' texts (their i18n/ only) and src/routes.tsx mounts their screens.
// Lazy import() is not an import declaration: the rule cannot see it (feature-boundaries.test.ts scans for it).
const FEATURE_PARTS = ['api', 'components', 'hooks', 'lib', 'i18n', 'testing'];
const featuresOf = (remote) =>
  readdirSync(new URL(`./remotes/${remote}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const featureBoundaries = (remote) => [
  ...featuresOf(remote).map((feature) => ({
    files: [`remotes/${remote}/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...remotePatterns(remote),
            ...featuresOf(remote)
              .filter((other) => other !== feature && !FEATURE_PARTS.includes(other))
              .map((other) => ({
                group: [`../${other}/**`, `../../${other}/**`, `../../../${other}/**`, `**/features/${other}/**`],
                message:
                  `A feature never imports another feature (${other}): move what both need to the remote's ` +
                  'src/{api,components,hooks,lib} or to @helpdesk/shared.',
              })),
          ],
        },
      ],
    },
  })),
  {
    files: [`remotes/${remote}/src/{${FEATURE_PARTS.filter((part) => part !== 'i18n').join(',')}}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...remotePatterns(remote),
            { group: ['**/features/**'], message: "The remote's feature-neutral code never imports a feature." },
          ],
        },
      ],
    },
  },
  {
    files: [`remotes/${remote}/src/i18n/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...remotePatterns(remote),
            { regex: '(^|/)features/[^/]+/(?!i18n/)', message: "The remote's texts take a feature's texts only (its i18n/)." },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'var/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.cache/**',
      'server/drizzle/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Test clients read loosely shaped JSON bodies; production code stays strict.
    files: ['**/*.test.ts', '**/*.test.tsx', 'server/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', globalThis: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...REMOTES.map(remoteBoundary),
  ...REMOTES.flatMap(featureBoundaries),
  {
    files: ['shell/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Except a remote's declaration (its paths and menu entries, plain data): the shell keeps a build-time
              // copy of them as the last fallback for a build that declares nothing (built-in-declarations.ts).
              regex: '(^|/)remotes/(?![^/]+/src/declaration\\.ts$)|^@helpdesk/remote-',
              message: 'Remotes are loaded at run time through the federation runtime, never imported.',
            },
          ],
        },
      ],
    },
  },
  {
    // A server module is used through its index.ts (its public face): another module's files are its inside.
    // Imports within a module and from platform/ stay free; tests (and probes run by hand) may use another module's insides.
    files: ['server/src/modules/*/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.probe.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?!index$)[^/]+',
              message: "Import another server module through its index.ts ('../<module>'); export what others need there.",
            },
          ],
        },
      ],
    },
  },
  {
    // Outside the modules (app.ts, the entry points, platform/, the test harness) a module is used through its index.ts too.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/modules/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\./|(\\.\\./)+)modules/[^/]+/(?!index$)[^/]+',
              message: "Import a server module through its index.ts ('./modules/<module>'); export what others need there.",
            },
          ],
        },
      ],
    },
  },
  {
    // Bundled into each app (not singletons, packages/build/src/shared-dependencies.ts): a relative import of the
    // stateful root would give an app its own API client, store or event bus.
    files: ['packages/shared/src/{schemas,forms,ui,remote}/**/*.{ts,tsx}'],
    ignores: ['packages/shared/src/ui/screen-placeholder.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../api/*',
                '../state/*',
                '../events/*',
                '../i18n/*',
                '../realtime/*',
                '!../realtime/broadcast-names.ts',
                '!../i18n/shared-translations.ts',
                '../federation/*',
                '!../federation/remote-names.ts',
                '../index.ts',
              ],
              message: 'Stateful parts of @helpdesk/shared are singletons: import them from "@helpdesk/shared".',
            },
          ],
        },
      ],
    },
  },
);
