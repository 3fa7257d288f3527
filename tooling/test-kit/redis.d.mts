export function redisServerPath(): string | undefined;
export function startRedis(options?: {
  timeoutMs?: number;
}): Promise<{ url: string; stop(): Promise<void> } | undefined>;
