import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseEnvironmentFile } from '@site/test-kit/cluster';
import { request } from '@site/test-kit/mixed-load';
import { type StartedNginx, nginxPath, siteHttpConfig, startNginx } from '@site/test-kit/nginx';
import { freePort } from '@site/test-kit/start-server';
import { loadConfig } from '../src/config.js';
import { findRepoRoot } from '../src/lib/repo-root.js';

// What deploy/ gives an operator: an environment the server accepts, timings that agree from file to file, and an
// nginx site that does what its comments say, tried here against stand-in instances (the cluster suites run it in
// front of the real server: server/test/cluster).

const root = findRepoRoot();
const read = (file: string) => readFileSync(path.join(root, 'deploy', file), 'utf8');
const example = parseEnvironmentFile(read('site.env.example'));

describe('deploy/site.env.example', () => {
  it('is a production configuration the server accepts', () => {
    const config = loadConfig(example);
    expect(config).toMatchObject({
      production: true,
      publicOrigin: 'https://astrea.example',
      remoteStore: 'database',
      trustProxy: ['10.0.0.5'],
    });
    expect(config.databaseUrl).toMatch(/^postgres:/);
    expect(config.redisUrl).toMatch(/^redis:/);
  });

  it('agrees with nginx and systemd on the timings of a stop', () => {
    const config = loadConfig(example);
    const upstream = /upstream site_instances \{[^}]*\}/.exec(read('nginx/site.conf'))![0];
    const nginxIdle = Number(/keepalive_timeout (\d+)s;/.exec(upstream)![1]);
    const unit = read('systemd/site@.service');
    const stopTimeout = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)![1]);
    // nginx lets go of an idle connection before the instance closes it; systemd waits for the drain.
    expect(nginxIdle).toBeLessThan(config.shutdownGraceSeconds);
    expect(stopTimeout).toBeGreaterThanOrEqual(config.shutdownTimeoutSeconds + 5);
    expect(unit).toMatch(/^Environment=PORT=%i$/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node server\/dist\/server\.js$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });
});

describe('siteHttpConfig (the test kit reading deploy/nginx/site.conf)', () => {
  it('keeps the upstream parameters, the cache and the map, with the instances and cache folder given, and no server', () => {
    const text = siteHttpConfig(read('nginx/site.conf'), {
      upstreams: ['127.0.0.1:1001', '127.0.0.1:1002'],
      cacheDir: '/tmp/cache',
    });
    expect(text).toContain('server 127.0.0.1:1001 max_fails=1 fail_timeout=5s;');
    expect(text).toContain('server 127.0.0.1:1002 max_fails=1 fail_timeout=5s;');
    expect(text).not.toContain('10.0.0.11');
    expect(text).toContain('keepalive_timeout 4s;');
    expect(text).toMatch(/^proxy_cache_path \/tmp\/cache levels=1:2 keys_zone=site_assets/m);
    expect(text).toContain('map $http_accept_encoding $site_encoding');
    expect(text).not.toMatch(/listen|ssl_certificate/);
  });
});

/** A stand-in instance: answers with what it received, or drops the connection; counts what reached it. */
async function standIn(behaviour: 'answer' | 'drop') {
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers });
    if (behaviour === 'drop') {
      req.socket.destroy();
      return;
    }
    const hashed = /\.[0-9a-f]{8,}\.js$/.test(req.url!);
    res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ url: req.url, xff: req.headers['x-forwarded-for'] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { address: `127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

(nginxPath() ? describe : describe.skip)('deploy/nginx in front of stand-in instances', () => {
  let answering: Awaited<ReturnType<typeof standIn>>;
  let dropping: Awaited<ReturnType<typeof standIn>>;
  let refusing: string;
  const started: StartedNginx[] = [];
  /** A fresh nginx: its first request goes to the first upstream. */
  const behind = async (upstreams: string[]) => {
    const nginx = (await startNginx({ upstreams }))!;
    started.push(nginx);
    return nginx;
  };

  beforeAll(async () => {
    answering = await standIn('answer');
    dropping = await standIn('drop');
    refusing = `127.0.0.1:${await freePort()}`;
  });
  afterAll(async () => {
    for (const nginx of started) await nginx.stop();
    answering?.server.close();
    dropping?.server.close();
  });

  const post = (nginx: StartedNginx) =>
    request(`${nginx.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });

  it("passes the client's own address, never one the client wrote, and one encoding", async () => {
    const nginx = await behind([answering.address]);
    const answer = await request(`${nginx.url}/api/notices`, {
      headers: { 'x-forwarded-for': '203.0.113.9', 'accept-encoding': 'gzip, deflate, br' },
      localAddress: '127.0.0.42',
    });
    expect(answer.status).toBe(200);
    const last = answering.seen.at(-1)!;
    expect(last.headers['x-forwarded-for']).toBe('127.0.0.42');
    expect(last.headers['accept-encoding']).toBe('br');
  });

  it('keeps hashed files, and never pages, the API or /remotes.json', async () => {
    const nginx = await behind([answering.address]);
    for (const address of [
      '/remotes/player/1.0.0-abc/main.0123abcd.js',
      '/home',
      '/remotes.json',
      '/api/x.0123abcd.js',
    ]) {
      await request(`${nginx.url}${address}`);
      const again = await request(`${nginx.url}${address}`);
      expect(again.status).toBe(200);
      expect([address, again.headers['x-cache-status']]).toEqual([
        address,
        address.startsWith('/remotes/') ? 'HIT' : undefined,
      ]);
    }
  });

  it('sends a GET an instance dropped to another instance', async () => {
    const nginx = await behind([dropping.address, answering.address]);
    const before = dropping.seen.length;
    expect((await request(`${nginx.url}/api/notices?page=1`)).status).toBe(200);
    expect(dropping.seen.slice(before).map((seen) => seen.url)).toEqual(['/api/notices?page=1']);
  });

  it('never sends again a POST that reached an instance, which may have carried it out', async () => {
    const nginx = await behind([dropping.address, answering.address]);
    const before = answering.seen.length;
    expect((await post(nginx)).status).toBe(502);
    expect(answering.seen.slice(before)).toEqual([]);
  });

  it('sends a POST no instance received to the next one', async () => {
    const nginx = await behind([refusing, answering.address]);
    expect((await post(nginx)).status).toBe(200);
  });
});
