import { type Static, type TSchema, Type } from 'typebox';

// What a build writes about the files its pages load, for the server to hint them with a page (remote-build.ts names
// the files). The server reads them with these schemas: a file not of this shape gives no hints.

/** A file of the build's own folder that a page loads: a script or a stylesheet, and no way out of the folder. */
const PageFiles = Type.Array(Type.String({ pattern: '^(?!.*\\.\\.)[\\w.-]+(/[\\w.-]+)*\\.(js|css)$' }), {
  maxItems: 50,
});

/** Shared modules by share key, each with the files of one app's copy (the host's shared-files.json). */
export const SharedCopies = Type.Record(Type.String({ pattern: '^[\\w@./-]{1,200}$' }), PageFiles, {
  additionalProperties: false,
});
export type SharedCopies = Static<typeof SharedCopies>;

const ByRoutePattern = <T extends TSchema>(value: T) =>
  Type.Record(Type.String({ pattern: '^/' }), value, { additionalProperties: false });

/** A remote's route-assets.json. */
export const RouteAssets = Type.Object({
  /** Each full route pattern whose records name chunks, with their files (its layout's first). */
  routes: ByRoutePattern(PageFiles),
  /**
   * Each such pattern's shared modules, consumed by its chunks or, transitively, by this build's copies of them,
   * with the files of this build's copy. Which copy a page uses is the page's to decide (a copy the host provides
   * is registered first, and a registered version is kept): the server picks the files to hint.
   */
  shared: ByRoutePattern(SharedCopies),
});
export type RouteAssets = Static<typeof RouteAssets>;
