import { MAX_RUM_REPORTS } from '@site/contracts/api/rum';
import { ReportBuilder, pagePath } from './report-builder';

const remotes = [
  { name: 'player', version: 'p-2', routes: ['/home', '/home/*'] },
  { name: 'legal', version: 'l-1', routes: ['/user'] },
];

describe('the real-user report of a document', () => {
  it('keeps the path alone: no query string or fragment', () => {
    expect(pagePath('/home/notice?id=7&mail=a@b.example#top')).toBe('/home/notice');
  });

  it('reports each page view with the versions it used, its errors, and the first view’s vitals', () => {
    const builder = new ReportBuilder(remotes);
    builder.take({ type: 'page', path: '/home?from=mail' });
    builder.setVital('lcp', 1234);
    builder.take({ type: 'error', remote: 'player', kind: 'uncaught' });
    builder.take({ type: 'page', path: '/user' });
    builder.take({ type: 'error', remote: 'legal', kind: 'boundary' });
    builder.setVital('cls', 0.05);
    expect(builder.drain()).toEqual([
      {
        reports: [
          {
            page: '/home',
            remote: 'player',
            versions: { player: 'p-2' },
            lcp: 1234,
            cls: 0.05,
            errors: [{ remote: 'player', kind: 'uncaught' }],
          },
          {
            page: '/user',
            remote: 'legal',
            versions: { legal: 'l-1' },
            errors: [{ remote: 'legal', kind: 'boundary' }],
          },
        ],
      },
    ]);
  });

  it('reports a view once: the same path again adds nothing, nor does a signal that brings nothing new', () => {
    const builder = new ReportBuilder(remotes);
    builder.take({ type: 'page', path: '/home' });
    builder.take({ type: 'page', path: '/home' });
    expect(builder.drain()[0]!.reports).toHaveLength(1);
    builder.take({ type: 'used', remote: 'player' });
    builder.setVital('inp', 300);
    expect(builder.drain()).toEqual([]);
  });

  it('sends a view again with what happens in it after it was sent (the server counts the view once)', () => {
    const builder = new ReportBuilder(remotes);
    builder.take({ type: 'page', path: '/home' });
    builder.setVital('lcp', 900);
    expect(builder.drain()[0]!.reports).toEqual([
      { page: '/home', remote: 'player', versions: { player: 'p-2' }, lcp: 900, errors: [] },
    ]);
    // The page was hidden, then shown again: a later error and another remote of the same view go in the next batch.
    builder.take({ type: 'error', remote: 'player', kind: 'uncaught' });
    builder.take({ type: 'used', remote: 'legal' });
    expect(builder.drain()).toEqual([
      {
        reports: [
          {
            page: '/home',
            remote: 'player',
            versions: { player: 'p-2', legal: 'l-1' },
            lcp: 900,
            errors: [{ remote: 'player', kind: 'uncaught' }],
          },
        ],
      },
    ]);
  });

  it('leaves out views of no remote and remotes the index does not know', () => {
    const builder = new ReportBuilder(remotes);
    builder.take({ type: 'page', path: '/' });
    builder.take({ type: 'error', remote: 'player', kind: 'uncaught' });
    builder.take({ type: 'page', path: '/home' });
    builder.take({ type: 'error', remote: 'console', kind: 'load-failure' });
    builder.take({ type: 'used', remote: 'legal' });
    expect(builder.drain()).toEqual([
      {
        reports: [{ page: '/home', remote: 'player', versions: { player: 'p-2', legal: 'l-1' }, errors: [] }],
      },
    ]);
  });

  it('splits many views into batches the endpoint takes', () => {
    const builder = new ReportBuilder(remotes);
    for (let i = 0; i < MAX_RUM_REPORTS + 3; i += 1) builder.take({ type: 'page', path: `/home/${i}` });
    expect(builder.drain().map((batch) => batch.reports.length)).toEqual([MAX_RUM_REPORTS, 3]);
  });
});
