import { documentTitle } from '@site/shared/core';
import { applyDocumentMeta } from './document-meta';

describe('document meta', () => {
  it('titles a page with its own title and the site name', () => {
    expect(documentTitle({ title: 'お知らせ' }, 'ゲーム')).toBe('お知らせ | ゲーム');
    expect(documentTitle({}, 'ゲーム')).toBe('ゲーム');
    expect(documentTitle({ title: 'ゲーム' }, 'ゲーム')).toBe('ゲーム');
  });

  it('sets the title, icon, language and description from the route meta', () => {
    applyDocumentMeta({
      meta: { title: 'Terms', icon: '/legal.svg', lang: 'en', description: 'Terms of use' },
      siteName: 'Game',
      siteIcon: '/favicon.svg',
      lang: 'ja',
    });
    expect(document.title).toBe('Terms | Game');
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/legal.svg');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Terms of use');
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Terms | Game');
  });

  it('falls back to the site icon and the area language', () => {
    applyDocumentMeta({ meta: undefined, siteName: 'Game', siteIcon: '/favicon.svg', lang: 'ja' });
    expect(document.title).toBe('Game');
    expect(document.documentElement.lang).toBe('ja');
    expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
  });
});
