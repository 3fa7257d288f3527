// Built for Node (see tooling/webpack/create-prerender-config.ts): the server renders the login page's first view.
import { createPrerender } from '@site/shared/prerender';
import * as routesModule from './routes';

export const { render, protocol } = createPrerender(routesModule, { lang: 'zh-CN', area: 'console' });
