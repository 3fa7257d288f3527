// @ts-check
// A thread of the prerenderer's pool (prerender.ts): runs a release's prerender build for one address. The build's
// API calls go back to the server over the task's port, one channel per call, so a call's answer needs no id and a
// render's calls can never be confused with another's.
//
// JavaScript checked by TypeScript (JSDoc types), so that Node runs this same file from the compiled server and from
// its sources under test: a TypeScript loader in the thread would also compile every build it loads (megabytes, past
// the thread's memory limit).
import { createRequire } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
import { RENDER_PROTOCOL } from '@site/contracts/prerender-protocol';

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
/** @type {Map<string, PrerenderBuild | Error>} */
const builds = new Map();

/** How a build the thread will never run is refused: the server then asks it no more (prerender.ts). */
export const REFUSED_BUILD = 'refused build';

/**
 * The build at a file, loaded once. A build of another protocol is refused, once and for all: one that reads its data
 * with the global fetch (released before the render context) would render its pages' error states.
 * @param {string} file
 * @returns {PrerenderBuild}
 */
function buildAt(file) {
  let build = builds.get(file);
  if (!build) {
    const loaded = /** @type {Partial<PrerenderBuild>} */ (requireBuild(file));
    build =
      typeof loaded.render !== 'function'
        ? new Error(`${REFUSED_BUILD}: ${file} exports no render function`)
        : loaded.protocol !== RENDER_PROTOCOL
          ? new Error(
              `${REFUSED_BUILD}: ${file} speaks render protocol ${loaded.protocol ?? 1}, not ${RENDER_PROTOCOL}`,
            )
          : /** @type {PrerenderBuild} */ (loaded);
    builds.set(file, build);
  }
  if (build instanceof Error) throw build;
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

/**
 * @param {RenderTask} task
 * @returns {Promise<PrerenderedPage | null>}
 */
export default async function render({ file, request, calls }) {
  try {
    return (await buildAt(file).render(request, { fetch: siteFetch(calls) })) ?? null;
  } finally {
    calls.close();
  }
}
