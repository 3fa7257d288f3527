import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_ROUTE_AREAS, type RouteAreas } from '@site/contracts/route-areas';
import type { SiteConfig } from '@site/contracts/site-config';
import { SITE_DEFAULTS } from '@site/contracts/site-defaults';
import { findRepoRoot } from './lib/repo-root.js';
import { fixedUtcOffsetMinutes, parseTimeZone } from './lib/site-time-zone.js';

/**
 * The demo's addresses of the tag manager, the games provider's tracking script and the game, which a server started
 * without SITE_* settings puts in its pages (the browser tests check the script switcher against them). The shared
 * defaults leave them empty, so a page without the server's configuration (the development server) loads none.
 */
const DEMO_SITE_ADDRESSES = {
  tagManagerId: 'GTM-5XKP7QZ',
  trackingScriptUrl: 'https://tracking.games-provider.example/js/track.js',
  gameUrl: 'https://play.games-provider.example/astrea/',
} satisfies Partial<SiteConfig>;

export interface ServerConfig {
  host: string;
  port: number;
  production: boolean;
  hostDistDir: string;
  remoteStoreDir: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database syncs each commit to the disk before acknowledging it (EMBEDDED_DATABASE_FSYNC). */
  embeddedDatabaseFsync: boolean;
  bodyLimit: number;
  site: SiteConfig;
  /** Plain SQL files applied in name order at start. */
  migrationsDir: string;
  redisUrl: string | undefined;
  /** Seed demo content and the demo accounts admin/admin and user/user into an empty database. Never in production. */
  seedDemoData: boolean;
  /** Administrator created at start when the account does not exist (production requires an administrator). */
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** Set the administrator's password (and admin role) from adminPassword at this start, even if it exists. */
  adminPasswordReset: boolean;
  sessionTtlSeconds: number;
  /** A session unused for this long ends, whatever its sessionTtlSeconds. */
  sessionIdleSeconds: number;
  /** How long an instance keeps a session it has checked (0: never); changes drop it at once (auth/session-cache.ts). */
  sessionCacheSeconds: number;
  /** The session cookie is sent over https only (and named __Host-…): on in production, which is served over https. */
  sessionCookieSecure: boolean;
  /** Signed-in console pages come with the data their routes read, fetched with the visitor's session. */
  signedInPageData: boolean;
  /** How long the first pages of public notices stay cached in memory; 0 disables the cache. */
  noticeCacheTtlMs: number;
  /** How long the workplace's figures are kept in memory; 0 disables it. */
  consoleDataCacheMs: number;
  rateLimit: RateLimitConfig;
  /**
   * Which proxies' X-Forwarded-For to believe when working out a client's address: none (false), the nearest n
   * hops, or proxies at these addresses and ranges. Believing everyone would let any client pick a fresh address,
   * and with it a fresh rate-limit allowance, at every request.
   */
  trustProxy: TrustProxy;
  /**
   * The site's address as visitors reach it (https://astrea.example), for the absolute links pages carry (printed
   * link targets, share links). Never taken from a request's Host or X-Forwarded-Host, which any client can forge.
   * Unset only in production, which then refuses to start (plugins/static-site.ts).
   */
  publicOrigin: string | undefined;
  /**
   * The origins (https://host[:port]) a release's manifest may be fetched from when it is not in the remote store;
   * none by default. Even a listed origin is only fetched from while its name resolves to public addresses.
   */
  remoteManifestOrigins: string[];
  /** How long a preview link (and the preview a browser opens with it) lasts. */
  previewTtlSeconds: number;
  /**
   * Where the remotes' builds are kept (REMOTE_STORE): 'folder', remoteStoreDir on this machine (the embedded
   * default), or 'database', the database every instance shares, with remoteStoreDir as this instance's copy
   * (server/src/releases/remote-store/README.md).
   */
  remoteStore: RemoteStoreKind;
  /** The pruning keeps this many versions each side of the live one (REMOTE_KEEP_RECENT). */
  remoteKeepRecent: number;
  /** How often the stored versions are pruned (REMOTE_PRUNE_INTERVAL_MINUTES); 0: never. */
  remotePruneIntervalMinutes: number;
  /** The most bytes an uploaded build may take, as its .tar.gz and unpacked (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
  /** The most files an uploaded build may hold (UPLOAD_MAX_FILES). */
  uploadMaxFiles: number;
  /**
   * The paths each remote's pages may take, as route patterns by remote (REMOTE_AREA_<NAME>; the three remotes have
   * defaults, contracts/src/route-areas.ts). A build whose routes leave its remote's area is refused.
   */
  routeAreas: RouteAreas;
  /** When the guard aborts a canary or rolls a release back (docs/releases.md "Canary releases"). */
  canaryGuard: CanaryGuardConfig;
  rum: RumConfig;
  /**
   * On SIGTERM, connections idle since the stop began are closed after this long (SHUTDOWN_GRACE_SECONDS): longer than
   * the load balancer keeps an idle connection to an instance, so it never sends a request on one being closed.
   */
  shutdownGraceSeconds: number;
  /** On SIGTERM, requests still running after this long are cut off (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutSeconds: number;
}

export interface CanaryGuardConfig {
  /** How often each instance runs the guard (CANARY_GUARD_INTERVAL_SECONDS); 0: never. */
  intervalSeconds: number;
  /** CANARY_ABORT_MARGIN_POINTS: percentage points over the live version's error rate. */
  abortMarginPoints: number;
  /** CANARY_ABORT_RATIO: and at least this many times the live version's rate. */
  abortRatio: number;
  /** CANARY_MIN_PAGE_VIEWS: page views of the canary (or the release) before the guard judges it. */
  minPageViews: number;
  /**
   * CANARY_MIN_ADDRESSES: distinct addresses that reported on it before the guard judges it. The guard's rate is the
   * share of addresses that saw an error, so k addresses of one sender move it by at most k / this many.
   */
  minAddresses: number;
  /** CANARY_MIN_VISITORS: distinct visitors that reported on it before the guard judges it. */
  minVisitors: number;
  /** RELEASE_WATCH_MINUTES: how long a version is watched after its release; 0: not at all. */
  releaseWatchMinutes: number;
  /** RELEASE_ROLLBACK_MARGIN_POINTS: percentage points over the version before it. */
  rollbackMarginPoints: number;
  /** RELEASE_ROLLBACK_RATIO: and at least this many times its rate. */
  rollbackRatio: number;
}

