// In the prerender build, a CSS module exports its class names through trackedStyles, which notes the stylesheet
// as used when a render reads a class name (see shared/src/routes/prerender-styles.ts). A pitching loader, like
// style-loader: it hands css-loader's output to the tracker instead of to the page.
module.exports = function prerenderCssLoader() {};

module.exports.pitch = function pitch(remainingRequest) {
  const request = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  return [
    `import content from ${request};`,
    "import { trackedStyles } from '@site/shared/prerender';",
    'export default trackedStyles(content.toString(), content.locals);',
    '',
  ].join('\n');
};
