import type { RouteAreas } from '@site/contracts/route-areas';
import { HttpError } from '../lib/http-error.js';
import { manifestAddress } from './manifest-address.js';
import type { BuildRoutes } from './releases.js';
import { type RemoteStore, storeKeyOf } from './remote-store/remote-store.js';
import { requireRoutesInArea } from './route-area-check.js';
import { type BuildReader, readBuildRoutes } from './store.js';

/**
 * The routes of a recorded release's build as it goes live again ("make live", rollback, a deploy key's release).
 * Its manifest is checked as a new release's would be: a release recorded before the checks (another version's
 * files, an origin no longer listed) stays off, and so does a version whose files the pruning removed: its pages
 * would load nothing; and so does one whose routes leave its remote's area.
 */
export function liveBuildRoutes(read: BuildReader, origins: string[], store: RemoteStore, areas: RouteAreas) {
  return (action: string): BuildRoutes =>
    async (target) => {
      try {
        manifestAddress(target.manifest, target.remote, target.version, origins, 'its manifest');
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        throw HttpError.conflict(`Cannot ${action} ${target.remote} ${target.version}: ${error.message}`);
      }
      const key = storeKeyOf(target.manifest);
      if (key && !(await store.ensureLocal(key.name, key.version))) {
        throw HttpError.conflict(
          `Cannot ${action} ${target.remote} ${target.version}: its files are no longer in the remote store (pruned); upload the build again`,
        );
      }
      const routes = await readBuildRoutes(read, action, target);
      requireRoutesInArea(action, { ...target, routes: routes ?? target.routes }, areas);
      return routes;
    };
}
