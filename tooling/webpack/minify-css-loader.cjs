// Production styles are minified per module, before css-loader reads them: the browser build's stylesheets and the
// prerender build's first-view styles (inline in every page's HTML) get the same small text. esbuild leaves the
// CSS-module syntax (`:global`, `composes`) as it is for css-loader, which still rejects a stylesheet that does not
// parse; what esbuild only warns about becomes a build warning.
const { transform } = require('esbuild');

module.exports = function minifyCssLoader(source) {
  const callback = this.async();
  transform(source, { loader: 'css', minify: true, sourcefile: this.resourcePath }).then(
    (result) => {
      for (const warning of result.warnings) {
        const at = warning.location ? `:${warning.location.line}:${warning.location.column}` : '';
        this.emitWarning(new Error(`${this.resourcePath}${at}: ${warning.text}`));
      }
      callback(null, result.code);
    },
    (error) => callback(error),
  );
};
