import type { RouteHandle, RouteRecord } from '@site/shared/core';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { withDeviceRedirect } from './device-redirect';
import { registerRouteHandles } from './route-registry';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

function route(name: string, fullPath: string, kind: RouteRecord['kind']): RouteObject {
  const handle = { record: { name, path: fullPath, kind }, fullPath, area: 'player' } as RouteHandle;
  return { id: name, path: fullPath, handle, loader: () => `page ${name}` };
}

const pages = withDeviceRedirect([
  route('home-notice', '/home/notice/:id', 'pc'),
  route('m-home-notice', '/home/m/notice/:id', 'mobile'),
  route('user', '/user', 'public'),
]);
registerRouteHandles(pages.map((page) => page.handle as RouteHandle));

function load(index: number, url: string, params: Record<string, string> = {}) {
  const loader = pages[index]!.loader as LoaderFunction;
  return loader({ request: new Request(url), params } as unknown as LoaderFunctionArgs);
}

function useAgent(userAgent: string, width: number) {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => jest.restoreAllMocks());

describe('withDeviceRedirect', () => {
  it('sends a phone from a PC page to its phone twin before loading it, query kept, history replaced', async () => {
    useAgent(IPHONE, 390);
    const response = (await load(0, 'http://127.0.0.1/home/notice/7?from=top', { id: '7' })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/home/m/notice/7?from=top');
    expect(response.headers.get('x-remix-replace')).toBe('true');
  });

  it('loads the page when it is the right one for the device', async () => {
    useAgent(IPHONE, 390);
    expect(await load(1, 'http://127.0.0.1/home/m/notice/7', { id: '7' })).toBe('page m-home-notice');
  });

  it('sends a wide window from a phone page to the PC page', async () => {
    useAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126', 1280);
    const response = (await load(1, 'http://127.0.0.1/home/m/notice/7', { id: '7' })) as Response;
    expect(response.headers.get('location')).toBe('/home/notice/7');
  });

  it('never moves a public page', async () => {
    useAgent(IPHONE, 390);
    expect(await load(2, 'http://127.0.0.1/user')).toBe('page user');
  });
});
