import { Blob } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ApiEnvelope } from '@site/contracts/envelope';
import pg from 'pg';
import { build } from '../../src/app.js';
import { type RateLimitConfig, type ServerConfig, loadConfig } from '../../src/config.js';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../src/db/database.js';
import type { HealthOf } from '../../src/releases/canary-guard.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';

/** An answer as the tests read it: data is checked field by field, so it is left untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Envelope = ApiEnvelope<any>;

/** A clock the test moves by hand. */
export interface TestClock {
  (): number;
  advance(ms: number): void;
  set(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let now = start;
  const clock = (() => now) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (ms) => {
    now = ms;
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  config: ServerConfig;
  close(): Promise<void>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** inject() with the body parsed as JSON. */
  call(options: InjectOptions): Promise<{ status: number; body: Envelope; res: LightMyRequestResponse }>;
  /** Logs in as an API client (asking for a bearer token) and answers the bearer header of the new session. */
  login(username: string, password: string): Promise<{ authorization: string; token: string }>;
}

/**
 * Loads a package with Node's own require, outside jest's module sandbox: PGlite loads its WebAssembly with dynamic
 * import(), which the sandbox rejects without --experimental-vm-modules.
 */
function nativeRequire<T>(id: string): T {
  const file = require.resolve(id);
  const NodeModule = Module as unknown as {
    _load(request: string, parent: unknown, isMain: boolean): unknown;
  };
  return NodeModule._load(file, null, false) as T;
}

export function nativePglite(): typeof PGlite {
  return nativeRequire<{ PGlite: typeof PGlite }>('@electric-sql/pglite').PGlite;
}

/**
 * PGlite for the tests' databases in memory, started from a copy of a freshly initialised database instead of running
 * initdb again: initdb took most of each app's start (3 s of a core, more under load; every suite starts at least one
 * app). The copy is made once, by the first test file that needs it, and kept in .tmp for the next files and runs. A database started from the copy is the same as one
 * initdb made (the copy is taken before anything else runs on it). (A WebAssembly module compiled here cannot be handed
 * to the engine: it is loaded outside jest's sandbox, in another realm.)
 */
let templateEngine: Promise<typeof PGlite> | undefined;
function pgliteFromTemplate(): Promise<typeof PGlite> {
  templateEngine ??= (async () => {
    const Engine = nativePglite();
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    const { version } = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    const folder = path.join(__dirname, '..', '..', '..', '.tmp');
    const file = path.join(folder, `pglite-${version}-initdb.tar`);
    if (!existsSync(file)) {
      const fresh = new Engine();
      await fresh.waitReady;
      const archive = await fresh.dumpDataDir('none');
      await fresh.close();
      mkdirSync(folder, { recursive: true });
      // Renamed into place whole: another jest worker may be reading it or making its own.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
      renameSync(partial, file);
    }
    const loadDataDir = new Blob([readFileSync(file)]);
    const fsBundle = new Blob([readFileSync(path.join(dist, 'pglite.data'))]);
    return class extends Engine {
      constructor(options: ConstructorParameters<typeof PGlite>[0] = {}) {
        super({ ...(options as object), loadDataDir, fsBundle } as never);
      }
    } as typeof PGlite;
  })();
  return templateEngine;
}

/**
 * A fresh database for one test file: PGlite in memory, or, when TEST_DATABASE_URL names a PostgreSQL server, a new
 * database on it that is dropped again at close.
 */
export async function freshDatabase(): Promise<{ db: Database; drop(): Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite(undefined, await pgliteFromTemplate());
    return { db, drop: async () => db.close() };
  }
  const name = `site_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  return {
    db,
    // For a test that hands the database to a server process of its own.
    url: url.toString(),
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  config?: Partial<Omit<ServerConfig, 'rateLimit'>> & { rateLimit?: Partial<RateLimitConfig> };
  env?: Record<string, string>;
  clock?: TestClock;
  /** Use this database (left open at close) instead of a fresh one. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** The canary guard's figures (the real-user reports' in production). */
  healthOf?: HealthOf;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { rateLimit, ...overrides } = options.config ?? {};
  const base = loadConfig(options.env ?? {});
  const config: ServerConfig = {
    ...base,
    // Figures read right after a test writes its rows; the cache has its own test (console-data.test.ts).
    consoleDataCacheMs: options.env?.CONSOLE_DATA_CACHE_MS ? base.consoleDataCacheMs : 0,
    ...overrides,
    // Generous unless a test is about the limits: every injected request comes from one address.
    rateLimit: {
      ...base.rateLimit,
      loginPerIp: 1000,
      loginFailuresPerUserAndIp: 1000,
      loginFailuresBeforeDelay: 1000,
      loginGlobal: 100_000,
      mailColPerIp: 1000,
      ...rateLimit,
    },
  };
  const clock = options.clock ?? testClock();
  const { db, drop } = options.database
    ? { db: options.database, drop: async () => undefined }
    : await freshDatabase();
  let app: FastifyInstance;
  try {
    app = await build({ config, database: db, clock, logger: options.logger, healthOf: options.healthOf });
    await app.ready();
  } catch (error) {
    await drop();
    throw error;
  }

  const inject = (injectOptions: InjectOptions) => app.inject(injectOptions);
  const call: TestApp['call'] = async (injectOptions) => {
    const res = await inject(injectOptions);
    let body;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = { code: -1, msg: res.body, data: null };
    }
    return { status: res.statusCode, body, res };
  };

  return {
    app,
    db,
    clock,
    config,
    inject,
    call,
    async login(username, password) {
      const { status, body } = await call({
        method: 'POST',
        url: '/api/user/login',
        payload: { username, password, bearer: true },
      });
      if (status !== 200 || body.code !== 0)
        throw new Error(`login ${username} failed: ${status} ${body.msg}`);
      return { authorization: `Bearer ${body.data.token}`, token: body.data.token };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
