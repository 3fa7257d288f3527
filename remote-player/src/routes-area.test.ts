import { routePatterns } from '@site/contracts/remote-build';
import { DEFAULT_ROUTE_AREAS, routeOutsideArea } from '@site/contracts/route-areas';
import routes from './routes';

// The server refuses a build whose routes leave the remote's area (docs/releases.md, "What a build may hold"): the
// default area must hold every page of this remote's route table, as its build's routes.json lists them.
describe('player routes', () => {
  it.each(routePatterns(routes))('keep %s inside the default area', (pattern) => {
    expect(routeOutsideArea('player', pattern, DEFAULT_ROUTE_AREAS)).toBeUndefined();
  });
});
