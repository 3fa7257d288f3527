import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Packages every app shares as one copy in the page (DESIGN section 2). */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@chakra-ui/react',
  '@emotion/react',
  'jotai',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@site/shared',
] as const;

/** Deep imports (react/jsx-runtime, react-dom/client, @site/shared/ui) must share too, or a second copy loads. */
const SUBPATH_PACKAGES = ['react', 'react-dom', 'jotai', '@site/shared'] as const;

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  strictVersion: false;
  import?: string | false;
  version?: string;
  /** Deep imports of the package (the part after "name/") that each app bundles instead of sharing. */
  exclude?: { request: RegExp };
}

/**
 * Entries of @site/shared that every app bundles as a copy of its own: stateless rules, with nothing to keep one of
 * in the page, which each app must run in the version it was built and tested with. Shared, the copy of whichever
 * app registered first would serve all (an older remote's Markdown sanitiser for a newer one), and each would cost
 * every page a share-scope entry and its pages one more request.
 */
const APP_OWN_SHARED_ENTRIES = /^(markdown-sanitizer|entry-start)$/;

/**
 * The federation plugin warns, for every entry of the package, that a request filter on a singleton might give two
 * copies of it: for the entries above that is the point, and the filter lets every other entry through.
 */
export function isAppOwnEntriesWarning(warning: { message: string }): boolean {
  return warning.message.includes(
    `"singleton: true" is used together with "exclude.request: ${APP_OWN_SHARED_ENTRIES}"`,
  );
}

/** A package provided through a facade module (see react-router-browser.ts and package-facade.ts). */
interface Facade {
  facade: string;
  version: string;
}

export interface SharingOptions {
  /** React Router's browser-API facade, provided for both react-router and react-router-dom. */
  router: Facade;
  /** Other packages provided through a generated facade, by package name. */
  facades: Record<string, Facade>;
  /** Packages this app uses but never provides (it takes the copy a remote that needs them brings). */
  consumeOnly: string[];
}

function readJson(file: string): { version: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(file, 'utf8')) as { version: string; dependencies?: Record<string, string> };
}

export function sharedSingletons(
  appDir: string,
  { router, facades, consumeOnly }: SharingOptions,
): Record<string, SharedEntry> {
  const deps = readJson(path.join(appDir, 'package.json')).dependencies ?? {};
  const sharedPkgVersion = readJson(path.resolve(appDir, '../shared/package.json')).version;
  const versionOf = (name: string): string => {
    if (name === '@site/shared') return `^${sharedPkgVersion}`;
    const range = deps[name];
    if (!range) throw new Error(`${appDir}/package.json must depend on ${name}, a shared singleton`);
    return /^\d/.test(range) ? `^${range}` : range;
  };
  const entries: Record<string, SharedEntry> = {};
  for (const name of SINGLETON_PACKAGES) {
    entries[name] = { singleton: true, requiredVersion: versionOf(name), strictVersion: false };
  }
  for (const name of ['react-router', 'react-router-dom']) {
    entries[name] = { ...entries[name]!, import: router.facade, version: router.version };
  }
  for (const [name, { facade, version }] of Object.entries(facades)) {
    entries[name] = { ...entries[name]!, import: facade, version };
  }
  for (const name of consumeOnly) {
    entries[name] = { ...entries[name]!, import: false };
  }
  for (const name of SUBPATH_PACKAGES) {
    entries[`${name}/`] = { singleton: true, requiredVersion: versionOf(name), strictVersion: false };
  }
  entries['@site/shared/'] = { ...entries['@site/shared/']!, exclude: { request: APP_OWN_SHARED_ENTRIES } };
  return entries;
}
