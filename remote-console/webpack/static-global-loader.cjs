// The console's global styles (Chakra's reset, global CSS and a CSS variable for every token) as a stylesheet built
// with the console, instead of work at every page start: creating the UI system computes them (about half of its
// cost) and the provider then serialises and inserts them, all before the first paint.
//
// Two resources go through this loader:
// - Chakra's styled-system/system.js: `createSystem` skips the global styles of a config that says `staticGlobalCss`
//   (shared/src/ui/console-system.ts does; Chakra itself knows no such key, so elsewhere, as in the tests, the styles
//   are computed and inserted at run time as before);
// - shared/src/ui/console-global.css, a placeholder: its content becomes the CSS that Chakra's provider would insert
//   for the console's config (its <Global> styles compiled by Emotion as in the browser), from the config itself, so
//   the stylesheet cannot fall behind the tokens.
const path = require('node:path');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');

const consoleDir = path.resolve(__dirname, '..');
const configFile = path.resolve(consoleDir, '../shared/src/ui/console-system.ts');
const DECLARATION = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

function patchSystem(source) {
  if (!source.includes(DECLARATION)) {
    this.emitError(
      new Error(
        `${this.resourcePath} no longer declares "${DECLARATION}": the global styles would be missing`,
      ),
    );
    return source;
  }
  return source.replace(
    DECLARATION,
    'const _global = config.staticGlobalCss ? [] : [getPreflightCss(), getGlobalCss(), getTokenCss()];',
  );
}

/** The CSS text Chakra's provider inserts for a system: its layer order, then its global styles. */
function globalCss(system) {
  // The same Emotion packages as the console's @emotion/react, and what its <Global> does in the browser.
  const emotion = createRequire(require.resolve('@emotion/react/package.json', { paths: [consoleDir] }));
  const { serializeStyles } = emotion('@emotion/serialize');
  const createCache = emotion('@emotion/cache').default;
  const cache = createCache({ key: 'css' });
  const insert = (styles) => {
    const rules = [];
    const sheet = { insert: (rule) => rules.push(rule) };
    // Emotion's browser build hands the sheet one rule at a time; its server build returns them all.
    const returned = cache.insert('', serializeStyles([styles], undefined, {}), sheet, false);
    return returned ?? rules.join('');
  };
  return `${insert(system.layers.atRule)}\n${insert(system._global)}\n`;
}

module.exports = function staticGlobalLoader(source) {
  if (!this.resourcePath.endsWith('.css')) return patchSystem.call(this, source);
  const callback = this.async();
  this.addDependency(configFile);
  // The build runs under tsx (package.json), so the TypeScript config loads as it is.
  import(pathToFileURL(configFile).href)
    .then(({ consoleConfig }) => {
      const chakra = createRequire(configFile);
      const { createSystem } = chakra('@chakra-ui/react/styled-system');
      // Node's Chakra is not patched: it computes the global styles this config skips in the browser.
      callback(null, globalCss(createSystem(consoleConfig)));
    })
    .catch((error) => callback(error));
};

// For the test that holds the stylesheet to what the provider inserts (src/global-stylesheet.test.tsx).
module.exports.globalCss = globalCss;
