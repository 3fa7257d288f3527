import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';

/**
 * React Router's package points every condition at its development build; a production page wants the production
 * one. And the shared singleton is the browser-API facade in @site/shared rather than the whole package (see
 * shared/src/routing/react-router-browser.ts).
 */
export function reactRouterBrowser(appDir: string) {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const packageDir = path.dirname(requireFromApp.resolve('react-router/package.json'));
  const version = (requireFromApp('react-router/package.json') as { version: string }).version;
  const facade = path.resolve(appDir, '../shared/src/routing/react-router-browser.ts');
  return {
    version,
    facade,
    alias: (production: boolean) => {
      const build = path.join(packageDir, 'dist', production ? 'production' : 'development');
      return {
        'react-router-browser-core$': path.join(build, 'index.mjs'),
        'react-router-browser-dom$': path.join(build, 'dom-export.mjs'),
      };
    },
    productionFiles: new webpack.NormalModuleReplacementPlugin(
      /react-router[\\/]dist[\\/]development[\\/]/,
      (resource) => {
        const data = resource.createData as { resource?: string } | undefined;
        if (data?.resource)
          data.resource = data.resource.replace(/([\\/])development([\\/])/, '$1production$2');
      },
    ),
  };
}
