import { routePatterns } from '@site/contracts/remote-build';
import { DEFAULT_ROUTE_AREAS, routeOutsideArea } from '@site/contracts/route-areas';
import { LEGAL_DOCS } from './content/catalog';
import routes from './routes';

const byPath = new Map(routes.map((route) => [route.path, route]));

describe('legal routes', () => {
  it.each(LEGAL_DOCS.map((doc) => doc.id))(
    '%s is a static public page, and a PC and phone page under /dmg',
    (id) => {
      expect(byPath.get(`/${id}`)).toMatchObject({ name: id, kind: 'public', meta: { staticPage: true } });
      // Under /dmg the application stays: the device rule moves a phone to /dmg/m and back.
      const pc = byPath.get(`/dmg/${id}`);
      const phone = byPath.get(`/dmg/m/${id}`);
      expect(pc).toMatchObject({ name: `dmg-${id}`, kind: 'pc' });
      expect(phone).toMatchObject({ name: `m-dmg-${id}`, kind: 'mobile' });
      expect(pc?.meta.staticPage).toBeUndefined();
      expect(phone?.meta.staticPage).toBeUndefined();
      expect(pc?.meta.lang).toBe(byPath.get(`/${id}`)?.meta.lang);
    },
  );

  it('has unique names', () => {
    const names = routes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

// The server refuses a build whose routes leave the remote's area (docs/releases.md, "What a build may hold").
describe('legal routes and the default area', () => {
  it.each(routePatterns(routes))('keep %s inside it', (pattern) => {
    expect(routeOutsideArea('legal', pattern, DEFAULT_ROUTE_AREAS)).toBeUndefined();
  });
});
