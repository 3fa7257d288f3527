import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/**
 * The key for one purpose that every instance signs and checks with: created by whichever instance asks first, the
 * same for all of them after (a row of the shared database, never configuration that instances could disagree on).
 */
export async function signingKey(db: Queryable, purpose: string, now: Date): Promise<Buffer> {
  await db.query(
    'INSERT INTO signing_keys (purpose, secret, created_at) VALUES ($1, $2, $3) ON CONFLICT (purpose) DO NOTHING',
    [purpose, randomBytes(32).toString('hex'), now],
  );
  const rows = await db.query<{ secret: string }>('SELECT secret FROM signing_keys WHERE purpose = $1', [
    purpose,
  ]);
  return Buffer.from(rows[0]!.secret, 'hex');
}
