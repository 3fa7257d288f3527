import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/** What a key signs: each purpose has a key of its own, so that one kind of token never passes for another. */
export type SigningPurpose = 'preview' | 'page-view' | 'visitor' | 'cookies';

// Every instance signs and checks with the same key: one row per purpose, written by whichever instance needs it
// first. A key once written never changes, so each database's is read once per process.
const secrets = new WeakMap<Queryable, Map<SigningPurpose, Promise<Buffer>>>();

async function readSecret(db: Queryable, purpose: SigningPurpose, now: Date): Promise<Buffer> {
  await db.query(
    `INSERT INTO signing_secrets (purpose, secret, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (purpose) DO NOTHING`,
    [purpose, randomBytes(32).toString('hex'), now],
  );
  const rows = await db.query<{ secret: string }>('SELECT secret FROM signing_secrets WHERE purpose = $1', [
    purpose,
  ]);
  return Buffer.from(rows[0]!.secret, 'hex');
}

/** The key of a purpose that every instance on this database shares. */
export function signingSecret(db: Queryable, purpose: SigningPurpose, now: Date): Promise<Buffer> {
  let ofDb = secrets.get(db);
  if (!ofDb) {
    ofDb = new Map();
    secrets.set(db, ofDb);
  }
  let found = ofDb.get(purpose);
  if (!found) {
    found = readSecret(db, purpose, now);
    // A failed read (the database away for a moment) is tried again at the next call.
    found.catch(() => ofDb.delete(purpose));
    ofDb.set(purpose, found);
  }
  return found;
}
