import type { Queryable } from '../../db/database.js';

/**
 * When each version's files were last served by this instance, kept in memory and written to the database by
 * flush() (about once a minute, and at close): one statement for every version touched since, never a write per
 * request. The pruning reads the database after flushing its own instance, so another instance's last minute is
 * all it can miss, against a 24 hour rule.
 */
export class ServedLog {
  private readonly unsaved = new Map<string, { remote: string; version: string; at: number }>();

  note(remote: string, version: string, at: number): void {
    const id = `${remote}/${version}`;
    const known = this.unsaved.get(id);
    if (!known || known.at < at) this.unsaved.set(id, { remote, version, at });
  }

  /** When this instance last served the version and has not written it down yet. */
  notedAt(remote: string, version: string): number | undefined {
    return this.unsaved.get(`${remote}/${version}`)?.at;
  }

  get pending(): number {
    return this.unsaved.size;
  }

  async flush(db: Queryable): Promise<void> {
    if (this.unsaved.size === 0) return;
    const entries = [...this.unsaved.values()];
    this.unsaved.clear();
    try {
      await db.query(
        `INSERT INTO remote_store_served (remote, version, last_served_at)
         SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])
         ON CONFLICT (remote, version)
         DO UPDATE SET last_served_at = GREATEST(remote_store_served.last_served_at, EXCLUDED.last_served_at)`,
        [
          entries.map((entry) => entry.remote),
          entries.map((entry) => entry.version),
          entries.map((entry) => new Date(entry.at).toISOString()),
        ],
      );
    } catch (error) {
      // Kept for the next flush rather than lost: a version a page needs must not look unused.
      for (const entry of entries) this.note(entry.remote, entry.version, entry.at);
      throw error;
    }
  }
}

/** The recorded last-served times of a remote's versions. */
export async function lastServed(db: Queryable, remote: string): Promise<Map<string, Date>> {
  const rows = await db.query<{ version: string; last_served_at: Date }>(
    'SELECT version, last_served_at FROM remote_store_served WHERE remote = $1',
    [remote],
  );
  return new Map(rows.map((row) => [row.version, row.last_served_at]));
}
