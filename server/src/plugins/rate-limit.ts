import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { HttpError } from '../lib/http-error.js';
import { type RateLimitStore, createMemoryStore, createRedisStore } from '../lib/rate-limit-store.js';

export interface RateLimitRule {
  /** Groups the counters: "login-ip", "login-user", "mailcol-ip"... */
  name: string;
  key: string;
  limit: number;
  /** English message template with {seconds}. */
  message?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one hit on each rule in turn; throws 429 with Retry-After on the first rule over its limit. */
    enforceRateLimit(reply: FastifyReply, rules: RateLimitRule[]): Promise<void>;
  }
}

export default fp(
  async function rateLimit(fastify: FastifyInstance, opts: { config: ServerConfig; clock: Clock }) {
    const store: RateLimitStore = opts.config.redisUrl
      ? await createRedisStore(opts.config.redisUrl)
      : createMemoryStore(opts.clock);
    fastify.addHook('onClose', async () => store.close());
    const windowMs = opts.config.rateLimit.windowSeconds * 1000;

    fastify.decorate(
      'enforceRateLimit',
      async function enforceRateLimit(reply: FastifyReply, rules: RateLimitRule[]) {
        for (const rule of rules) {
          let result;
          try {
            result = await store.hit(`${rule.name}:${rule.key}`, windowMs);
          } catch (error) {
            // A broken Redis must not take logins down with it: let the request through, and say so in the log.
            reply.log.warn(
              { err: error, rule: rule.name },
              'rate limit store unavailable; request not limited',
            );
            continue;
          }
          if (result.count > rule.limit) {
            const seconds = Math.max(1, Math.ceil(result.resetMs / 1000));
            reply.header('retry-after', String(seconds));
            throw HttpError.tooManyRequests(rule.message ?? 'Too many requests, try again in {seconds} s', {
              seconds,
            });
          }
        }
      },
    );
  },
  { name: 'rate-limit' },
);
