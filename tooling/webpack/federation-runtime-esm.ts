import type { RuleSetRule } from 'webpack';

/**
 * The federation runtime reaches the page through both require() (the plugin that hands the host's runtime to the
 * remotes) and import (the bundler runtime and the host's own code), which would bundle its CommonJS and ES builds
 * side by side (about 10 KB gzip more on every page). Resolving the federation packages' own requires with the
 * "import" condition keeps one copy: the ES build.
 */
export const federationRuntimeEsm: RuleSetRule = {
  test: /[\\/]@module-federation[\\/]/,
  resolve: { conditionNames: ['import', 'module', 'webpack', 'production', 'browser', 'default'] },
};
