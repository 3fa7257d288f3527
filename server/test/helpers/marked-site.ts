import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../src/db/database.js';

export const PLAYER_ROUTES = ['/home', '/home/play', '/dmg'];
const LEGAL_ROUTES = ['/user'];
const HOST_SHARED = [
  { name: 'react', version: '19.3.1' },
  { name: '@site/shared', version: '0.1.0' },
];
const TEMPLATE =
  '<!doctype html><!--slot:html--><html lang="ja"><!--/slot--><head><!--slot:title--><title>Site</title><!--/slot-->' +
  '<!--slot:site-config--><!--/slot--><!--slot:head-end--><!--/slot--></head><body><!--slot:body-start--><!--/slot-->' +
  '<!--slot:root--><div id="root"><div class="boot-progress"></div></div><!--/slot--><!--slot:body-end--><!--/slot-->' +
  '</body></html>';

export interface MarkedSite {
  hostDist: string;
  store: string;
  remove(): void;
}

function writeBuild(store: string, name: string, version: string): void {
  const folder = path.join(store, name, version);
  mkdirSync(path.join(folder, 'prerender'), { recursive: true });
  writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      id: `remote_${name}`,
      name: `remote_${name}`,
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
      exposes: [],
    }),
  );
  writeFileSync(
    path.join(folder, 'routes.json'),
    JSON.stringify({ routes: name === 'player' ? PLAYER_ROUTES : LEGAL_ROUTES }),
  );
  writeFileSync(
    path.join(folder, 'prerender', 'render.cjs'),
    `exports.protocol = 2;
exports.render = async ({ url }) => {
  const path = url.split('?')[0];
  return { path, html: '<h1>${name} ${version}</h1>', head: '', title: 'Home', lang: 'ja', searchParams: [], complete: true };
};`,
  );
}

/**
 * A host build and a remote store on disk, as the build writes them: the given builds of the player (the first
 * live) and one of the legal remote. Each build's first view names the build that rendered it ("player 0.2.0-…"),
 * so a test sees from a page which version the server chose.
 */
export function markedSite(players: readonly string[], legal: string): MarkedSite {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marked-site-'));
  const hostDist = path.join(dir, 'host');
  const store = path.join(dir, 'remotes');
  mkdirSync(hostDist, { recursive: true });
  writeFileSync(path.join(hostDist, 'federation-shared.json'), JSON.stringify(HOST_SHARED));
  writeFileSync(path.join(hostDist, 'index.html'), TEMPLATE);
  for (const version of players) writeBuild(store, 'player', version);
  writeBuild(store, 'legal', legal);
  const entry = (name: string, version: string, routes: string[]) => ({
    name,
    version,
    manifest: `/remotes/${name}/${version}/mf-manifest.json`,
    routes,
  });
  writeFileSync(
    path.join(store, 'remotes.json'),
    JSON.stringify({
      remotes: [entry('legal', legal, LEGAL_ROUTES), entry('player', players[0]!, PLAYER_ROUTES)],
    }),
  );
  return { hostDist, store, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Records builds of the player in the marked site as releases that are not live, as an upload does (a version
 * recorded before stays as it was).
 */
export async function recordPlayerReleases(db: Database, versions: readonly string[]): Promise<void> {
  for (const version of versions) {
    await db.query(
      `INSERT INTO remote_releases (remote, version, manifest, routes, shared, released_by, released_at)
       VALUES ('player', $1, $2, $3::text[], '[]'::jsonb, 'ci', now()) ON CONFLICT DO NOTHING`,
      [version, `/remotes/player/${version}/mf-manifest.json`, PLAYER_ROUTES],
    );
  }
}
