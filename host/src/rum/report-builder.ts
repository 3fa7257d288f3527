import type { RumBatch, RumReport } from '@site/contracts/api/rum';
import { MAX_RUM_ERRORS, MAX_RUM_REPORTS } from '@site/contracts/api/rum-limits';
import type { RemoteIndexEntry } from '@site/contracts/remote-index';
import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from '@site/contracts/remote-names';
import { remoteForPath } from '@site/contracts/route-match';
import type { Signal } from './signals';

export type Vitals = Pick<RumReport, 'lcp' | 'inp' | 'cls'>;

const remoteName = new RegExp(REMOTE_NAME_PATTERN);
const versionText = new RegExp(VERSION_PATTERN);

interface PageView {
  page: string;
  remote: string;
  used: Set<string>;
  errors: RumReport['errors'];
  vitals: Vitals;
}

/** The path alone: no query string, no fragment, no blanks, at most 200 characters. */
export function pagePath(path: string): string {
  const bare = path.split(/[?#]/)[0]!.replace(/\s/g, '');
  return (bare.startsWith('/') ? bare : `/${bare}`).slice(0, 200);
}

/**
 * The page views of one document and their reports: each view is reported with the version of every remote it used,
 * its problems, and (the document's first view only, since the browser measures them per document) the vitals. A
 * view is reported once, and again with what it adds after that (another remote used, an error), which the server
 * counts without counting the view twice; views of no remote (a redirect) are not reported.
 */
export class ReportBuilder {
  private views: PageView[] = [];
  private firstView: PageView | undefined;
  private firstSent = false;
  private lastPage: string | undefined;

  private readonly versions: Record<string, string>;

  /** @param remotes the page's remote index: each remote's version and routes */
  constructor(private readonly remotes: Pick<RemoteIndexEntry, 'name' | 'version' | 'routes'>[]) {
    this.versions = Object.fromEntries(remotes.map((remote) => [remote.name, remote.version]));
  }

  private known(remote: string | undefined): remote is string {
    return (
      remote !== undefined &&
      remoteName.test(remote) &&
      typeof this.versions[remote] === 'string' &&
      versionText.test(this.versions[remote])
    );
  }

  /** The view the visitor is on, until it is sent. */
  private current: PageView | undefined;

  take(signal: Signal): void {
    if (signal.type === 'page') {
      // The shell notes its route on every render of a new address; the same path again is the same view.
      if (this.lastPage === pagePath(signal.path)) return;
      this.lastPage = pagePath(signal.path);
      this.current = undefined;
      const remote = remoteForPath(this.remotes, this.lastPage)?.name;
      if (!this.known(remote)) return;
      const view: PageView = {
        page: this.lastPage,
        remote,
        used: new Set([remote]),
        errors: [],
        vitals: {},
      };
      this.firstView ??= view;
      this.views.push(view);
      this.current = view;
      return;
    }
    const view = this.current;
    if (!view || !this.known(signal.remote)) return;
    const before = view.used.size + view.errors.length;
    view.used.add(signal.remote);
    if (signal.type === 'error' && view.errors.length < MAX_RUM_ERRORS) {
      view.errors.push({ remote: signal.remote, kind: signal.kind });
    }
    // A view already sent goes again with what it adds.
    if (view.used.size + view.errors.length > before && !this.views.includes(view)) this.views.push(view);
  }

  /** The first view's vitals, as the browser finalises them (until its report is sent). */
  setVital(name: keyof Vitals, value: number): void {
    if (this.firstView && !this.firstSent && Number.isFinite(value) && value >= 0) {
      this.firstView.vitals[name] = value;
    }
  }

  /**
   * The batches to send now: every view not yet sent, or with something new since, at most MAX_RUM_REPORTS a batch.
   * The view still open is sent too (the page is being hidden, perhaps for good), and stays open: what happens in it
   * after that goes in the next batch.
   */
  drain(): RumBatch[] {
    const reports = this.views.map((view): RumReport => {
      const versions = Object.fromEntries([...view.used].map((remote) => [remote, this.versions[remote]!]));
      return { page: view.page, remote: view.remote, versions, ...view.vitals, errors: view.errors };
    });
    if (this.firstView && this.views.includes(this.firstView)) this.firstSent = true;
    this.views = [];
    const batches: RumBatch[] = [];
    for (let i = 0; i < reports.length; i += MAX_RUM_REPORTS) {
      batches.push({ reports: reports.slice(i, i + MAX_RUM_REPORTS) });
    }
    return batches;
  }
}
