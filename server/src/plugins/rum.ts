import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import { MinuteBuffer } from '../rum/minute-buffer.js';
import { deleteExpiredMinutes, writeMinutes } from '../rum/store.js';

const HOUR_MS = 3600_000;

export interface RumCounter {
  /** This instance's counts not yet written. */
  buffer: MinuteBuffer;
  /** Writes what this instance counted (the timer does, once per RUM_FLUSH_SECONDS; and the close). */
  flush(): Promise<void>;
  /** Deletes the minutes past the retention (the timer does, once an hour). */
  purge(): Promise<number>;
  /** Whether this address may send another batch this minute; counts it. Addresses live in memory only. */
  allow(address: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    rum: RumCounter;
  }
}

/**
 * Fixed one-minute windows per address, in this instance's memory: nothing about a visitor's address is written
 * anywhere, and the whole map is dropped at each new window.
 */
function addressWindow(max: number, clock: () => number): (address: string) => boolean {
  let window = -1;
  let counts = new Map<string, number>();
  return (address) => {
    const current = Math.floor(clock() / 60_000);
    if (current !== window) {
      window = current;
      counts = new Map();
    }
    const count = (counts.get(address) ?? 0) + 1;
    counts.set(address, count);
    return count <= max;
  };
}

export default fp(
  async function rum(fastify: FastifyInstance, opts: { config: ServerConfig }) {
    const settings = opts.config.rum;
    const buffer = new MinuteBuffer();
    let writing: Promise<void> = Promise.resolve();
    const flush = () => {
      // One write at a time: a slow database must not get a pile of them.
      writing = writing.then(async () => {
        const figures = buffer.drain();
        try {
          await writeMinutes(fastify.db, figures);
        } catch (error) {
          buffer.restore(figures);
          throw error;
        }
      });
      return writing;
    };
    const purge = () => deleteExpiredMinutes(fastify.db, fastify.clock(), settings.retentionDays);
    fastify.decorate('rum', {
      buffer,
      flush,
      purge,
      allow: addressWindow(settings.batchesPerIpPerMinute, () => fastify.clock()),
    } satisfies RumCounter);

    let lastPurge = 0;
    const timer = setInterval(() => {
      flush().catch((error: unknown) =>
        fastify.log.warn({ err: error }, 'writing the real-user figures failed'),
      );
      if (Date.now() - lastPurge < HOUR_MS) return;
      lastPurge = Date.now();
      purge().catch((error: unknown) =>
        fastify.log.warn({ err: error }, 'deleting old real-user figures failed'),
      );
    }, settings.flushSeconds * 1000);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await flush().catch((error: unknown) =>
        fastify.log.warn({ err: error }, 'writing the real-user figures at close failed'),
      );
    });
  },
  { name: 'rum', dependencies: ['db', 'auth'] },
);
