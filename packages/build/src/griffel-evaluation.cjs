/**
 * What a style object may take from '@fluentui/react-components' when Griffel's build-time transform evaluates it in
 * Node (app-config.ts, griffelAheadOfTime): its design tokens, typography styles, themes and Griffel's shorthands —
 * not the whole component library, which the evaluation would otherwise load for every file with styles (3× the
 * build's time). Anything else a style object asks of it fails the build by name instead of becoming no CSS.
 */
const theme = require('@fluentui/react-theme');
const { shorthands } = require('@griffel/core');

const values = { ...theme, shorthands };
module.exports = new Proxy(values, {
  get(target, key) {
    if (typeof key !== 'string' || key in target || key === '__esModule' || key === 'default' || key === 'then') return target[key];
    throw new Error(
      `A style object uses '${key}' from @fluentui/react-components, which the build-time style evaluation does not provide (packages/build/src/griffel-evaluation.cjs)`,
    );
  },
});
