// Component tests wait for lazy chunks and queries: on a 2-core CI machine where jest shares the cores with the
// server suite, the 1 s default of testing-library's findBy*/waitFor is too short, so failures would be about load,
// not behaviour. Only a failing wait runs to this limit.
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');

configure({ asyncUtilTimeout: 15_000 });
