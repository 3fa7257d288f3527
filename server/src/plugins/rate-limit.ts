import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { deviceOf } from '../auth/login-attempts.js';
import type { ServerConfig } from '../config.js';
import { redisWithLocalFallback } from '../lib/fallback-rate-store.js';
import { HttpError } from '../lib/http-error.js';

/** A counter over a fixed window, shared by every instance when Redis is configured. */
export interface Limit {
  /** Counts this request; 429 with Retry-After when it is over the limit. */
  hit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** 429 with Retry-After when the limit is already used up, without counting (for counters of failures). */
  refuseIfSpent(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one event (a failure) without refusing anything. */
  record(request: FastifyRequest): Promise<void>;
  /** Events counted in the current window. */
  count(request: FastifyRequest): Promise<number>;
}

export interface LimitRule {
  /** Keeps the counters of different limits apart in one store. */
  name: string;
  max: number;
  windowSeconds: number;
  key(request: FastifyRequest): string;
  /** English message template with {seconds}. */
  message: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      /**
       * Attempts on the public account calls that go on to hash a password, from browsers that are not a known
       * device of the username: the ceiling on the hashing work a flood can cause (auth/login-attempts.ts).
       */
      loginGlobal: Limit;
      /** Attempts on the public account calls from one address, refused ones included, whatever the usernames. */
      loginAddress: Limit;
      /** Login attempts from the known devices of one username (their device cookies name it): its owner's own. */
      loginKnownDevice: Limit;
      /** Failed logins from one known device: then that browser alone is refused. */
      loginFailuresByDevice: Limit;
      /** Failed logins for one username from one address. */
      loginFailuresByUserAndAddress: Limit;
      /** Failed logins for one username from anywhere: they slow it down, never lock it. */
      loginFailuresByUser: Limit;
      /** Pre-registrations from one address. */
      mailColAddress: Limit;
      /** Password changes of one account (a stolen session must not guess the old password quickly). */
      passwordChangeUser: Limit;
      /** Calls from one address with a deploy key no one may use (unknown, revoked, expired): guessing is slowed. */
      deployKeyFailuresByAddress: Limit;
      /** Real-user report batches from one address (a minute's window). */
      rumAddress: Limit;
    };
    /** The store every instance shares (REDIS_URL), for what must be counted across instances; else undefined. */
    redis: Redis | undefined;
  }
}

const LOGIN_MESSAGE = 'Too many login attempts, try again in {seconds} s';
const REQUEST_MESSAGE = 'Too many requests, try again in {seconds} s';

/** The client's address, with an IPv6 client's whole /64 counted as one (it can change the rest at will). */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** The username a login request names, as the accounts table compares it. */
export function loginUsername(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
}

/** The wait before checking a password for a username with this many recent failures: doubling, capped. */
export function loginDelayMs(failures: number, rules: ServerConfig['rateLimit']): number {
  const over = failures - rules.loginFailuresBeforeDelay;
  if (over < 0) return 0;
  return Math.min(rules.loginDelayMaxMs, rules.loginDelayBaseMs * 2 ** Math.min(over, 30));
}

function refuse(reply: FastifyReply, message: string, ttlMs: number): never {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', String(seconds));
  throw HttpError.tooManyRequests(message, { seconds });
}

