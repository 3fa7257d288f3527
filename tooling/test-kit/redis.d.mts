export function redisServerPath(): string | undefined;
export function startRedis(options?: {
  timeoutMs?: number;
  port?: number;
}): Promise<{ url: string; port: number; pid: number | undefined; stop(): Promise<void> } | undefined>;
