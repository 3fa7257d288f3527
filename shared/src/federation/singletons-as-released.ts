import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A federation runtime plugin, in every app's build: a shared singleton is taken as registered, without comparing its
 * version with the consumer's range in the page. The server's release guard has already compared them (it refuses a
 * remote whose ranges the live host does not meet), and the page's comparison was tens of milliseconds of version
 * parsing at every start of a slow phone, for a warning nobody reads.
 */
export default function singletonsAsReleased(): ModuleFederationRuntimePlugin {
  return {
    name: 'singletons-as-released',
    resolveShare(args) {
      if (!args.shareInfo.shareConfig?.singleton) return args;
      const { shareScopeMap, scope, pkgName, version } = args;
      return {
        ...args,
        resolver: () => {
          const shared = shareScopeMap[scope]?.[pkgName]?.[version];
          return shared ? { shared, useTreesShaking: false } : undefined;
        },
      };
    },
  };
}
