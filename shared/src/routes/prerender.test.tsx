import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { useLocation } from 'react-router';
import { getSiteConfig } from '../config/site-config';
import { createPrerender, trackedStyles } from './prerender';
import { PrerenderContext } from './prerender-context';
import type { RouteRecord } from './route-record';

// Two CSS modules as the prerender build makes them: class names whose stylesheet counts once a render reads one.
const pageStyles = trackedStyles('.page_x{color:red}', { page: 'page_x' });
const unusedStyles = trackedStyles('.other_y{color:blue}', { other: 'other_y' });

function PcPage() {
  const { pathname, search } = useLocation();
  const info = useContext(PrerenderContext);
  return (
    <main
      className={pageStyles.page}
    >{`PC ${pathname}${search} ${getSiteConfig().gameName} ${info?.origin}`}</main>
  );
}

function MobilePage() {
  return (
    <main>
      Phone<button type="button">メニュー</button>
      <button type="submit" disabled>
        送信
      </button>
    </main>
  );
}

function NoticesPage() {
  const { status } = useQuery({ queryKey: ['notices'], queryFn: () => Promise.resolve([]) });
  return <p>{status}</p>;
}

const pageModule = (Page: () => React.JSX.Element) => () => Promise.resolve({ default: Page });

const records: RouteRecord[] = [
  { name: 'play', path: '/home/play/:tab', kind: 'pc', meta: { title: 'Play' }, page: pageModule(PcPage) },
  {
    name: 'm-play',
    path: '/home/m/play/:tab',
    kind: 'mobile',
    meta: { title: 'Play' },
    page: pageModule(MobilePage),
  },
  { name: 'report', path: '/home/report', kind: 'pc', meta: {}, page: pageModule(PcPage) },
  {
    name: 'terms',
    path: '/terms_en',
    kind: 'public',
    meta: { title: 'Terms', lang: 'en', description: 'The terms.' },
    page: pageModule(NoticesPage),
  },
  {
    name: 'terms-text',
    path: '/terms',
    kind: 'public',
    meta: { title: 'Terms', staticPage: true },
    page: pageModule(MobilePage),
  },
  {
    name: 'dmg-terms-text',
    path: '/dmg/terms',
    kind: 'pc',
    meta: { title: 'Terms', staticPage: true },
    page: pageModule(MobilePage),
  },
];

const render = createPrerender({ default: records }, { lang: 'ja' });
const request = { site: { gameName: 'Astrea' }, origin: 'https://game.example' };

describe('createPrerender', () => {
  it('renders the page at an address with its title, language and only the styles it used', async () => {
    const page = await render({ ...request, url: '/home/play/pc?from=top', device: 'desktop' });
    expect(page).toEqual({
      path: '/home/play/pc',
      html: '<main class="page_x">PC /home/play/pc?from=top Astrea https://game.example</main>',
      css: '.page_x{color:red}',
      title: 'Play | Astrea',
      lang: 'ja',
      description: undefined,
      staticPage: false,
      icon: undefined,
    });
    expect(page?.css).not.toContain(unusedStyles.other);
  });

  it('renders the twin a device will end on, and nothing for device pages when the device is unknown', async () => {
    const phone = await render({ ...request, url: '/home/play/sp', device: 'phone' });
    // Its buttons wait for the page's script.
    expect(phone).toMatchObject({
      path: '/home/m/play/sp',
      html: '<main>Phone<button disabled="" type="button">メニュー</button><button type="submit" disabled="">送信</button></main>',
    });
    const desktop = await render({ ...request, url: '/home/m/play/sp', device: 'desktop' });
    expect(desktop?.path).toBe('/home/play/sp');
    // A PC-only page stays what it is on a phone, as the browser's device rule leaves it.
    expect((await render({ ...request, url: '/home/report', device: 'phone' }))?.path).toBe('/home/report');
    expect(await render({ ...request, url: '/home/play/sp', device: 'unknown' })).toBeNull();
  });

  it('renders public pages for any device, before their data (as the browser first shows them)', async () => {
    const page = await render({ ...request, url: '/TERMS_EN', device: 'unknown' });
    expect(page).toMatchObject({
      html: '<p>pending</p>',
      title: 'Terms | Astrea',
      lang: 'en',
      description: 'The terms.',
    });
  });

  it('marks a public finished document as a static page, never a device page (the device rule may move it)', async () => {
    expect(await render({ ...request, url: '/terms', device: 'phone' })).toMatchObject({ staticPage: true });
    expect(await render({ ...request, url: '/terms_en', device: 'phone' })).toMatchObject({
      staticPage: false,
      icon: undefined,
    });
    expect(await render({ ...request, url: '/dmg/terms', device: 'desktop' })).toMatchObject({
      staticPage: false,
      icon: undefined,
    });
  });

  it('renders nothing for pages of signed-in users, whoever they are inside', async () => {
    const signedIn = createPrerender(
      {
        default: [
          { name: 'login', path: '/login', kind: 'public', meta: {}, page: pageModule(MobilePage) },
          {
            name: 'board',
            path: '/board',
            kind: 'public',
            meta: { requiresAuth: true },
            page: pageModule(MobilePage),
            children: [
              { name: 'work', path: 'work', kind: 'public', meta: {}, page: pageModule(MobilePage) },
            ],
          },
          {
            name: 'self',
            path: '/self',
            kind: 'public',
            meta: { requiresAuth: true },
            page: pageModule(MobilePage),
          },
        ],
      },
      { lang: 'zh-CN' },
    );
    expect(await signedIn({ ...request, url: '/login', device: 'desktop' })).toMatchObject({ lang: 'zh-CN' });
    expect(await signedIn({ ...request, url: '/board/work', device: 'desktop' })).toBeNull();
    expect(await signedIn({ ...request, url: '/self', device: 'desktop' })).toBeNull();
  });

  it('answers null for an address the remote does not serve', async () => {
    expect(await render({ ...request, url: '/nowhere', device: 'desktop' })).toBeNull();
  });
});
