import { jestConfig } from '@helpdesk/build/jest';

export default jestConfig(import.meta.dirname);
