import { DEFAULT_ROUTE_AREAS, SERVER_PATHS } from '@site/contracts/route-areas';
import type { RouteRecord } from './route-record';
import { addressesFor, patternDisagreements, routeTableDisagreements } from './route-agreement';

const page = () => Promise.resolve({ default: () => null });
const record = (name: string, path: string, children?: RouteRecord[]): RouteRecord => ({
  name,
  path,
  kind: 'public',
  meta: {},
  page,
  children,
});

beforeEach(() => {
  // React Router warns of each malformed escape it meets; some addresses carry one on purpose.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('patternDisagreements', () => {
  it('finds none for the default route areas and the paths the server keeps', () => {
    const patterns = [...Object.values(DEFAULT_ROUTE_AREAS).flat(), ...SERVER_PATHS];
    expect(patternDisagreements(patterns)).toEqual([]);
  });

  it('finds none for optional segments, in the middle of a pattern or one after another', () => {
    expect(patternDisagreements(['/list/:page?/edit', '/a/:b?/:c?', '/a/:b?/*', '/:lang?/about'])).toEqual(
      [],
    );
  });
});

describe('routeTableDisagreements', () => {
  it('finds none for nested records with an index page and a rest', () => {
    const table = [
      record('info', '/user/info', [record('info-index', ''), record('info-tab', ':tab')]),
      record('docs', '/docs/*'),
      record('list', '/list/:page?'),
    ];
    expect(routeTableDisagreements(table)).toEqual([]);
  });

  it('reports a table whose first matching pattern is not the one React Router ranks first', () => {
    // The server takes the first pattern that matches; React Router prefers the fixed segment to the parameter.
    const table = [record('doc', '/dmg/:doc'), record('user', '/dmg/user')];
    expect(routeTableDisagreements(table)).toContainEqual({
      address: '/DMG/USER',
      server: { pattern: '/dmg/:doc', address: '/dmg/USER' },
      browser: { pattern: '/dmg/user', address: '/dmg/user' },
    });
  });
});

describe('addressesFor', () => {
  it('spells each pattern in the ways a hand-typed or hostile address may', () => {
    const addresses = addressesFor(['/home/notice/:id']);
    expect(addresses).toEqual(
      expect.arrayContaining([
        '/home/notice/12',
        '/HOME/NOTICE/AB7',
        '/home/notice/12/',
        '/home/notice//12',
        '//home/notice/12',
        '/home/notice/%E3%81%82',
        '/home/notice/a%2Fb',
        '/home/notice/%zz',
        '/home/notice/..',
        '/home/notice/12/../x',
        '/%68ome/notice/12',
        '/home/notice',
        '/home/notice/12/extra',
      ]),
    );
  });
});
