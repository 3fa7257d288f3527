// The charts' code (nivo, d3, lodash) as a module of its own: the browser loads it only where it draws a chart itself
// (a report opened inside the site, or a window whose width the server's drawing does not suit); the server loads it
// before it renders a report, since a server render cannot wait for a lazy component.
type ChartModule = typeof import('./question-chart');

let loaded: ChartModule | undefined;

export function loadChartModule(): Promise<ChartModule> {
  return import(/* webpackChunkName: "question-chart" */ './question-chart').then((module) => {
    loaded = module;
    return module;
  });
}

/** The module, when it has been loaded. */
export function loadedChartModule(): ChartModule | undefined {
  return loaded;
}

/** A route's data step: on the server, the charts' code, so that the report is rendered with its charts drawn. */
export function loadChartsForServerRender(): Promise<unknown> {
  return typeof document === 'undefined' ? loadChartModule() : Promise.resolve();
}
