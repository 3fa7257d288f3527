// The production shape on one machine, for the fault tests, the cluster's browser spec and bench/cluster.mjs: a
// throwaway PostgreSQL and Redis, several instances of the built server configured from deploy/site.env.example,
// and nginx in front of them with deploy/nginx's files, all on loopback ports and temp folders, all stopped by stop().
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxPath, startNginx } from './nginx.mjs';
import { postgresBin, startPostgres } from './postgres.mjs';
import { redisServerPath, startRedis } from './redis.mjs';
import { findRepoRoot, freePort, startServer } from './start-server.mjs';

export const CLUSTER_ADMIN = { username: 'cluster-admin', password: 'a long cluster password 7' };

/** KEY=VALUE lines of an environment file (systemd's EnvironmentFile), without comments and blank lines. */
export function parseEnvironmentFile(text) {
  const env = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const at = trimmed.indexOf('=');
    if (at < 1) throw new Error(`Not a KEY=VALUE line: ${trimmed}`);
    env[trimmed.slice(0, at)] = trimmed.slice(at + 1);
  }
  return env;
}

/**
 * nginx's access log (the test kit's format, tooling/test-kit/nginx.mjs), a line each: when (ms), the method, the
 * address, the status sent, the instances tried in order and what each answered.
 */
export function parseAccessLog(text) {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [at, method, uri, status] = line.split(' ');
      const list = (name) =>
        (new RegExp(` ${name}="([^"]*)"`).exec(line)?.[1] ?? '-')
          .split(/,\s*|\s+:\s+/)
          .filter((part) => part !== '-');
      return {
        at: Number(at) * 1000,
        method,
        uri,
        status: Number(status),
        upstreams: list('upstream'),
        upstreamStatuses: list('upstream_status'),
      };
    });
}

/** What a cluster needs installed that is missing: PostgreSQL, redis-server, nginx. */
export function missingForCluster() {
  return [
    postgresBin() ? undefined : 'PostgreSQL (/usr/lib/postgresql/*/bin)',
    redisServerPath() ? undefined : 'redis-server',
    nginxPath() ? undefined : 'nginx',
  ].filter(Boolean);
}

/**
 * Starts the cluster; rejects (after stopping what it started) when a part does not start. The instances start one
 * after the other unless `together` (all at the same moment, on the empty database).
 * @param {import('./cluster.d.mts').StartClusterOptions} [options]
 * @returns {Promise<import('./cluster.d.mts').Cluster>}
 */
export async function startCluster(options = {}) {
  const root = path.resolve(options.root ?? findRepoRoot());
  const count = options.instances ?? 3;
  const missing = missingForCluster();
  if (missing.length > 0) throw new Error(`A cluster needs ${missing.join(', ')} installed`);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-cluster-'));
  const cleanups = [() => rmSync(dir, { recursive: true, force: true })];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    // CLUSTER_PG_PORT: a port of one's own on a machine shared with other test runs.
    const postgresPort = options.postgresPort ?? (Number(process.env.CLUSTER_PG_PORT) || (await freePort()));
    const postgres = startPostgres({ port: postgresPort, stopOnExit: true });
    cleanups.push(() => postgres.remove());
    let redis = await startRedis();
    cleanups.push(() => redis?.stop());
    const redisPort = redis.port;

    const ports = [];
    for (let i = 0; i < count; i += 1) ports.push(await freePort());
    const nginxPort = await freePort();
    const url = `http://127.0.0.1:${nginxPort}`;

    const example = parseEnvironmentFile(readFileSync(path.join(root, 'deploy/site.env.example'), 'utf8'));
    const env = {
      ...example,
      // What differs on one machine with plain http: the addresses, the secrets, cookies without Secure.
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: url,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: '127.0.0.1',
      ADMIN_USERNAME: CLUSTER_ADMIN.username,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      SESSION_COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    };

    const instances = ports.map((port, index) => ({
      index,
      port,
      address: `127.0.0.1:${port}`,
      url: `http://127.0.0.1:${port}`,
      dataDir: path.join(dir, `instance-${index}`),
      server: undefined,
    }));
    const isRunning = (instance) =>
      instance.server !== undefined &&
      instance.server.child.exitCode === null &&
      instance.server.child.signalCode === null;
    const startInstance = async (index, extraEnv = {}) => {
      const instance = instances[index];
      if (isRunning(instance)) throw new Error(`Instance ${index} is running already`);
      instance.server = await startServer({
        root,
        port: instance.port,
        dataDir: instance.dataDir,
        // The first instance brings the published builds (npm run build's) into the shared store; the others start
        // with an empty copy and fetch what they serve from the database, as on machines of their own.
        remoteStore: index === 0 ? path.join(root, '.data/remotes') : path.join(instance.dataDir, 'remotes'),
        env: { ...env, ...extraEnv },
        echoStderr: options.echoStderr,
        // The first instance stores every published build in the database before it answers.
        timeoutMs: options.timeoutMs ?? 240_000,
      });
      return instance;
    };
    const stopInstance = async (index, stopOptions = {}) => {
      const server = instances[index].server;
      if (!server) return null;
      return server.stop({ timeoutMs: 60_000, ...stopOptions });
    };
    cleanups.push(() => Promise.all(instances.map((_, index) => stopInstance(index))));

    if (options.together) await Promise.all(instances.map((_, index) => startInstance(index)));
    else for (const instance of instances) await startInstance(instance.index);

    const nginx = await startNginx({
      root,
      upstreams: instances.map((instance) => instance.address),
      port: nginxPort,
      workers: options.nginxWorkers,
    });
    cleanups.push(() => nginx.stop());

    const psql = path.join(postgres.bin, 'psql');
    let postgresUp = true;
    return {
      url,
      root,
      dir,
      env,
      admin: CLUSTER_ADMIN,
      instances,
      nginx,
      postgres: {
        url: postgres.url,
        stop() {
          postgres.stop();
          postgresUp = false;
        },
        start() {
          postgres.start();
          postgresUp = true;
        },
      },
      redis: {
        get url() {
          return redis?.url;
        },
        async stop() {
          await redis?.stop();
          redis = undefined;
        },
        async start() {
          redis = await startRedis({ port: redisPort });
        },
      },
      startInstance,
      stopInstance,
      isRunning,
      async heal() {
        if (!postgresUp) {
          postgres.start();
          postgresUp = true;
        }
        if (!redis) redis = await startRedis({ port: redisPort });
        for (const instance of instances) if (!isRunning(instance)) await startInstance(instance.index);
      },
      /** The main process of every running part: the instances, nginx, PostgreSQL, Redis. */
      pids() {
        return [
          ...instances.filter(isRunning).map((instance) => instance.server.child.pid),
          nginx.child.pid,
          postgres.pid(),
          redis?.pid,
        ].filter((pid) => pid !== undefined);
      },
      /** Requests an instance answered for nginx with a 2xx or 3xx since `since` (ms). */
      answeredBy(index, since) {
        const { address } = instances[index];
        return parseAccessLog(nginx.accessLog()).filter(
          (line) =>
            line.at >= since &&
            line.upstreams[line.upstreams.length - 1] === address &&
            line.status >= 200 &&
            line.status < 400,
        ).length;
      },
      async killInstance(index) {
        const server = instances[index].server;
        server.child.kill('SIGKILL');
        await server.exited;
      },
      sql(text) {
        const output = execFileSync(
          psql,
          ['-d', postgres.url, '-At', '-F', '\t', '-v', 'ON_ERROR_STOP=1', '-c', text],
          {
            encoding: 'utf8',
          },
        );
        return output
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => line.split('\t'));
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
