import { access } from 'node:fs/promises';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type {
  ApiAnswer,
  ApiCall,
  PrerenderRequest,
  PrerenderedPage,
} from '@site/contracts/prerender-protocol';
import { PRERENDER_FILE, besideManifest } from '@site/contracts/remote-build';
import { Piscina } from 'piscina';
import { type CallAnswer, type CallMessage, REFUSED_BUILD, type RenderTask } from './render-worker.mjs';
import { type EnsureLocal, storeFile } from './store.js';

/** Where a release's prerender build sits: beside its manifest. */
export function prerenderBundleAddress(manifestAddress: string): string {
  return besideManifest(manifestAddress, PRERENDER_FILE);
}

export interface PrerendererOptions {
  /** How long a render may take before its thread is stopped (a release's code must never stall the server). */
  timeoutMs?: number;
  /** How many threads render at most (renders mostly wait for their data, so a few share one thread). */
  threads?: number;
  onError?: (error: Error, context: { file: string; url: string }) => void;
  /** Answers the API calls of renders (their pages' data); without it, every such call fails. */
  api?: (call: ApiCall) => Promise<ApiAnswer>;
  /** Copies a release from the shared store before its prerender build is looked for (remote-store/). */
  ensureLocal?: EnsureLocal;
}

// The API answers a render may read.
const API_PREFIXES = ['/api/', '/remotes.json'];

// What a render's own headers may not say: who the visitor is and where the call comes from are the server's to add.
const CALLER_HEADERS = /^(cookie|authorization|origin|referer|host|sec-fetch-.*|x-forwarded-.*)$/i;

// Calls that only read though sent as POST (the SPEC's user info).
const READS_BY_POST = new Set(['/api/user/info']);

function onlyReads(call: ApiCall): boolean {
  const method = call.method.toUpperCase();
  return (
    method === 'GET' || method === 'HEAD' || (method === 'POST' && READS_BY_POST.has(call.url.split('?')[0]!))
  );
}

/**
 * The headers a render's call goes with. A signed-in visitor's render reads with their session, as their browser
 * would from this site's page; it never changes anything with it (a write gets no session, and is refused).
 */
export function callHeaders(call: ApiCall, session: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [name, value] of Object.entries(call.headers)) {
    if (!CALLER_HEADERS.test(name)) headers[name.toLowerCase()] = value;
  }
  if (session && onlyReads(call)) {
    headers.cookie = session;
    headers['sec-fetch-site'] = 'same-origin';
  }
  return headers;
}

/**
 * Renders pages' first views with their live release's prerender build, in a worker thread with a time and memory
 * limit. Only builds in the server's own remote store are run (never code from another address). A page that is the
 * same for everyone is kept finished by the page route (pages/kept-documents.ts), not here. Anything that goes wrong
 * gives null, and the page is sent without a first view (the browser renders it, as it always can).
 */
export function createPrerenderer(storeDir: string, options: PrerendererOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 3_000;
  const bundles = new Map<string, Promise<string | undefined>>();
  const pool = new Piscina<RenderTask, PrerenderedPage | null>({
    // The same file from the compiled server (tsc copies it) and from the sources.
    filename: new URL('./render-worker.mjs', import.meta.url).href,
    // None of the server's own flags: a TypeScript loader (`npm run dev`) would compile every build a thread loads.
    execArgv: [],
    maxThreads: options.threads ?? 1,
    // A thread stays: it keeps the builds it loaded and their renders (a build is megabytes to load again).
    minThreads: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
    // A render spends most of its time waiting for its data, which the server's own thread answers.
    concurrentTasksPerWorker: 16,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });

  /** Answers a render's API calls from the server's routes, with the visitor's session on the reads only. */
  const answerCalls = (port: MessagePort, session: string | undefined) => {
    port.on('message', ({ call, answer: reply }: CallMessage) => {
      const answer =
        options.api && API_PREFIXES.some((prefix) => call.url.startsWith(prefix))
          ? options.api({ ...call, headers: callHeaders(call, session) })
          : Promise.reject(new Error(`a page render may not call ${call.url}`));
      answer
        .then(
          (result): CallAnswer => ({ answer: result }),
          (error: unknown): CallAnswer => ({ error: String(error) }),
        )
        .then((message) => {
          reply.postMessage(message);
          reply.close();
        });
    });
  };

  const run = async (
    file: string,
    request: PrerenderRequest,
    session?: string,
  ): Promise<PrerenderedPage | null> => {
    const { port1, port2 } = new MessageChannel();
    answerCalls(port1, session);
    try {
      // A render that does not answer in time may never: its thread is stopped (its other renders fail with it) and
      // a fresh one takes the next.
      return await pool.run(
        { file, request, calls: port2 },
        { transferList: [port2], signal: AbortSignal.timeout(timeoutMs) },
      );
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw new Error(`no answer in ${timeoutMs} ms`);
      throw error;
    } finally {
      port1.close();
    }
  };

  const bundleOf = (manifestAddress: string): Promise<string | undefined> => {
    let found = bundles.get(manifestAddress);
    if (!found) {
      const file = storeFile(storeDir, prerenderBundleAddress(manifestAddress));
      const copied = file && options.ensureLocal ? options.ensureLocal(manifestAddress) : Promise.resolve();
      found = file
        ? copied.then(() =>
            access(file).then(
              () => file,
              () => undefined,
            ),
          )
        : Promise.resolve(undefined);
      bundles.set(manifestAddress, found);
      // A copy that failed (the shared store out of reach) is tried again at the next page, not taken as no build.
      found.catch(() => bundles.delete(manifestAddress));
    }
    return found;
  };

  return {
    /**
     * The first view of the page at request.url from the remote that serves it, or null. With a session (a signed-in
     * visitor's cookie, "name=value"), the build may answer a signed-in page with its data.
     */
    async render(
      manifestAddress: string,
      request: PrerenderRequest,
      { session }: { session?: string } = {},
    ): Promise<PrerenderedPage | null> {
      const file = await bundleOf(manifestAddress).catch((error: unknown) => {
        options.onError?.(error as Error, { file: manifestAddress, url: request.url });
        return undefined;
      });
      if (!file) return null;
      return run(file, { ...request, signedIn: session !== undefined }, session).catch((error: unknown) => {
        options.onError?.(error as Error, { file, url: request.url });
        // Said once: the release's pages are then sent without a first view, without asking its build again.
        if ((error as Error).message.startsWith(REFUSED_BUILD))
          bundles.set(manifestAddress, Promise.resolve(undefined));
        return null;
      });
    },
    async close(): Promise<void> {
      await pool.destroy();
    },
  };
}
