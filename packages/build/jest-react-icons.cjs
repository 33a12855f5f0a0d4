// What `@fluentui/react-icons` is in the front-end tests (the preset's moduleNameMapper): the same icons, loaded one
// icon family at a time. The package's barrel requires every icon of the set (~19 MB of CommonJS, thousands of
// createFluentIcon calls), and jest evaluates it again in every test file, for our imports and Fluent's own (the
// combobox's chevron, the dialog's dismiss): about a second of CPU a file. Here an icon such as `ArrowLeft20Regular`
// is read from the family's own module, `@fluentui/react-icons/svg/arrow-left` (the package's public per-icon entry
// that the bundles already use elsewhere), and the helpers (`bundleIcon`, `iconFilledClassName`, the direction
// context) from `./utils` and `./providers`. A name found in none of them, or a look at the whole module (its keys),
// falls back to the real barrel, so nothing the barrel exports goes missing. `@helpdesk/jest-react-icons/…` is the
// package's lib-cjs folder, as the tested package resolves it (jest-preset.js): this package does not depend on it.
const { readdirSync } = require('node:fs');
const { dirname } = require('node:path');

const LIB = '@helpdesk/jest-react-icons';

const VARIANT = /(?:\d+)?(?:Regular|Filled|Light|Color)$/;
let families = null;
let barrel = null;
const loaded = new Map();

function fullBarrel() {
  barrel ??= require(`${LIB}/index.cjs`);
  return barrel;
}

/** `ArrowLeft` → `arrow-left`, from the package's own list of families (atoms/svg/<family>.cjs). */
function familyFile(name) {
  if (!families) {
    families = new Map();
    for (const file of readdirSync(dirname(require.resolve(`${LIB}/atoms/svg/add.cjs`)))) {
      if (!file.endsWith('.cjs')) continue;
      const family = file.slice(0, -'.cjs'.length);
      const pascal = family
        .split('-')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
      families.set(pascal, family);
    }
  }
  return families.get(name.replace(VARIANT, ''));
}

function lookUp(name) {
  if (loaded.has(name)) return loaded.get(name);
  let value;
  const family = VARIANT.test(name) ? familyFile(name) : undefined;
  const sources = family
    ? [() => require(`${LIB}/atoms/svg/${family}.cjs`)]
    : [() => require(`${LIB}/utils.cjs`), () => require(`${LIB}/providers.cjs`)];
  for (const source of sources) {
    const module = source();
    if (name in module) {
      value = module[name];
      break;
    }
  }
  if (value === undefined) value = fullBarrel()[name];
  loaded.set(name, value);
  return value;
}

module.exports = new Proxy(
  {},
  {
    get(_target, name) {
      if (name === '__esModule') return true;
      if (typeof name !== 'string' || name === 'then') return undefined;
      return lookUp(name);
    },
    has: (_target, name) => typeof name === 'string' && (name === '__esModule' || lookUp(name) !== undefined),
    ownKeys: () => Reflect.ownKeys(fullBarrel()),
    getOwnPropertyDescriptor(_target, name) {
      const value = name === '__esModule' ? true : typeof name === 'string' ? lookUp(name) : undefined;
      return value === undefined ? undefined : { value, enumerable: name !== '__esModule', configurable: true, writable: false };
    },
  },
);
