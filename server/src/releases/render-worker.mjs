// @ts-check
// A thread of the prerenderer's pool (prerender.ts): runs a release's prerender build for one address. The build's
// API calls go back to the server over the task's port, one channel per call, so a call's answer needs no id and a
// render's calls can never be confused with another's.
//
// JavaScript checked by TypeScript (JSDoc types), so that Node runs this same file from the compiled server and from
// its sources under test: a TypeScript loader in the thread would also compile every build it loads (megabytes, past
// the thread's memory limit).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
import { RENDER_CONTEXT_PROTOCOL } from '@site/contracts/prerender-protocol';

/**
 * @import { MessagePort } from 'node:worker_threads'
 * @import { ApiAnswer, ApiCall, PrerenderBuild, PrerenderRequest, PrerenderedPage } from '@site/contracts/prerender-protocol'
 */

/**
 * @typedef {object} RenderTask
 * @property {string} file The build's file, in the server's own remote store.
 * @property {PrerenderRequest} request
 * @property {MessagePort} calls Where the render's API calls go (CallMessage).
 */

/**
 * A call from a render to the API, and the port its answer comes back on.
 * @typedef {{ call: ApiCall, answer: MessagePort }} CallMessage
 */

/** @typedef {{ answer: ApiAnswer } | { error: string }} CallAnswer */

const requireBuild = createRequire(import.meta.url);
/** @type {Map<string, PrerenderBuild>} */
const builds = new Map();

/** @param {string} file */
function buildAt(file) {
  let build = builds.get(file);
  if (!build) {
    build = /** @type {PrerenderBuild} */ (requireBuild(file));
    if (typeof build.render !== 'function') throw new Error(`${file} exports no render function`);
    builds.set(file, build);
  }
  return build;
}

/**
 * A fetch for paths of this site, answered by the server through the render's port.
 * @param {MessagePort} calls
 * @returns {typeof fetch}
 */
function siteFetch(calls) {
  return async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith('/')) throw new TypeError(`a page render fetches only from this site: ${url}`);
    /** @type {ApiCall} */
    const call = {
      method: init?.method ?? 'GET',
      url,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    /** @type {CallAnswer} */
    const reply = await new Promise((resolve) => {
      const { port1, port2 } = new MessageChannel();
      port1.once('message', (/** @type {CallAnswer} */ message) => {
        port1.close();
        resolve(message);
      });
      /** @type {CallMessage} */
      const message = { call, answer: port2 };
      calls.postMessage(message, [port2]);
    });
    if ('error' in reply) throw new TypeError(reply.error);
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.answer.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    return new Response(reply.answer.body, { status: reply.answer.status, headers });
  };
}

// Builds released before the render context read their data with the global fetch. Teams release on their own
// schedule, so such a build stays in service: the first one a thread loads gets a global fetch that answers for
// whichever render is running (AsyncLocalStorage), and fails outside one. Builds of today never need it.
/** @type {AsyncLocalStorage<typeof fetch>} */
const olderBuildsFetch = new AsyncLocalStorage();
let olderBuildsServed = false;

function serveOlderBuilds() {
  if (olderBuildsServed) return;
  olderBuildsServed = true;
  globalThis.fetch = (input, init) => {
    const current = olderBuildsFetch.getStore();
    if (!current) return Promise.reject(new TypeError('fetch outside a page render'));
    return current(input, init);
  };
}

/**
 * @param {RenderTask} task
 * @returns {Promise<PrerenderedPage | null>}
 */
export default async function render({ file, request, calls }) {
  try {
    const build = buildAt(file);
    const context = { fetch: siteFetch(calls) };
    if ((build.protocol ?? 1) >= RENDER_CONTEXT_PROTOCOL)
      return (await build.render(request, context)) ?? null;
    serveOlderBuilds();
    return (await olderBuildsFetch.run(context.fetch, () => build.render(request, context))) ?? null;
  } finally {
    calls.close();
  }
}
