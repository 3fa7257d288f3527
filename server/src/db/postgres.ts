import pg from 'pg';
import type { Database, Queryable } from './database.js';

// Counts and sums come back as int8; parse them as numbers (as PGlite does) so both engines answer alike.
const INT8_OID = 20;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, types: types as pg.CustomTypesConfig, max: 10 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const client = await pool.connect();
  client.release();

  const wrap = (conn: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await conn.query(sql, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await conn.query(sql);
    },
  });
  const root = wrap(pool);

  return {
    engine: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn(wrap(conn));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