/** The real-user reports (docs/releases.md "Real-user reports"). */
export interface RumConfig {
  /** The share of page views whose reports the pages send, in per cent (RUM_SAMPLE_PERCENT). */
  samplePercent: number;
  /** How many days the per-minute figures are kept (RUM_RETENTION_DAYS). */
  retentionDays: number;
  /** Report batches one address may send a minute (RUM_RATE_LIMIT_PER_IP); shared through Redis when configured. */
  batchesPerIpPerMinute: number;
  /** How often an instance writes the figures it counted (RUM_FLUSH_SECONDS). */
  flushSeconds: number;
  /** How long after its page was served a page view's reports count (RUM_TOKEN_TTL_SECONDS). */
  tokenTtlSeconds: number;
  /** One address, or one visitor, counts at most one new page view this often (RUM_VIEW_SPACING_SECONDS; 0: off). */
  viewSpacingSeconds: number;
}

function parsePercent(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 100)
    throw new Error(`${name} must be a number from 0 to 100, got "${value}"`);
  return n;
}

export type RemoteStoreKind = 'folder' | 'database';

function parseRemoteStore(value: string | undefined): RemoteStoreKind {
  if (value === undefined || value === '' || value === 'folder') return 'folder';
  if (value === 'database') return 'database';
  throw new Error(`REMOTE_STORE must be "folder" or "database", got "${value}"`);
}

function parseAtLeastOne(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 1) throw new Error(`${name} must be a number of 1 or more, got "${value}"`);
  return n;
}

function parsePoints(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n >= 100) {
    throw new Error(`${name} must be percentage points from 0 to under 100, got "${value}"`);
  }
  return n;
}

function parseWholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number (0 or more), got "${value}"`);
  return n;
}

export type TrustProxy = false | number | string[];

export interface RateLimitConfig {
  windowSeconds: number;
  /**
   * Attempts on the public account calls per address in a window, whatever the usernames; also the login attempts
   * per window of a username's known devices (auth/login-attempts.ts).
   */
  loginPerIp: number;
  /**
   * Failed logins per username and address in a window; then that pair is refused until the window ends. Also the
   * failed logins of one known device, which is then refused.
   */
  loginFailuresPerUserAndIp: number;
  /** Failed logins on one username, from any address, before each further attempt on it is slowed down. */
  loginFailuresBeforeDelay: number;
  /** How long failures on a username are remembered for the delay. */
  loginDelayWindowSeconds: number;
  /** The first delay; it doubles with every further failure, up to loginDelayMaxMs. */
  loginDelayBaseMs: number;
  loginDelayMaxMs: number;
  /**
   * Attempts on the whole server in a window that go on to hash a password, from browsers that are not known devices:
   * the ceiling on password hashing work.
   */
  loginGlobal: number;
  /** How long a browser stays a known device of the username it signed in with (LOGIN_DEVICE_DAYS). */
  loginDeviceDays: number;
  mailColPerIp: number;
  /** Calls with a deploy key that is unknown, revoked or expired, per address in a window; then every key call is refused. */
  deployKeyFailuresPerIp: number;
}

type Env = Record<string, string | undefined>;

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

export const DEFAULT_SESSION_IDLE_SECONDS = 2 * 3600;

// Below the minute at which a session's last use is recorded (auth/sessions.ts), so that a session in use is read
// from the database, and its use recorded, at least that often.
const DEFAULT_SESSION_CACHE_SECONDS = 30;
const MAX_SESSION_CACHE_SECONDS = 55;

function parseSessionCacheSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SESSION_CACHE_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_SESSION_CACHE_SECONDS) {
    throw new Error(
      `SESSION_CACHE_SECONDS must be a whole number from 0 (off) to ${MAX_SESSION_CACHE_SECONDS}, not "${value}"`,
    );
  }
  return seconds;
}
// Sessions record their activity once a minute (auth/sessions.ts): a shorter idle timeout would end busy ones.
const MIN_SESSION_IDLE_SECONDS = 300;

function parseSessionIdleSeconds(value: string | undefined): number {
  const seconds = parsePositiveInt('SESSION_IDLE_SECONDS', value, DEFAULT_SESSION_IDLE_SECONDS);
  if (seconds < MIN_SESSION_IDLE_SECONDS) {
    throw new Error(
      `SESSION_IDLE_SECONDS must be at least ${MIN_SESSION_IDLE_SECONDS} (activity is recorded once a minute), ` +
        `got "${value}"`,
    );
  }
  return seconds;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

const AREAS = ['player', 'legal', 'console'];

/** SITE_THIRD_PARTY_SCRIPT_AREAS: a comma-separated list of areas, "none" for none; player and legal by default. */
export function parseAreas(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [...SITE_DEFAULTS.thirdPartyScriptAreas];
  if (value.trim() === 'none') return [];
  const areas = value.split(',').map((area) => area.trim());
  const bad = areas.find((area) => !AREAS.includes(area));
  if (bad !== undefined) {
    throw new Error(
      `SITE_THIRD_PARTY_SCRIPT_AREAS must be "none" or a comma-separated list of ${AREAS.join(', ')}, got "${bad}"`,
    );
  }
  return [...new Set(areas)];
}

// proxy-addr's names for the usual proxy ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset or 0 trusts no proxy; a number trusts that many hops; else a list of addresses and ranges. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value.trim() === '' || value.trim() === '0') return false;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const ranges = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const bad = ranges.find((range) => !isAddressOrRange(range));
  if (bad !== undefined || ranges.length === 0) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses and ranges ` +
        `(e.g. "1", "10.0.0.0/8,192.168.1.5", "loopback"), got "${bad ?? value}"`,
    );
  }
  return ranges;
}

/** PUBLIC_ORIGIN: an http(s) origin. Outside production it defaults to the local address the server listens on. */
function parsePublicOrigin(value: string | undefined, production: boolean, port: number): string | undefined {
  if (value === undefined || value === '') return production ? undefined : `http://127.0.0.1:${port}`;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.username !== '' ||
    url.password !== '' ||
    url.pathname !== '/' ||
    value.includes('?') ||
    value.includes('#')
  ) {
    throw new Error(
      'PUBLIC_ORIGIN must be an http or https origin such as https://astrea.example (no path, query or ' +
        `credentials), got "${value}"`,
    );
  }
  return url.origin;
}

/** REMOTE_MANIFEST_ORIGINS: comma-separated https origins, each without path, query or credentials. */
export function parseManifestOrigins(value: string | undefined): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.map((item) => {
    const url = URL.canParse(item) ? new URL(item) : undefined;
    if (
      url?.protocol !== 'https:' ||
      url.username !== '' ||
      url.password !== '' ||
      url.pathname !== '/' ||
      /[?#]/.test(item)
    ) {
      throw new Error(
        'REMOTE_MANIFEST_ORIGINS must be a comma-separated list of https origins such as https://cdn.example.com ' +
          `(no path, query or credentials), got "${item}"`,
      );
    }
    return url.origin;
  });
}