export default fp(
  async function rateLimit(fastify: FastifyInstance, opts: { config: ServerConfig }) {
    const rules = opts.config.rateLimit;
    // No offline queue: while Redis is unreachable a count fails at once (and is counted in this instance's memory
    // instead, lib/fallback-rate-store.ts) rather than holding the request; a broken Redis must not take logins down.
    // The offline queue is not the only wait: a command sent to a Redis that stops answering with its connection
    // still open (stopped, frozen, cut off) waits for an answer that may never come, and ioredis would send it again
    // after reconnecting. The command timeout ends that wait (Redis answers in well under a millisecond; the margin is
    // for a busy machine), and a count whose answer was lost is not sent again later, for no request.
    const redis = opts.config.redisUrl
      ? new Redis(opts.config.redisUrl, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          connectTimeout: 2000,
          commandTimeout: 2000,
          autoResendUnfulfilledCommands: false,
        })
      : undefined;
    // Reconnecting is ioredis's own; the fallback below says once a minute that limits are counted apart.
    redis?.on('error', () => undefined);
    if (redis) {
      fastify.addHook('onClose', async () => redis.quit().catch(() => redis.disconnect()));
      // Without an offline queue, counts sent before the connection is up would be skipped: the first requests
      // after a start would be counted apart. Start once Redis answers, or has failed (then counts stay in this
      // instance until it is back, as above).
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 3000);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        redis.once('ready', done);
        redis.once('error', done);
      });
    }

    // Enough counters that a flood of made-up usernames cannot push out the real ones.
    const localEntries = 100_000;
    let warnedAt = -Infinity;
    await fastify.register(fastifyRateLimit, {
      global: false,
      nameSpace: 'site:rl:',
      cache: localEntries,
      ...(redis && {
        store: redisWithLocalFallback(redis, 'site:rl:', localEntries, (error) => {
          // A Redis that holds its connection open without answering would cost every count the whole timeout: a
          // new connection instead, so that the counts sent until it is ready fail at once.
          if (error.message === 'Command timed out' && redis.status === 'ready') redis.disconnect(true);
          if (Date.now() - warnedAt < 60_000) return;
          warnedAt = Date.now();
          fastify.log.warn(
            { err: error },
            'Redis cannot be asked: the rate limits count in this instance until it answers again',
          );
        }),
      }),
    });

    const limit = (rule: LimitRule): Limit => {
      const check = fastify.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowSeconds * 1000,
        keyGenerator: (request) => `${rule.name}:${rule.key(request)}`,
      });
      const used = async (request: FastifyRequest) => {
        const state = await check(request, { increment: false });
        return state.isAllowed
          ? { count: 0, ttl: 0 }
          : { count: state.max - state.remaining, ttl: state.ttl };
      };
      return {
        async hit(request, reply) {
          const state = await check(request);
          if (!state.isAllowed && state.isExceeded) refuse(reply, rule.message, state.ttl);
        },
        async refuseIfSpent(request, reply) {
          const { count, ttl } = await used(request);
          if (count >= rule.max) refuse(reply, rule.message, ttl);
        },
        async record(request) {
          await check(request);
        },
        async count(request) {
          return (await used(request)).count;
        },
      };
    };

    const window = rules.windowSeconds;
    fastify.decorate('redis', redis);
    fastify.decorate('limits', {
      loginGlobal: limit({
        name: 'login-all',
        max: rules.loginGlobal,
        windowSeconds: window,
        key: () => 'all',
        message: LOGIN_MESSAGE,
      }),
      loginAddress: limit({
        name: 'login-ip',
        max: rules.loginPerIp,
        windowSeconds: window,
        key: clientAddress,
        message: LOGIN_MESSAGE,
      }),
      loginKnownDevice: limit({
        name: 'login-device-user',
        max: rules.loginPerIp,
        windowSeconds: window,
        // Only ever counted for a request with a device cookie: no empty key is shared by others.
        key: (request) => deviceOf(request)?.username ?? '',
        message: LOGIN_MESSAGE,
      }),
      loginFailuresByDevice: limit({
        name: 'login-device-failures',
        max: rules.loginFailuresPerUserAndIp,
        windowSeconds: window,
        key: (request) => deviceOf(request)?.nonce ?? '',
        message: LOGIN_MESSAGE,
      }),
      loginFailuresByUserAndAddress: limit({
        name: 'login-user-ip',
        max: rules.loginFailuresPerUserAndIp,
        windowSeconds: window,
        key: (request) => JSON.stringify([loginUsername(request), clientAddress(request)]),
        message: LOGIN_MESSAGE,
      }),
      loginFailuresByUser: limit({
        name: 'login-user',
        // A counter, never a refusal: the count sets the delay.
        max: Number.MAX_SAFE_INTEGER,
        windowSeconds: rules.loginDelayWindowSeconds,
        key: loginUsername,
        message: LOGIN_MESSAGE,
      }),
      mailColAddress: limit({
        name: 'mailcol-ip',
        max: rules.mailColPerIp,
        windowSeconds: window,
        key: clientAddress,
        message: REQUEST_MESSAGE,
      }),
      passwordChangeUser: limit({
        name: 'password-user',
        max: rules.loginFailuresPerUserAndIp,
        windowSeconds: window,
        key: (request) => String(request.session?.userId ?? ''),
        message: REQUEST_MESSAGE,
      }),
      deployKeyFailuresByAddress: limit({
        name: 'deploy-key-ip',
        max: rules.deployKeyFailuresPerIp,
        windowSeconds: window,
        key: clientAddress,
        message: REQUEST_MESSAGE,
      }),
      rumAddress: limit({
        name: 'rum-ip',
        max: opts.config.rum.batchesPerIpPerMinute,
        windowSeconds: 60,
        key: clientAddress,
        message: 'Too many reports from this address, try again in {seconds} s',
      }),
    });
  },
  { name: 'rate-limit' },
);
