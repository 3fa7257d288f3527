import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deviceOfAgent } from '@site/contracts/device';
import type { PrerenderRequest } from '@site/contracts/prerender-protocol';
import { loadConfig } from '../config.js';
import { createPrerenderer, prerenderBundleAddress } from './prerender.js';

const request = (url: string, device: PrerenderRequest['device'] = 'desktop'): PrerenderRequest => ({
  url,
  site: { ...loadConfig({}).site, origin: 'http://127.0.0.1:8400' },
  device,
});

const stores: string[] = [];
afterAll(() => {
  for (const store of stores) rmSync(store, { recursive: true, force: true });
});

/** A remote store with one release whose prerender build is the given source. */
function storeWith(source: string): { store: string; manifest: string } {
  const store = mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  stores.push(store);
  const release = path.join(store, 'legal', '1.0.0-abc');
  mkdirSync(path.join(release, 'prerender'), { recursive: true });
  writeFileSync(path.join(release, 'prerender', 'render.cjs'), source);
  return { store, manifest: '/remotes/legal/1.0.0-abc/mf-manifest.json' };
}

// A build's pages: its data comes through the fetch of the render's context.
const ECHO_BUNDLE = `
let renders = 0;
exports.protocol = 2;
exports.render = async (request, { fetch }) => {
  if (request.url === '/none') return null;
  if (request.url === '/throws') throw new Error('the page broke');
  if (request.url === '/hangs') for (;;) {}
  if (request.url === '/hogs') {
    const kept = [];
    for (;;) kept.push(new Array(1e6).fill(kept.length));
  }
  if (request.url === '/data') {
    // The page's data, fetched as the page does in the browser: fetch() and a path of this site.
    const answer = await fetch('/api/notices?page=1', { headers: { 'accept-language': 'ja' } });
    const forbidden = await fetch('/remotes/secret').then(() => 'fetched', (error) => error.message);
    return { path: '/data', html: '<p>' + answer.status + ' ' + (await answer.text()) + ' ' + forbidden + '</p>', head: '', title: '', lang: 'ja' };
  }
  if (request.url === '/signed') {
    // A build that tries to pass for the visitor, and to write with their session.
    const forged = { cookie: 'site-session=forged', origin: 'http://127.0.0.1:8400', 'sec-fetch-site': 'same-origin' };
    await fetch('/api/user/info', { method: 'POST', headers: forged });
    await fetch('/api/notices?page=1', { headers: forged });
    await fetch('/api/notices', { method: 'POST', headers: forged, body: '{}' });
    return { path: '/signed', html: '', head: '', title: '', lang: 'ja', dataOnly: true, signedIn: request.signedIn };
  }
  renders += 1;
  return { path: request.url, html: '<p>' + request.device + ' ' + renders + '</p>', head: '', title: request.site.gameName, lang: 'ja' };
};
`;

// A build whose renders wait for their data a given time, and try the thread's own fetch.
const CONTEXT_BUNDLE = `
exports.protocol = 2;
exports.render = async (request, { fetch: siteFetch }) => {
  const wait = Number(new URL(request.url, 'http://x').searchParams.get('wait') ?? 0);
  await new Promise((resolve) => setTimeout(resolve, wait));
  const answer = await siteFetch('/api/notices?page=1');
  // The thread's own fetch is Node's, which has no idea of this site.
  const global = await fetch('/api/notices').then(() => 'answered', (error) => error.constructor.name);
  return { path: request.url, html: '<p>' + (await answer.text()) + ' ' + global + '</p>', head: '', title: '', lang: 'ja' };
};
`;

