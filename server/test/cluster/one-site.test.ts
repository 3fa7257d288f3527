import path from 'node:path';
import { type Cluster, type ClusterInstance, startCluster } from '@site/test-kit/cluster';
import { request } from '@site/test-kit/mixed-load';
import { entriesOf, targz } from '../helpers/build-archive.js';
import { waitFor } from '@site/test-kit/cluster-faults';
import { describeCluster, pause, root } from './cluster-helpers.js';

// One site, whichever instance answers: three instances of the built server behind nginx (tooling/test-kit/cluster.mjs)
// share what a visitor sees through PostgreSQL and Redis. Each check writes through one instance and reads from every
// instance directly (past nginx), so no answer comes from the instance that made the change by luck.

jest.setTimeout(240_000);

// Reports are written to the database every second (the figures every instance reads); a small report limit so a
// flood is quick.
const ENV = { RUM_FLUSH_SECONDS: '1', RUM_RATE_LIMIT_PER_IP: '5', LOGIN_RATE_LIMIT_GLOBAL: '100000' };
const NOTICE_CACHE_TTL_MS = 2_000;
const JSON_HEADERS = { 'content-type': 'application/json' };

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(
  url: string,
  method: string,
  route: string,
  options: { token?: string; body?: object; cookie?: string } = {},
): Promise<{
  status: number;
  envelope: Envelope<T>;
  headers: Record<string, string | string[] | undefined>;
}> {
  const answer = await request(`${url}${route}`, {
    method,
    headers: {
      ...(options.body && JSON_HEADERS),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.cookie && { cookie: options.cookie }),
    },
    body: options.body && JSON.stringify(options.body),
    timeoutMs: 60_000,
  });
  return { status: answer.status, envelope: JSON.parse(answer.body) as Envelope<T>, headers: answer.headers };
}

const liveVersions = async (url: string, cookie?: string) =>
  (await call<never>(url, 'GET', '/remotes.json', { cookie })).envelope as unknown as {
    remotes: { name: string; version: string }[];
  };
const versionOf = async (url: string, remote: string, cookie?: string) =>
  (await liveVersions(url, cookie)).remotes.find((entry) => entry.name === remote)!.version;

