import { renderStandalone } from '@site/shared';
import routes from './routes';

renderStandalone(routes, 'console', '/login');
