// What the host's entry and its federation runtime plugins read before the federation runtime has set up the shared
// modules. Each app bundles this entry as a copy of its own (tooling/webpack/shared-singletons.ts): these functions
// keep no state the application's shared copies need.
export { getSiteConfig } from './config/site-config';
export { yieldToMain } from './lib/yield-to-main';
export { firstViewArea, firstViewDevice } from './routes/first-view';
