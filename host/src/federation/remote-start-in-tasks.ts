import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// An entry each app bundles as its own copy: runtime plugins run before the shared modules are set up.
import { yieldToMain } from '@site/shared/entry-start';

/**
 * A federation runtime plugin of the host: a remote's start (its entry arriving, setting up its container with the
 * page's shared modules, then fetching the module asked for) runs in three tasks instead of one. Each part is a few
 * milliseconds on a slow phone, and the whole was one of the page start's longest tasks.
 */
export default function remoteStartInTasks(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-start-in-tasks',
    async beforeInitContainer(args) {
      await yieldToMain();
      return args;
    },
    async initContainer(args) {
      await yieldToMain();
      return args;
    },
  };
}
