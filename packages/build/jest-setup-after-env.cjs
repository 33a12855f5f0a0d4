// Component tests wait for lazy chunks and queries: on a busy 2-core CI machine the 1 s default of
// testing-library's findBy*/waitFor is too short, so failures would be about load, not behaviour.
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');

configure({ asyncUtilTimeout: 5000 });
