import path from 'node:path';
import { findRepoRoot } from './lib/repo-root.js';

/** What the pages need to know about the site; injected into the host's index.html, never hard-coded in components. */
export interface SiteConfig {
  gameName: string;
  gameNameEn: string;
  catchCopy: string;
  tagManagerId: string;
  trackingScriptUrl: string;
  gameUrl: string;
  gameOpen: boolean;
  icon: string;
}

export interface ServerConfig {
  host: string;
  port: number;
  production: boolean;
  hostDistDir: string;
  remoteStoreDir: string;
  dataDir: string;
  databaseUrl: string | undefined;
  bodyLimit: number;
  site: SiteConfig;
  /** Plain SQL files applied in name order at start. */
  migrationsDir: string;
  redisUrl: string | undefined;
  /** Seed demo content and the demo accounts admin/admin and user/user into an empty database. Never in production. */
  seedDemoData: boolean;
  /** Administrator created or updated at start (required in production unless one already exists). */
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  sessionTtlSeconds: number;
  /** Day boundaries of the console's charts (daily pre-registrations, comments). */
  reportTimeZone: string;
  /** How long the first pages of public notices stay cached in memory; 0 disables the cache. */
  noticeCacheTtlMs: number;
  rateLimit: RateLimitConfig;
}

export interface RateLimitConfig {
  windowSeconds: number;
  loginPerIp: number;
  loginPerUsername: number;
  mailColPerIp: number;
}

type Env = Record<string, string | undefined>;

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

export function loadConfig(env: Env = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const root = findRepoRoot();
  const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
  const production = env.NODE_ENV === 'production';
  const base: ServerConfig = {
    host: env.HOST ?? '127.0.0.1',
    port: parsePort(env.PORT, 8400),
    production,
    hostDistDir: path.resolve(root, env.HOST_DIST_DIR ?? 'host/dist'),
    remoteStoreDir: path.resolve(root, env.REMOTE_STORE_DIR ?? path.join(dataDir, 'remotes')),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    bodyLimit: parsePositiveInt('BODY_LIMIT', env.BODY_LIMIT, 64 * 1024),
    site: {
      gameName: env.SITE_GAME_NAME ?? '星詠みのアストレア',
      gameNameEn: env.SITE_GAME_NAME_EN ?? 'Astrea: Chronicle of the Starlit Sky',
      catchCopy: env.SITE_CATCH_COPY ?? '星の記憶を継ぐ者よ、夜明けの空へ。',
      tagManagerId: env.SITE_TAG_MANAGER_ID ?? 'GTM-5XKP7QZ',
      trackingScriptUrl:
        env.SITE_TRACKING_SCRIPT_URL ?? 'https://tracking.games-provider.example/js/track.js',
      gameUrl: env.SITE_GAME_URL ?? 'https://play.games-provider.example/astrea/',
      gameOpen: env.SITE_GAME_OPEN !== 'false',
      icon: env.SITE_ICON ?? '/favicon.png',
    },
    migrationsDir: path.resolve(root, env.MIGRATIONS_DIR ?? 'server/migrations'),
    redisUrl: env.REDIS_URL || undefined,
    // Demo data (and its well-known passwords) must never reach a production database.
    seedDemoData: !production && parseBoolean('SEED_DEMO_DATA', env.SEED_DEMO_DATA, true),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sessionTtlSeconds: parsePositiveInt('SESSION_TTL_SECONDS', env.SESSION_TTL_SECONDS, 7 * 24 * 3600),
    reportTimeZone: env.REPORT_TIME_ZONE ?? 'Asia/Tokyo',
    noticeCacheTtlMs:
      env.NOTICE_CACHE_TTL_MS === '0'
        ? 0
        : parsePositiveInt('NOTICE_CACHE_TTL_MS', env.NOTICE_CACHE_TTL_MS, 2000),
    rateLimit: {
      windowSeconds: parsePositiveInt('RATE_LIMIT_WINDOW_SECONDS', env.RATE_LIMIT_WINDOW_SECONDS, 60),
      loginPerIp: parsePositiveInt('LOGIN_RATE_LIMIT_PER_IP', env.LOGIN_RATE_LIMIT_PER_IP, 10),
      loginPerUsername: parsePositiveInt(
        'LOGIN_RATE_LIMIT_PER_USERNAME',
        env.LOGIN_RATE_LIMIT_PER_USERNAME,
        5,
      ),
      mailColPerIp: parsePositiveInt('MAILCOL_RATE_LIMIT_PER_IP', env.MAILCOL_RATE_LIMIT_PER_IP, 30),
    },
  };
  return {
    ...base,
    ...overrides,
    site: { ...base.site, ...overrides.site },
    rateLimit: { ...base.rateLimit, ...overrides.rateLimit },
  };
}
