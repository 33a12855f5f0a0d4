import { jestConfig } from '@helpdesk/build/jest';

const config = jestConfig(import.meta.dirname);

// Today's remotes' declarations (paths, menu entries) are in the mount table of every test.
export default { ...config, setupFiles: [...config.setupFiles, '<rootDir>/src/testing/declarations-setup.ts'] };
