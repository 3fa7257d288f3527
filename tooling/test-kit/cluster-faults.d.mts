import type { Cluster } from './cluster.d.mts';
import type { LoadRecord } from './mixed-load.d.mts';

interface Restart {
  /** Added to the environment of the new start. */
  env?: Record<string, string>;
  /** Called once the instance has started again, before it is awaited back in nginx's rotation. */
  onStarted?: (index: number) => void | Promise<void>;
}

export function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs?: number,
): Promise<void>;
export function rollingRestart(
  cluster: Cluster,
  options?: Restart,
): Promise<{
  began: number;
  ended: number;
  stops: { index: number; code: number | null; drainMs: number; output: string }[];
}>;
export function killAndRestart(
  cluster: Cluster,
  index: number,
  options?: Restart & { downMs?: number },
): Promise<{
  killedAt: number;
  /** When its process was seen to have exited. */
  diedAt: number;
  restartedAt: number;
  rejoinedAt: number;
}>;
export function restartPostgres(
  cluster: Cluster,
  load: { records: LoadRecord[] },
  options?: { downMs?: number },
): Promise<{ downAt: number; upAt: number; recoveredAt: number }>;
export function stopRedis<T>(
  cluster: Cluster,
  options?: { downMs?: number; meanwhile?: () => Promise<T> },
): Promise<{ stoppedAt: number; restartedAt: number; result: T | undefined }>;
