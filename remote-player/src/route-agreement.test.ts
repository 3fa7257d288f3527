import { routeTableDisagreements } from '@site/shared/route-agreement';
import routes from './routes';

// The server picks a page and its address with contracts' matcher, the browser and the render with React Router:
// on every address made from this table's patterns (letter case, trailing and doubled slashes, parameters with
// encoded and dot segments, a splat's rest, one segment more or less), both must name the same page and address.
it('is matched by the server as React Router matches it', () => {
  // React Router warns of each malformed escape it meets; some addresses carry one on purpose.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  expect(routeTableDisagreements(routes)).toEqual([]);
});