describe('the device a page is rendered for (deviceOfAgent)', () => {
  it('names phones and desktops, and leaves tablets (either side of the breakpoint) unknown', () => {
    expect(deviceOfAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      'phone',
    );
    expect(
      deviceOfAgent('Mozilla/5.0 (Linux; Android 11; moto g power) Chrome/120 Mobile Safari/537.36'),
    ).toBe('phone');
    expect(deviceOfAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36')).toBe(
      'desktop',
    );
    expect(deviceOfAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('unknown');
    expect(deviceOfAgent('Mozilla/5.0 (Linux; Android 13; SM-X700) Chrome/120 Safari/537.36')).toBe(
      'unknown',
    );
    expect(deviceOfAgent(undefined)).toBe('unknown');
  });
});

describe('prerenderBundleAddress', () => {
  it('is the prerender build beside the manifest', () => {
    expect(prerenderBundleAddress('/remotes/legal/1.0.0/mf-manifest.json')).toBe(
      '/remotes/legal/1.0.0/prerender/render.cjs',
    );
  });
});

describe('createPrerenderer', () => {
  it("renders with the release's build", async () => {
    const { store, manifest } = storeWith(ECHO_BUNDLE);
    const prerenderer = createPrerenderer(store);
    try {
      const first = await prerenderer.render(manifest, request('/user'));
      expect(first).toMatchObject({ path: '/user', html: '<p>desktop 1</p>', title: '星詠みのアストレア' });
      expect((await prerenderer.render(manifest, request('/user', 'phone')))?.html).toBe('<p>phone 2</p>');
      expect(await prerenderer.render(manifest, request('/none'))).toBeNull();
    } finally {
      await prerenderer.close();
    }
  });

  it('gives null, and reports why, when the build fails or never answers; the next page still renders', async () => {
    const { store, manifest } = storeWith(ECHO_BUNDLE);
    const errors: string[] = [];
    const prerenderer = createPrerenderer(store, {
      timeoutMs: 1_500,
      onError: (error, context) => errors.push(`${context.url}: ${error.message}`),
    });
    try {
      expect(await prerenderer.render(manifest, request('/throws'))).toBeNull();
      expect(await prerenderer.render(manifest, request('/hangs'))).toBeNull();
      expect(errors).toEqual([
        expect.stringContaining('/throws: the page broke'),
        '/hangs: no answer in 1500 ms',
      ]);
      expect((await prerenderer.render(manifest, request('/user')))?.html).toBe('<p>desktop 1</p>');
    } finally {
      await prerenderer.close();
    }
  });

  it('stops a render that takes more memory than a render may, and still renders the next page', async () => {
    const { store, manifest } = storeWith(ECHO_BUNDLE);
    const errors: string[] = [];
    const prerenderer = createPrerenderer(store, {
      timeoutMs: 20_000,
      onError: (error, context) => errors.push(`${context.url}: ${error.message}`),
    });
    try {
      expect(await prerenderer.render(manifest, request('/hogs'))).toBeNull();
      expect(errors).toEqual([expect.stringMatching(/^\/hogs: .*memory limit/)]);
      expect((await prerenderer.render(manifest, request('/user')))?.html).toBe('<p>desktop 1</p>');
    } finally {
      await prerenderer.close();
    }
  });

  it("answers a render's calls to the API from the server's own routes, and only those", async () => {
    const { store, manifest } = storeWith(ECHO_BUNDLE);
    const calls: string[] = [];
    const prerenderer = createPrerenderer(store, {
      api: async (call) => {
        calls.push(`${call.method} ${call.url} ${call.headers.accept} ${call.headers['accept-language']}`);
        return { status: 200, headers: { 'content-type': 'application/json' }, body: '{"code":0}' };
      },
    });
    try {
      const page = await prerenderer.render(manifest, request('/data'));
      expect(page?.html).toBe('<p>200 {"code":0} Error: a page render may not call /remotes/secret</p>');
      expect(calls).toEqual(['GET /api/notices?page=1 application/json ja']);
    } finally {
      await prerenderer.close();
    }
  });

  it("adds a signed-in visitor's session to their render's reads only, never to a write, and drops the build's own", async () => {
    const { store, manifest } = storeWith(ECHO_BUNDLE);
    const calls: string[] = [];
    const prerenderer = createPrerenderer(store, {
      api: async (call) => {
        const { cookie = '-', origin = '-', 'sec-fetch-site': site = '-' } = call.headers;
        calls.push(`${call.method} ${call.url} ${cookie} ${origin} ${site}`);
        return { status: 200, headers: {}, body: '{"code":0}' };
      },
    });
    try {
      const page = await prerenderer.render(manifest, request('/signed'), { session: 'site-session=abc' });
      expect(page).toMatchObject({ dataOnly: true, signedIn: true });
      expect(calls).toEqual([
        'POST /api/user/info site-session=abc - same-origin',
        'GET /api/notices?page=1 site-session=abc - same-origin',
        'POST /api/notices - - -',
      ]);
      calls.length = 0;
      // Without a session, the build's forged headers are dropped all the same.
      expect(await prerenderer.render(manifest, request('/signed'))).toMatchObject({ signedIn: false });
      expect(calls.every((call) => call.endsWith(' - - -'))).toBe(true);
    } finally {
      await prerenderer.close();
    }
  });

  it("gives a build the render's fetch in its context, and leaves the thread's global fetch alone", async () => {
    const { store, manifest } = storeWith(CONTEXT_BUNDLE);
    const prerenderer = createPrerenderer(store, {
      threads: 1,
      api: async (call) => ({ status: 200, headers: {}, body: call.headers.cookie ?? 'no session' }),
    });
    try {
      // Two renders at once in one thread, the slower one asked first: each call carries its own visitor's session.
      const [slow, quick] = await Promise.all([
        prerenderer.render(manifest, request('/a?wait=40'), { session: 'site-session=slow' }),
        prerenderer.render(manifest, request('/b'), { session: 'site-session=quick' }),
      ]);
      expect(slow?.html).toBe('<p>site-session=slow TypeError</p>');
      expect(quick?.html).toBe('<p>site-session=quick TypeError</p>');
      expect((await prerenderer.render(manifest, request('/c')))?.html).toBe('<p>no session TypeError</p>');
    } finally {
      await prerenderer.close();
    }
  });

  it('refuses a build of another protocol (one that reads its data with the global fetch), and says why once', async () => {
    const { store, manifest } = storeWith(
      `exports.render = async ({ url }) => ({ path: url, html: '<p>old</p>', head: '', title: '', lang: 'ja' });`,
    );
    const errors: string[] = [];
    const prerenderer = createPrerenderer(store, {
      onError: (error, context) => errors.push(`${context.url}: ${error.message}`),
    });
    try {
      expect(await prerenderer.render(manifest, request('/user'))).toBeNull();
      expect(await prerenderer.render(manifest, request('/privacy'))).toBeNull();
      expect(errors).toEqual([
        expect.stringMatching(/^\/user: refused build: .*render\.cjs speaks render protocol 1, not 2$/),
      ]);
    } finally {
      await prerenderer.close();
    }
  });

  it('runs only builds in its own store', async () => {
    const { store } = storeWith(ECHO_BUNDLE);
    const prerenderer = createPrerenderer(store);
    try {
      expect(
        await prerenderer.render('https://cdn.example/legal/1.0.0/mf-manifest.json', request('/user')),
      ).toBeNull();
      expect(await prerenderer.render('/remotes/../../etc/mf-manifest.json', request('/user'))).toBeNull();
      expect(await prerenderer.render('/remotes/legal/9.9.9/mf-manifest.json', request('/user'))).toBeNull();
    } finally {
      await prerenderer.close();
    }
  });
});
