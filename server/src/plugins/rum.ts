import type { RumBatch } from '@site/contracts/api/rum';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.js';
import { signingSecret } from '../lib/signing-secret.js';
import { type Intake, takeBatch } from '../rum/intake.js';
import { type ReportLedger, memoryLedger, redisLedger } from '../rum/ledger.js';
import { DroppedBuffer, MinuteBuffer } from '../rum/minute-buffer.js';
import { signPageViewToken } from '../rum/page-view-token.js';
import { deleteExpiredMinutes, writeDropped, writeMinutes } from '../rum/store.js';
import { clientAddress } from './rate-limit.js';

const HOUR_MS = 3600_000;

export interface RumCounter {
  /** This instance's counts not yet written. */
  buffer: MinuteBuffer;
  /** This instance's counts of dropped reports not yet written. */
  dropped: DroppedBuffer;
  /** Writes what this instance counted (the timer does, once per RUM_FLUSH_SECONDS; and the close). */
  flush(): Promise<void>;
  /** Deletes the minutes past the retention (the timer does, once an hour). */
  purge(): Promise<number>;
  /** Checks a batch against its token and what was counted before, and counts what it adds (or why not). */
  take(batch: RumBatch, request: FastifyRequest): Promise<Intake>;
  /** Counts a batch the address's rate limit refused unread. */
  refused(): void;
  /**
   * The token a page view carries: the versions of the remotes it got and, while a canary runs, its visitor. Its
   * reports count with it, once, for those versions only.
   */
  pageViewToken(remotes: readonly { name: string; version: string }[], visitor?: string): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rum: RumCounter;
  }
}

export default fp(
  async function rum(fastify: FastifyInstance, opts: { config: ServerConfig }) {
    const settings = opts.config.rum;
    const buffer = new MinuteBuffer();
    const dropped = new DroppedBuffer();
    // Several instances must agree on what was counted: through Redis when there is one (docs/releases.md
    // "Real-user reports").
    const store = fastify.redis ? redisLedger(fastify.redis) : memoryLedger(() => fastify.clock());
    // A batch that cannot be checked is dropped ("unchecked"), never counted unchecked: said in the log too.
    const ledger: ReportLedger = {
      claim: (request) =>
        store.claim(request).catch((error: unknown) => {
          fastify.log.warn({ err: error }, 'real-user reports cannot be checked against those counted');
          throw error;
        }),
    };
    const secret = () => signingSecret(fastify.db, 'page-view', new Date(fastify.clock()));
    let writing: Promise<void> = Promise.resolve();
    const flush = () => {
      // One write at a time: a slow database must not get a pile of them.
      writing = writing.then(async () => {
        const figures = buffer.drain();
        const drops = dropped.drain();
        try {
          await writeMinutes(fastify.db, figures);
        } catch (error) {
          buffer.restore(figures);
          dropped.restore(drops);
          throw error;
        }
        try {
          await writeDropped(fastify.db, drops);
        } catch (error) {
          dropped.restore(drops);
          throw error;
        }
      });
      return writing;
    };
    const purge = () => deleteExpiredMinutes(fastify.db, fastify.clock(), settings.retentionDays);
    fastify.decorate('rum', {
      buffer,
      dropped,
      flush,
      purge,
      async take(batch, request) {
        const now = fastify.clock();
        const intake = await takeBatch(batch, {
          secret: await secret(),
          ledger,
          settings: {
            tokenLifeMs: settings.tokenTtlSeconds * 1000,
            viewSpacingMs: settings.viewSpacingSeconds * 1000,
          },
          now,
          address: clientAddress(request),
        });
        if ('counted' in intake) {
          for (const count of intake.counted) buffer.add(count);
        } else {
          for (const remote of intake.remotes) dropped.add(now, remote, intake.dropped);
        }
        return intake;
      },
      refused() {
        dropped.add(fastify.clock(), '', 'rate-limited');
      },
      async pageViewToken(remotes, visitor) {
        const versions = Object.fromEntries(remotes.map((remote) => [remote.name, remote.version]));
        return signPageViewToken(await secret(), versions, fastify.clock(), visitor);
      },
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
  { name: 'rum', dependencies: ['db', 'auth', 'rate-limit'] },
);
