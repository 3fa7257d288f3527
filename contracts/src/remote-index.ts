import { type Static, Type } from 'typebox';

import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from './remote-names.js';

export { REMOTE_NAME_PATTERN, VERSION_PATTERN };

/** One live remote in `GET /remotes.json` (and in the page's `#remote-index`). */
export const RemoteIndexEntry = Type.Object({
  name: Type.String({ pattern: REMOTE_NAME_PATTERN }),
  version: Type.String({ pattern: VERSION_PATTERN }),
  /** The build's mf-manifest.json. */
  manifest: Type.String(),
  /** The build's remoteEntry.js, which the host registers; beside the manifest when absent. */
  entry: Type.Optional(Type.String()),
  /** The route patterns the remote serves, read from its build. */
  routes: Type.Array(Type.String()),
});
export type RemoteIndexEntry = Static<typeof RemoteIndexEntry>;

export const RemoteIndex = Type.Object({ remotes: Type.Array(RemoteIndexEntry) });
export type RemoteIndex = Static<typeof RemoteIndex>;
