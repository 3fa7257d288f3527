import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Cluster } from '@site/test-kit/cluster';
import { missingForCluster } from '@site/test-kit/cluster';
import type { LoadRecord } from '@site/test-kit/mixed-load';
import { findRepoRoot } from '../../src/lib/repo-root.js';

// What the cluster suites share: whether a cluster can run here, and the check that every write the site acknowledged
// is in the database.

export const root = findRepoRoot();

/** Why no cluster can run here (a part not installed, or no build), or undefined when one can. */
export function clusterUnavailable(): string | undefined {
  const missing = missingForCluster();
  if (missing.length > 0) return `${missing.join(', ')} not installed`;
  const built = ['server/dist/server.js', 'host/dist/index.html', '.data/remotes/remotes.json'];
  const absent = built.filter((file) => !existsSync(path.join(root, file)));
  if (absent.length > 0) return `no production build (${absent.join(', ')}): run npm run build`;
  return undefined;
}

/** describe, or describe.skip with the reason on the console. */
export function describeCluster(name: string, body: () => void): void {
  const reason = clusterUnavailable();
  if (reason) console.info(`Skipped "${name}": ${reason}.`);
  (reason ? describe.skip : describe)(name, body);
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The acknowledged writes of the load that the database does not have: pre-registrations (by e-mail), notice edits
 * (by the title each set, in the notice's history) and logins (by their session).
 */
export function lostWrites(cluster: Cluster, records: LoadRecord[]): string[] {
  const acknowledged = records.filter((record) => record.ok);
  const emails = new Set(cluster.sql('SELECT email FROM preregistrations').map(([email]) => email));
  const titles = new Set(
    cluster
      .sql("SELECT snapshot->>'title' FROM notice_edits WHERE action = 'update'")
      .map(([title]) => title),
  );
  const sessions = new Set(cluster.sql('SELECT token_hash FROM sessions').map(([hash]) => hash));
  const lost: string[] = [];
  for (const record of acknowledged) {
    if (record.kind === 'preregistration' && !emails.has(record.write!))
      lost.push(`pre-registration ${record.write}`);
    if (record.kind === 'edit' && !titles.has(record.write!)) lost.push(`notice edit "${record.write}"`);
    if (record.kind === 'login') {
      const hash = createHash('sha256').update(record.token!).digest('hex');
      if (!sessions.has(hash)) lost.push(`login session ${hash.slice(0, 12)}…`);
    }
  }
  return lost;
}

/** A record as a failure message names it. */
export function describeRecord(record: LoadRecord, since: number): string {
  const when = `${record.start - since}..${record.end - since} ms`;
  return `${record.method} ${record.path} ${record.status}${record.error ? ` (${record.error})` : ''} at ${when}`;
}

/** Requests are safe for nginx to send again (site-proxy.conf: proxy_next_upstream without non_idempotent). */
export function nginxMayRepeat(record: LoadRecord): boolean {
  return !['POST', 'PATCH', 'LOCK'].includes(record.method);
}

/**
 * The instances' environment for a load: production's limits stay, as the load comes from many addresses; the
 * overall login ceiling is raised, since every login of the load counts against it. The limits' window is 3 minutes
 * rather than 1: a flood of logins hashes a password each, which takes seconds a login on a busy machine, and a flood
 * spread over three instances must fill one instance's window to be refused while they count apart.
 */
export const LOAD_ENV = { LOGIN_RATE_LIMIT_GLOBAL: '100000', RATE_LIMIT_WINDOW_SECONDS: '180' };

/**
 * it, or it.skip unless CLUSTER_FAULTS=all: a fault that takes minutes on a busy machine, which npm test leaves to
 * bench/cluster.mjs (that runs every fault under the same load) and to the browser spec (which restarts every
 * instance in turn).
 */
export function itWhenAllFaults(name: string, body: () => Promise<void>): void {
  const all = process.env.CLUSTER_FAULTS === 'all';
  if (!all) console.info(`Skipped "${name}": CLUSTER_FAULTS=all runs it.`);
  (all ? it : it.skip)(name, body);
}