describeCluster('one site, whichever instance answers', () => {
  let cluster: Cluster;
  let instances: ClusterInstance[];
  let token: string;

  beforeAll(async () => {
    cluster = await startCluster({ root, env: ENV });
    instances = cluster.instances;
    const login = await call<{ token: string }>(instances[0]!.url, 'POST', '/api/user/login', {
      body: { ...cluster.admin, bearer: true },
    });
    token = login.envelope.data.token;
  }, 300_000);

  afterAll(async () => cluster?.stop(), 120_000);

  it('shows a notice published through one instance on every instance’s pages within the notice cache’s time', async () => {
    // Every instance has rendered the landing page, and keeps it.
    for (const instance of instances)
      expect((await request(`${instance.url}/home`, { timeoutMs: 60_000 })).status).toBe(200);
    const title = `Cluster notice ${Date.now()}`;
    const created = await call<{ id: number }>(instances[0]!.url, 'POST', '/api/notices', {
      token,
      body: { title, body: 'Shown on every instance.', category: 'news', status: 'published' },
    });
    expect(created.envelope.code).toBe(0);
    const published = Date.now();
    // Every landing page asked for once the notice cache's time has passed lists it, on every instance. (A page sent
    // without its first view, a render that timed out on a busy machine, cannot say: it is asked again.)
    const due = published + NOTICE_CACHE_TTL_MS + 300;
    await Promise.all(
      instances.map(async (instance) => {
        await waitFor(
          `instance ${instance.index}'s landing page, asked after ${due - published} ms`,
          async () => {
            const sent = Date.now();
            const page = await request(`${instance.url}/home`, { timeoutMs: 60_000 });
            const rendered = String(page.headers['server-timing']).includes('first-view');
            if (sent >= due && rendered) {
              if (!page.body.includes(title)) {
                throw new Error(
                  `instance ${instance.index}'s landing page ${sent - published} ms after does not list it`,
                );
              }
              return true;
            }
            // Not asking again at once: a busy machine's renders must not be starved by the asking.
            await new Promise((resolve) => setTimeout(resolve, 400));
            return false;
          },
          120_000,
        );
      }),
    );
    for (const instance of instances) {
      const page = await request(`${instance.url}/home/notice/${created.envelope.data.id}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain(title);
    }
  });

  it('refuses a session on every instance once it has ended on one', async () => {
    const session = await call<{ token: string }>(instances[1]!.url, 'POST', '/api/user/login', {
      body: { ...cluster.admin, bearer: true },
    });
    const ended = session.envelope.data.token;
    // Every instance has checked it, and keeps it for SESSION_CACHE_SECONDS (30) unless told.
    for (const instance of instances) {
      expect((await call(instance.url, 'POST', '/api/user/info', { token: ended })).envelope.code).toBe(0);
    }
    expect((await call(instances[2]!.url, 'POST', '/api/user/logout', { token: ended })).envelope.code).toBe(
      0,
    );
    const loggedOut = Date.now();
    for (const instance of instances) {
      await waitFor(
        `instance ${instance.index} to refuse the ended session`,
        async () => (await call(instance.url, 'POST', '/api/user/info', { token: ended })).status === 401,
        5_000,
      );
    }
    // Told through the database at once, far inside the cache's 30 s.
    expect(Date.now() - loggedOut).toBeLessThan(5_000);
  });

  describe('releases', () => {
    const legal = 'legal';
    let key: string;
    let before: string;
    let released: string;

    beforeAll(async () => {
      before = await versionOf(cluster.url, legal);
      const created = await call<{ secret: string }>(
        instances[0]!.url,
        'POST',
        `/api/admin/remotes/${legal}/keys`,
        {
          token,
          body: { name: 'cluster test' },
        },
      );
      key = created.envelope.data.secret;
    });

    it('makes a release live on every instance when it is made live through one', async () => {
      // The live build again with one more file: another version, uploaded through nginx.
      const build = [
        ...entriesOf(path.join(root, '.data/remotes', legal, before)),
        { name: 'cluster-release.txt', data: `released at ${Date.now()}` },
      ];
      const archive = await targz(build);
      const uploaded = await fetch(`${cluster.url}/api/remotes/${legal}/uploads`, {
        method: 'POST',
        headers: { 'content-type': 'application/gzip', authorization: `Bearer ${key}` },
        body: archive,
      });
      const upload = (await uploaded.json()) as Envelope<{ version: string }>;
      expect(upload).toMatchObject({ code: 0 });
      released = upload.data.version;
      expect(released).not.toBe(before);

      const live = await call(instances[1]!.url, 'POST', `/api/remotes/${legal}/releases`, {
        token: key,
        body: { version: released },
      });
      expect(live.envelope.code).toBe(0);
      for (const instance of instances) {
        expect(await versionOf(instance.url, legal)).toBe(released);
        // Its files too, which an instance that did not take the upload copies from the shared store.
        const entry = await request(`${instance.url}/remotes/${legal}/${released}/remoteEntry.js`);
        expect(entry.status).toBe(200);
        // Pages name it in their remote index.
        const page = await request(`${instance.url}/home`);
        expect(page.status).toBe(200);
        expect(page.body).toContain(`/remotes/${legal}/${released}/`);
      }
    });

    it('gives a canary visitor the same version from every instance', async () => {
      const started = await call(instances[2]!.url, 'POST', `/api/remotes/${legal}/canary`, {
        token: key,
        body: { version: before, share: 50 },
      });
      expect(started.envelope.code).toBe(0);
      const seen = new Set<string>();
      for (let visitor = 0; visitor < 12; visitor += 1) {
        const first = await request(`${cluster.url}/remotes.json`);
        const setCookie = [first.headers['set-cookie'] ?? []]
          .flat()
          .find((value) => value.startsWith('site-visitor='));
        expect(setCookie).toBeDefined();
        const cookie = setCookie!.split(';')[0]!;
        const versions = await Promise.all(
          instances.map((instance) => versionOf(instance.url, legal, cookie)),
        );
        expect(new Set(versions).size).toBe(1);
        seen.add(versions[0]!);
      }
      // Half the visitors each way, give or take: both versions were drawn.
      expect(seen).toEqual(new Set([before, released]));
      expect(
        (await call(instances[0]!.url, 'POST', `/api/remotes/${legal}/canary/abort`, { token: key })).envelope
          .code,
      ).toBe(0);
    });
  });

  /** A page view as a browser at `from` gets it from `url`: the versions of its remotes and its signed token. */
  const pageView = async (url: string, from: string) => {
    const answer = await request(`${url}/remotes.json`, { localAddress: from, timeoutMs: 60_000 });
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as { remotes: { name: string; version: string }[]; token: string };
    const player = body.remotes.find((entry) => entry.name === 'player')!.version;
    return {
      token: body.token,
      report: { page: '/home', remote: 'player', versions: { player }, lcp: 1200, errors: [] },
    };
  };
  const report = (url: string, from: string, view: Awaited<ReturnType<typeof pageView>>) =>
    request(`${url}/api/rum`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ token: view.token, reports: [view.report] }),
      localAddress: from,
      timeoutMs: 60_000,
    });
  const livePageViews = async () =>
    (
      await call<{ live: { pageViews: number } | null }>(
        instances[0]!.url,
        'GET',
        '/api/admin/remotes/player/health?minutes=5',
        { token },
      )
    ).envelope.data.live?.pageViews ?? 0;

  it('adds up the real-user reports every instance takes into the same figures', async () => {
    const before = await livePageViews();
    // Each page view's token signed by one instance and its report taken by the next: they share the signing key.
    for (const [i, instance] of instances.entries()) {
      const from = `127.0.2.${10 + i}`;
      const view = await pageView(instance.url, from);
      const next = instances[(i + 1) % instances.length]!;
      expect((await report(next.url, from, view)).status).toBe(204);
    }
    await waitFor(
      'the figures of every instance to be written',
      async () => (await livePageViews()) >= before + instances.length,
    );
  });

  it('limits a flood of reports from many addresses spread over the instances as one site', async () => {
    // RUM_RATE_LIMIT_PER_IP (5) batches a minute per address, counted in Redis: an address's batches spread over
    // three instances get 5 answers in all before 429, not 5 from each; and its page view counts once.
    const addresses = Array.from({ length: 8 }, (_, i) => `127.0.3.${10 + i}`);
    const before = await livePageViews();
    const answers = await Promise.all(
      addresses.map(async (from, a) => {
        const view = await pageView(instances[a % instances.length]!.url, from);
        const statuses: number[] = [];
        for (let batch = 0; batch < 12; batch += 1) {
          const instance = instances[(a + batch) % instances.length]!;
          statuses.push((await report(instance.url, from, view)).status);
        }
        return statuses;
      }),
    );
    for (const statuses of answers) {
      expect(statuses.filter((status) => status !== 429)).toHaveLength(5);
      expect(statuses.filter((status) => status === 204)).toHaveLength(1);
      expect(statuses.filter((status) => ![204, 409, 429].includes(status))).toEqual([]);
    }
    await waitFor(
      'the flood’s page views to be written',
      async () => (await livePageViews()) >= before + addresses.length,
    );
    // Written once each, whichever instances took them.
    await pause(2_500);
    expect(await livePageViews()).toBe(before + addresses.length);
  });
});
