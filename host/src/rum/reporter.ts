import { onCLS, onINP, onLCP } from 'web-vitals';
import { fetchRemoteIndexWithToken } from '../remotes/remote-index';
import { ReportBuilder } from './report-builder';
import { takeSignals } from './signals';

const ENDPOINT = '/api/rum';

/** One beacon per batch: the browser sends it even as the page goes away, and nothing waits for the answer. */
function send(body: string): void {
  // A string goes as text/plain: a simple request, never preceded by a preflight.
  if (!navigator.sendBeacon?.(ENDPOINT, body)) {
    void fetch(ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'text/plain' },
    }).catch(() => undefined);
  }
}

/**
 * The real-user reporter, loaded once the page is idle (index.ts): the web vitals of the document's first view,
 * the remotes each view used, their problems, sent when the page is hidden (which on a phone may be the last moment
 * it runs), and again after that with what happened since.
 */
export async function startReporter(): Promise<void> {
  const { remotes, token } = await fetchRemoteIndexWithToken().catch(() => ({
    remotes: [],
    token: undefined,
  }));
  const builder = new ReportBuilder(remotes);
  takeSignals((signal) => builder.take(signal));
  onLCP((metric) => builder.setVital('lcp', metric.value));
  onINP((metric) => builder.setVital('inp', metric.value));
  onCLS((metric) => builder.setVital('cls', metric.value));
  // Every batch of the page view carries its token: the server counts the view once, and later batches only for
  // what they add (another remote used, a first error).
  const flush = () => {
    for (const batch of builder.drain()) send(JSON.stringify({ token, ...batch }));
  };
  // web-vitals reports its final values on the same event, from listeners added before these: they come first.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  // For the browser tests, which must know a page is being reported on before they hide it.
  performance.mark('rum-reporter-started');
}
