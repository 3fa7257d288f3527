import type { RumError } from '@site/contracts/api/rum';

/**
 * What the page's own code notes for the real-user report, before (and while) the reporter is loaded: the page views,
 * the remotes they used and their problems. Tiny and without imports, so the first view carries no reporting code;
 * the reporter (rum/reporter.ts), loaded once the page is idle, takes the notes from here.
 */
export type Signal =
  { type: 'page'; path: string } | { type: 'used'; remote: string } | ({ type: 'error' } & RumError);

type Listener = (signal: Signal) => void;

const kept: Signal[] = [];
let listener: Listener | undefined;
// Off for a page view outside the sample: then nothing is kept, and no reporter loads.
let noting = false;

export function note(signal: Signal): void {
  if (!noting) return;
  if (listener) listener(signal);
  // Until the reporter takes them: a page that is never idle sends nothing anyway, so a few hundred are plenty.
  else if (kept.length < 200) kept.push(signal);
}

/** The reporter takes what was noted so far, and every signal from now on. */
export function takeSignals(next: Listener): void {
  listener = next;
  for (const signal of kept.splice(0)) next(signal);
}

const REMOTE_FILE = /\/remotes\/([a-z][a-z0-9-]{0,31})\//;

/** The remote whose file an uncaught error came from, by the address of its script (its stack's first address). */
export function remoteOfError(filename: string | undefined, stack: string | undefined): string | undefined {
  return REMOTE_FILE.exec(filename ?? '')?.[1] ?? REMOTE_FILE.exec(stack ?? '')?.[1];
}

/** Starts noting, with the page the document opened on, and the errors nothing caught that came from a remote. */
export function startNoting(): void {
  noting = true;
  note({ type: 'page', path: window.location.pathname });
  window.addEventListener('error', (event) => {
    const remote = remoteOfError(event.filename, (event.error as Error | undefined)?.stack);
    if (remote) note({ type: 'error', remote, kind: 'uncaught' });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const remote = remoteOfError(undefined, (event.reason as Error | undefined)?.stack);
    if (remote) note({ type: 'error', remote, kind: 'uncaught' });
  });
}
