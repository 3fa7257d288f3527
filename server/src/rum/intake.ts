import type { RumBatch, RumDropReason } from '@site/contracts/api/rum';
import type { Vital } from './histogram.js';
import type { ClaimGroup, ReportLedger } from './ledger.js';
import { type Count, noCount } from './minute-buffer.js';
import { type PageViewClaims, keyedHash, readPageViewToken } from './page-view-token.js';

/** How reports become counts (config.ts: the RUM_* settings, docs/releases.md "Real-user reports"). */
export interface IntakeSettings {
  /** How long a page view's token is taken after its page was served (RUM_TOKEN_TTL_SECONDS). */
  tokenLifeMs: number;
  /** One address, or one visitor, counts at most one new page view this often (RUM_VIEW_SPACING_SECONDS). */
  viewSpacingMs: number;
}

export interface IntakeContext {
  /** The page-view key: the tokens' signatures, and the keyed hashes that stand for addresses and visitors. */
  secret: Buffer;
  ledger: ReportLedger;
  settings: IntakeSettings;
  now: number;
  /** The sender's address, as the rate limits count it. */
  address: string;
}

/** What a batch came to: what it added to the counts, or why it added nothing. */
export type Intake =
  | { counted: Count[] }
  | {
      dropped: RumDropReason;
      /** The remote each report is tied to ('' for none): where the dropped reports are counted. */
      remotes: string[];
      /** What the refusal says beyond the reason. */
      detail?: string;
    };

const DAY_MS = 24 * 3600_000;

/** Every remote the batch's reports used, with what the batch says of it. */
interface RemoteInBatch {
  version: string;
  error: boolean;
  loadFailure: boolean;
  /** The vitals of the report whose page it was, when it has any (the document's first view). */
  vitals: Partial<Record<Vital, number>>;
}

function remotesOf(batch: RumBatch): Map<string, RemoteInBatch> {
  const remotes = new Map<string, RemoteInBatch>();
  for (const report of batch.reports) {
    for (const [remote, version] of Object.entries(report.versions)) {
      const entry = remotes.get(remote) ?? { version, error: false, loadFailure: false, vitals: {} };
      const own = report.errors.filter((error) => error.remote === remote);
      entry.error ||= own.some((error) => error.kind !== 'load-failure');
      entry.loadFailure ||= own.some((error) => error.kind === 'load-failure');
      if (report.remote === remote && Object.keys(entry.vitals).length === 0) {
        for (const vital of ['lcp', 'inp', 'cls'] as const) {
          if (report[vital] !== undefined) entry.vitals[vital] = report[vital];
        }
      }
      remotes.set(remote, entry);
    }
  }
  return remotes;
}

/** The first report whose versions its token does not name, as the refusal says it. */
function otherVersions(batch: RumBatch, claims: PageViewClaims): string | undefined {
  for (const [r, report] of batch.reports.entries()) {
    for (const [remote, version] of Object.entries(report.versions)) {
      if (!Object.hasOwn(claims.v, remote))
        return `reports/${r} names ${remote}, which this page view did not get`;
      if (claims.v[remote] !== version) {
        return `reports/${r} names ${remote} ${version}, but this page view got ${claims.v[remote]}`;
      }
    }
  }
  return undefined;
}

/**
 * A batch of real-user reports, checked and counted: it counts only with a token this server signed, within its life,
 * for the versions it names, and each page view once per remote (its later batches add only what was not counted:
 * another remote it went on to use, its first error). A page view's first count is paced: one address, or one
 * visitor, weighs at most one new page view every RUM_VIEW_SPACING_SECONDS. And each address and visitor is counted
 * once a day per remote version, with or without an error: the figures the guard weighs.
 */
export async function takeBatch(batch: RumBatch, context: IntakeContext): Promise<Intake> {
  const { secret, ledger, settings, now } = context;
  const unattributed = batch.reports.map(() => '');
  if (batch.token === undefined) return { dropped: 'no-token', remotes: unattributed };
  const claims = readPageViewToken(secret, batch.token);
  if (claims === 'forged') return { dropped: 'forged', remotes: unattributed };
  // A genuine token's remotes are the server's own: the reports tied to them are counted there.
  const tiedTo = batch.reports.map((report) => (Object.hasOwn(claims.v, report.remote) ? report.remote : ''));
  const issued = claims.t * 1000;
  if (now - issued > settings.tokenLifeMs) return { dropped: 'expired', remotes: tiedTo };
  const wrong = otherVersions(batch, claims);
  if (wrong !== undefined) return { dropped: 'other-versions', remotes: tiedTo, detail: wrong };

  const address = keyedHash(secret, 'address', context.address);
  const visitor = claims.u ?? claims.i;
  const day = Math.floor(issued / DAY_MS);
  // Held as long as a batch of the page view may still come; the day's keys until that day's last tokens expire.
  const tokenHeld = issued + settings.tokenLifeMs - now + 60_000;
  const dayHeld = (day + 1) * DAY_MS + settings.tokenLifeMs - now + 60_000;
  const remotes = [...remotesOf(batch)];
  const groups: ClaimGroup[] = remotes.flatMap(([remote, seen]) => {
    const slot = `${day}:${remote}:${seen.version}`;
    const addressSeen = { key: `sa:${slot}:${address}`, ttlMs: dayHeld };
    return [
      {
        key: `v:${claims.i}:${remote}`,
        ttlMs: tokenHeld,
        then: [addressSeen, { key: `su:${slot}:${visitor}`, ttlMs: dayHeld }],
      },
      ...(seen.error
        ? [
            {
              key: `e:${claims.i}:${remote}`,
              ttlMs: tokenHeld,
              then: [addressSeen, { key: `se:${slot}:${address}`, ttlMs: dayHeld }],
            },
          ]
        : []),
      ...(seen.loadFailure ? [{ key: `f:${claims.i}:${remote}`, ttlMs: tokenHeld, then: [] }] : []),
    ];
  });
  let outcome;
  try {
    outcome = await ledger.claim({
      document: { key: `d:${claims.i}`, ttlMs: tokenHeld },
      pace: [`pa:${address}`, `pu:${visitor}`],
      paceMs: settings.viewSpacingMs,
      groups,
    });
  } catch {
    return { dropped: 'unchecked', remotes: tiedTo };
  }
  if (outcome === 'paced') return { dropped: 'too-frequent', remotes: tiedTo };
  if (!outcome.taken.includes(true)) return { dropped: 'replayed', remotes: tiedTo };

  const counts: Count[] = [];
  let g = 0;
  for (const [remote, seen] of remotes) {
    const count = noCount(remote, seen.version, issued);
    const [viewTaken, [viewAddress, viewVisitor]] = [outcome.taken[g], outcome.then[g]!];
    g += 1;
    if (viewTaken) {
      count.pageViews = 1;
      count.vitals = seen.vitals;
    }
    count.addresses += viewAddress ? 1 : 0;
    count.visitors += viewVisitor ? 1 : 0;
    if (seen.error) {
      const [errorTaken, [errorAddress, firstError]] = [outcome.taken[g], outcome.then[g]!];
      g += 1;
      count.errorViews = errorTaken ? 1 : 0;
      count.addresses += errorAddress ? 1 : 0;
      count.errorAddresses = firstError ? 1 : 0;
    }
    if (seen.loadFailure) {
      count.loadFailures = outcome.taken[g] ? 1 : 0;
      g += 1;
    }
    counts.push(count);
  }
  return { counted: counts };
}