/** The setting that declares a remote's area of paths: REMOTE_AREA_PLAYER, REMOTE_AREA_MY_SHOP. */
export function routeAreaSetting(remote: string): string {
  return `REMOTE_AREA_${remote.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * REMOTE_AREA_<NAME>: comma-separated route patterns, each starting with "/" (`/home,/home/*`), for the remote of
 * that name (lower case, "_" for "-"); the defaults for the others. An area the server would refuse as a route is a
 * mistake in the configuration, which stops the start.
 */
export function parseRouteAreas(env: Env): RouteAreas {
  const areas: Record<string, readonly string[]> = { ...DEFAULT_ROUTE_AREAS };
  for (const [name, value] of Object.entries(env)) {
    const match = /^REMOTE_AREA_([A-Z][A-Z0-9_]{0,31})$/.exec(name);
    if (!match || value === undefined || value.trim() === '') continue;
    const patterns = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    const wrong = patterns.find((pattern) => !/^\/[^\s#]{0,199}$/.test(pattern));
    if (wrong !== undefined) {
      throw new Error(
        `${name} must be a comma-separated list of route patterns such as /home,/home/* (each starting with /, ` +
          `no whitespace or #, at most 200 characters), got "${wrong}"`,
      );
    }
    areas[match[1]!.toLowerCase().replace(/_/g, '-')] = patterns;
  }
  return areas;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

/**
 * SITE_TIME_ZONE, the zone of every date the site shows and of the days the API counts; REPORT_TIME_ZONE is its
 * older name, which set the charts' days alone.
 */
function siteTimeZone(env: Env): string {
  const [name, value] =
    env.SITE_TIME_ZONE !== undefined && env.SITE_TIME_ZONE !== ''
      ? ['SITE_TIME_ZONE', env.SITE_TIME_ZONE]
      : ['REPORT_TIME_ZONE', env.REPORT_TIME_ZONE];
  return value === undefined || value === '' ? SITE_DEFAULTS.timeZone : parseTimeZone(name, value);
}

export function loadConfig(env: Env = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const root = findRepoRoot();
  const dataDir = path.resolve(root, env.DATA_DIR ?? '.data');
  const production = env.NODE_ENV === 'production';
  const port = parsePort(env.PORT, 8400);
  const base: ServerConfig = {
    host: env.HOST ?? '127.0.0.1',
    port,
    production,
    hostDistDir: path.resolve(root, env.HOST_DIST_DIR ?? 'host/dist'),
    remoteStoreDir: path.resolve(root, env.REMOTE_STORE_DIR ?? path.join(dataDir, 'remotes')),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedDatabaseFsync: parseBoolean('EMBEDDED_DATABASE_FSYNC', env.EMBEDDED_DATABASE_FSYNC, true),
    bodyLimit: parsePositiveInt('BODY_LIMIT', env.BODY_LIMIT, 64 * 1024),
    site: {
      gameName: env.SITE_GAME_NAME ?? SITE_DEFAULTS.gameName,
      gameNameEn: env.SITE_GAME_NAME_EN ?? SITE_DEFAULTS.gameNameEn,
      catchCopy: env.SITE_CATCH_COPY ?? SITE_DEFAULTS.catchCopy,
      tagManagerId: env.SITE_TAG_MANAGER_ID ?? DEMO_SITE_ADDRESSES.tagManagerId,
      trackingScriptUrl: env.SITE_TRACKING_SCRIPT_URL ?? DEMO_SITE_ADDRESSES.trackingScriptUrl,
      gameUrl: env.SITE_GAME_URL ?? DEMO_SITE_ADDRESSES.gameUrl,
      gameOpen: env.SITE_GAME_OPEN === undefined ? SITE_DEFAULTS.gameOpen : env.SITE_GAME_OPEN !== 'false',
      icon: env.SITE_ICON ?? SITE_DEFAULTS.icon,
      thirdPartyScriptAreas: parseAreas(env.SITE_THIRD_PARTY_SCRIPT_AREAS),
      origin: SITE_DEFAULTS.origin,
      timeZone: siteTimeZone(env),
      utcOffsetMinutes: SITE_DEFAULTS.utcOffsetMinutes,
      rumSamplePercent: SITE_DEFAULTS.rumSamplePercent,
    },
    migrationsDir: path.resolve(root, env.MIGRATIONS_DIR ?? 'server/migrations'),
    redisUrl: env.REDIS_URL || undefined,
    // Demo data (and its well-known passwords) must never reach a production database.
    seedDemoData: !production && parseBoolean('SEED_DEMO_DATA', env.SEED_DEMO_DATA, true),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminPasswordReset: parseBoolean('ADMIN_PASSWORD_RESET', env.ADMIN_PASSWORD_RESET, false),
    sessionTtlSeconds: parsePositiveInt('SESSION_TTL_SECONDS', env.SESSION_TTL_SECONDS, 7 * 24 * 3600),
    sessionIdleSeconds: parseSessionIdleSeconds(env.SESSION_IDLE_SECONDS),
    sessionCacheSeconds: parseSessionCacheSeconds(env.SESSION_CACHE_SECONDS),
    sessionCookieSecure: parseBoolean('SESSION_COOKIE_SECURE', env.SESSION_COOKIE_SECURE, production),
    signedInPageData: parseBoolean('SIGNED_IN_PAGE_DATA', env.SIGNED_IN_PAGE_DATA, true),
    noticeCacheTtlMs:
      env.NOTICE_CACHE_TTL_MS === '0'
        ? 0
        : parsePositiveInt('NOTICE_CACHE_TTL_MS', env.NOTICE_CACHE_TTL_MS, 2000),
    consoleDataCacheMs:
      env.CONSOLE_DATA_CACHE_MS === '0'
        ? 0
        : parsePositiveInt('CONSOLE_DATA_CACHE_MS', env.CONSOLE_DATA_CACHE_MS, 5000),
    rateLimit: {
      windowSeconds: parsePositiveInt('RATE_LIMIT_WINDOW_SECONDS', env.RATE_LIMIT_WINDOW_SECONDS, 60),
      loginPerIp: parsePositiveInt('LOGIN_RATE_LIMIT_PER_IP', env.LOGIN_RATE_LIMIT_PER_IP, 10),
      loginFailuresPerUserAndIp: parsePositiveInt(
        'LOGIN_RATE_LIMIT_PER_USER_AND_IP',
        env.LOGIN_RATE_LIMIT_PER_USER_AND_IP,
        5,
      ),
      loginFailuresBeforeDelay: parsePositiveInt(
        'LOGIN_DELAY_AFTER_FAILURES',
        env.LOGIN_DELAY_AFTER_FAILURES,
        5,
      ),
      loginDelayWindowSeconds: parsePositiveInt(
        'LOGIN_DELAY_WINDOW_SECONDS',
        env.LOGIN_DELAY_WINDOW_SECONDS,
        15 * 60,
      ),
      loginDelayBaseMs: parsePositiveInt('LOGIN_DELAY_BASE_MS', env.LOGIN_DELAY_BASE_MS, 250),
      loginDelayMaxMs: parsePositiveInt('LOGIN_DELAY_MAX_MS', env.LOGIN_DELAY_MAX_MS, 10_000),
      loginGlobal: parsePositiveInt('LOGIN_RATE_LIMIT_GLOBAL', env.LOGIN_RATE_LIMIT_GLOBAL, 300),
      loginDeviceDays: parsePositiveInt('LOGIN_DEVICE_DAYS', env.LOGIN_DEVICE_DAYS, 30),
      mailColPerIp: parsePositiveInt('MAILCOL_RATE_LIMIT_PER_IP', env.MAILCOL_RATE_LIMIT_PER_IP, 30),
      deployKeyFailuresPerIp: parsePositiveInt(
        'DEPLOY_KEY_RATE_LIMIT_PER_IP',
        env.DEPLOY_KEY_RATE_LIMIT_PER_IP,
        10,
      ),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN, production, port),
    remoteManifestOrigins: parseManifestOrigins(env.REMOTE_MANIFEST_ORIGINS),
    previewTtlSeconds: parsePositiveInt('PREVIEW_TTL_SECONDS', env.PREVIEW_TTL_SECONDS, 3600),
    remoteStore: parseRemoteStore(env.REMOTE_STORE),
    remoteKeepRecent: parseWholeNumber('REMOTE_KEEP_RECENT', env.REMOTE_KEEP_RECENT, 3),
    remotePruneIntervalMinutes: parseWholeNumber(
      'REMOTE_PRUNE_INTERVAL_MINUTES',
      env.REMOTE_PRUNE_INTERVAL_MINUTES,
      60,
    ),
    // A remote's production build with its source maps and precompressed copies is about 16 MB.
    uploadMaxBytes: parsePositiveInt('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES, 100 * 1024 * 1024),
    uploadMaxFiles: parsePositiveInt('UPLOAD_MAX_FILES', env.UPLOAD_MAX_FILES, 5000),
    routeAreas: parseRouteAreas(env),
    canaryGuard: {
      intervalSeconds: parseWholeNumber(
        'CANARY_GUARD_INTERVAL_SECONDS',
        env.CANARY_GUARD_INTERVAL_SECONDS,
        30,
      ),
      abortMarginPoints: parsePoints('CANARY_ABORT_MARGIN_POINTS', env.CANARY_ABORT_MARGIN_POINTS, 5),
      abortRatio: parseAtLeastOne('CANARY_ABORT_RATIO', env.CANARY_ABORT_RATIO, 2),
      minPageViews: parsePositiveInt('CANARY_MIN_PAGE_VIEWS', env.CANARY_MIN_PAGE_VIEWS, 200),
      // Ten addresses of one sender move the share of addresses with an error by at most 10 / 300 = 3.3 points:
      // under both the abort's and the rollback's margins, with room for the honest visitors' own spread.
      minAddresses: parsePositiveInt('CANARY_MIN_ADDRESSES', env.CANARY_MIN_ADDRESSES, 300),
      minVisitors: parsePositiveInt('CANARY_MIN_VISITORS', env.CANARY_MIN_VISITORS, 300),
      // On by default, and more careful than the canary's: a whole release is undone only when clearly worse.
      releaseWatchMinutes: parseWholeNumber('RELEASE_WATCH_MINUTES', env.RELEASE_WATCH_MINUTES, 30),
      rollbackMarginPoints: parsePoints(
        'RELEASE_ROLLBACK_MARGIN_POINTS',
        env.RELEASE_ROLLBACK_MARGIN_POINTS,
        10,
      ),
      rollbackRatio: parseAtLeastOne('RELEASE_ROLLBACK_RATIO', env.RELEASE_ROLLBACK_RATIO, 3),
    },
    rum: {
      samplePercent: parsePercent('RUM_SAMPLE_PERCENT', env.RUM_SAMPLE_PERCENT, 100),
      retentionDays: parsePositiveInt('RUM_RETENTION_DAYS', env.RUM_RETENTION_DAYS, 14),
      batchesPerIpPerMinute: parsePositiveInt('RUM_RATE_LIMIT_PER_IP', env.RUM_RATE_LIMIT_PER_IP, 30),
      flushSeconds: parsePositiveInt('RUM_FLUSH_SECONDS', env.RUM_FLUSH_SECONDS, 60),
      // Most page lives are shorter; the record of counted tokens is kept as long, so it stays small.
      tokenTtlSeconds: parsePositiveInt('RUM_TOKEN_TTL_SECONDS', env.RUM_TOKEN_TTL_SECONDS, 1800),
      viewSpacingSeconds: parseWholeNumber('RUM_VIEW_SPACING_SECONDS', env.RUM_VIEW_SPACING_SECONDS, 5),
    },
    // Above nginx's keepalive_timeout to the instances (4 s in deploy/nginx/site.conf).
    shutdownGraceSeconds: parseWholeNumber('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS, 5),
    // Below systemd's TimeoutStopSec (deploy/systemd/site@.service), which would kill the process.
    shutdownTimeoutSeconds: parsePositiveInt('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, 30),
  };
  const config: ServerConfig = {
    ...base,
    ...overrides,
    site: { ...base.site, ...overrides.site },
    rateLimit: { ...base.rateLimit, ...overrides.rateLimit },
    canaryGuard: { ...base.canaryGuard, ...overrides.canaryGuard },
    rum: { ...base.rum, ...overrides.rum },
  };
  // The pages' absolute links come from the public origin alone (never a request's Host).
  // The pages' sampling is the server's setting, so a test's or an operator's override reaches the pages too.
  return {
    ...config,
    site: {
      ...config.site,
      origin: config.publicOrigin ?? SITE_DEFAULTS.origin,
      // Worked out from the zone, which an override may have changed.
      utcOffsetMinutes: fixedUtcOffsetMinutes(config.site.timeZone),
      rumSamplePercent: config.rum.samplePercent,
    },
  };
}
