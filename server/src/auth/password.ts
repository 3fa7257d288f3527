import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import pLimit from 'p-limit';

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

// OWASP's minimum for scrypt: about 0.3 s a hash on a 2-core machine, and 128 MiB of memory (128 * N * r).
const PRODUCTION_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
// The server's test suites sign in thousands of times, and at the production cost those hashes were most of their
// run (the login-limit suites alone: minutes). As test settings of web frameworks do, they hash 16 times cheaper:
// only under a test runner (NODE_ENV=test) that asks for it (PASSWORD_HASH_COST=test, set by the jest config); a
// server started any other way always has the production cost, and the suite of the hashing itself checks that one.
const TEST_COST: ScryptCost = { N: 2 ** 13, r: 8, p: 1 };

function currentCost(): ScryptCost {
  return process.env.NODE_ENV === 'test' && process.env.PASSWORD_HASH_COST === 'test'
    ? TEST_COST
    : PRODUCTION_COST;
}
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

// Each hash holds 128 MiB for its 0.3 s and a thread of libuv's pool (4 threads, shared with file reads and
// compression): a burst of logins must neither multiply that memory nor stall the static files.
const hashing = pLimit(2);

/** The memory OpenSSL needs for these parameters (its V and B blocks), which Node refuses to exceed by default. */
function memoryFor({ N, r, p }: ScryptCost): number {
  return 128 * r * (N + p + 2);
}

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(
          password.normalize('NFKC'),
          salt,
          length,
          { ...cost, maxmem: memoryFor(cost) },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

interface ParsedHash extends ScryptCost {
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(cost).every((value) => Number.isSafeInteger(value) && value > 0)) return undefined;
  return { ...cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

function format(cost: ScryptCost, salt: Buffer, key: Buffer): string {
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** "scrypt$N$r$p$salt$hash" (base64url): the parameters travel with the hash, so the cost can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const cost = currentCost();
  return format(cost, salt, await derive(password, salt, cost, KEY_LENGTH));
}

/** Checks a password against a hash of any cost this server ever wrote. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await derive(password, parsed.salt, parsed, parsed.hash.length);
  return timingSafeEqual(actual, parsed.hash);
}

/** True for a hash weaker than the ones written now: it is replaced at the account's next successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const cost = currentCost();
  return (
    !parsed ||
    parsed.N < cost.N ||
    parsed.r < cost.r ||
    parsed.p < cost.p ||
    parsed.salt.length < SALT_LENGTH ||
    parsed.hash.length < KEY_LENGTH
  );
}

/**
 * Compared against when the username is unknown, so a wrong username costs as long as a wrong password. It has the
 * current cost: a cheaper one would answer unknown names faster.
 */
export function dummyHash(): string {
  return format(currentCost(), Buffer.alloc(SALT_LENGTH), Buffer.alloc(KEY_LENGTH));
}
