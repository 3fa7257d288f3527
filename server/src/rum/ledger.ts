import type { Redis } from 'ioredis';

/** A key held for a while: taken by the first to claim it, refused to everyone after until it expires. */
export interface Claim {
  key: string;
  ttlMs: number;
}

/** A claim, and the claims that are tried only when it was taken (what a fresh count brings with it). */
export interface ClaimGroup extends Claim {
  then: Claim[];
}

/**
 * One batch's claims. A page view's first batch takes its document key, unless an address or visitor key of the pace
 * is still held (another page view from there came too soon): then nothing is taken. Later batches of the same page
 * view skip the pace.
 */
export interface ClaimRequest {
  document: Claim;
  pace: string[];
  paceMs: number;
  groups: ClaimGroup[];
}

/** 'paced', or for each group whether its key was taken, and for each of its followers whether that was. */
export type ClaimOutcome = 'paced' | { taken: boolean[]; then: boolean[][] };

/**
 * What has been counted already, shared by every instance when it lives in Redis: the page views' claims (counted
 * once), the pace of each address and visitor, and which addresses and visitors each version has seen today.
 */
export interface ReportLedger {
  /** Takes what it can of the request at once (no other batch interleaves); throws when it cannot be checked. */
  claim(request: ClaimRequest): Promise<ClaimOutcome>;
}

export class LedgerFullError extends Error {
  constructor() {
    super('the record of counted reports is full');
  }
}

/**
 * The ledger in this instance's memory (no REDIS_URL): exact for one instance; on several, each knows only the
 * reports it took itself. Bounded: past `maxKeys` held keys, expired ones are swept, and while it is still full no
 * batch can be checked.
 */
export function memoryLedger(clock: () => number, maxKeys = 200_000): ReportLedger {
  const held = new Map<string, number>();
  let lastSweep = 0;
  const sweep = (now: number) => {
    lastSweep = now;
    for (const [key, until] of held) if (until <= now) held.delete(key);
  };
  const holds = (key: string, now: number) => (held.get(key) ?? 0) > now;
  const take = (claim: Claim, now: number) => {
    if (holds(claim.key, now)) return false;
    held.set(claim.key, now + claim.ttlMs);
    return true;
  };
  return {
    async claim(request) {
      const now = clock();
      if (now - lastSweep > 60_000 || held.size >= maxKeys) sweep(now);
      if (held.size >= maxKeys) throw new LedgerFullError();
      if (!holds(request.document.key, now)) {
        if (request.pace.some((key) => holds(key, now))) return 'paced';
        take(request.document, now);
        if (request.paceMs > 0) {
          for (const key of request.pace) held.set(key, now + request.paceMs);
        }
      }
      const taken: boolean[] = [];
      const then: boolean[][] = [];
      for (const group of request.groups) {
        const fresh = take(group, now);
        taken.push(fresh);
        then.push(group.then.map((claim) => fresh && take(claim, now)));
      }
      return { taken, then };
    },
  };
}

// The same steps as memoryLedger's, in one script: Redis runs it whole, so two instances taking batches of one page
// view at once cannot both count it. KEYS: the document, the pace keys, then each group's key and its followers'.
// ARGV: the document's ttl, the pace's ms, the number of pace keys, then per group its ttl, its number of followers
// and their ttls. Answers -1 when paced, else 1 or 0 per key after the pace keys (followers of a group not taken: 0).
const CLAIM_SCRIPT = `
local npace = tonumber(ARGV[3])
if redis.call('EXISTS', KEYS[1]) == 0 then
  for i = 2, 1 + npace do
    if redis.call('EXISTS', KEYS[i]) == 1 then return -1 end
  end
  redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
  if tonumber(ARGV[2]) > 0 then
    for i = 2, 1 + npace do redis.call('SET', KEYS[i], '1', 'PX', ARGV[2]) end
  end
end
local out = {}
local k = 2 + npace
local a = 4
while k <= #KEYS do
  local fresh = redis.call('SET', KEYS[k], '1', 'NX', 'PX', ARGV[a])
  out[#out + 1] = fresh and 1 or 0
  local n = tonumber(ARGV[a + 1])
  for j = 1, n do
    local taken = 0
    if fresh and redis.call('SET', KEYS[k + j], '1', 'NX', 'PX', ARGV[a + 1 + j]) then taken = 1 end
    out[#out + 1] = taken
  end
  k = k + 1 + n
  a = a + 2 + n
end
return out
`;

const PREFIX = 'site:rum:';

const COMMAND = 'siteRumClaim';
const ms = (value: number) => String(Math.max(1, Math.ceil(value)));

/** The ledger in Redis (REDIS_URL): every instance checks against the same record. */
export function redisLedger(redis: Redis): ReportLedger {
  // Sent once, then called by its hash.
  redis.defineCommand(COMMAND, { lua: CLAIM_SCRIPT });
  const run = (redis as unknown as Record<string, (...args: (string | number)[]) => Promise<unknown>>)[
    COMMAND
  ]!;
  return {
    async claim(request) {
      const keys = [request.document.key, ...request.pace];
      const args = [
        ms(request.document.ttlMs),
        String(Math.max(0, request.paceMs)),
        String(request.pace.length),
      ];
      for (const group of request.groups) {
        keys.push(group.key, ...group.then.map((claim) => claim.key));
        args.push(ms(group.ttlMs), String(group.then.length), ...group.then.map((claim) => ms(claim.ttlMs)));
      }
      const answer = await run.call(redis, keys.length, ...keys.map((key) => PREFIX + key), ...args);
      if (!Array.isArray(answer)) return 'paced';
      const taken: boolean[] = [];
      const then: boolean[][] = [];
      let at = 0;
      for (const group of request.groups) {
        taken.push(answer[at] === 1);
        then.push(group.then.map((_claim, j) => answer[at + 1 + j] === 1));
        at += 1 + group.then.length;
      }
      return { taken, then };
    },
  };
}
