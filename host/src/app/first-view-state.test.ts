import { insertStylesheet } from '../../../tooling/webpack/hold-first-view-stylesheets';
import { HELD_STYLESHEET_ATTRIBUTE, keepDetailsState, releaseHeldStylesheets } from './first-view-state';

const FIRST_VIEW = '<nav><details><summary>目次</summary><a href="#a">第1条</a></details></nav>';

describe('keepDetailsState', () => {
  it('leaves a section the visitor opened in the first view open in the rendered page', () => {
    const container = document.createElement('div');
    container.innerHTML = FIRST_VIEW;
    const restore = keepDetailsState(container);
    container.querySelector('details')!.open = true;

    container.innerHTML = FIRST_VIEW;
    restore();
    expect(container.querySelector('details')!.open).toBe(true);
  });

  it('leaves sections as the page renders them when nothing was touched', () => {
    const container = document.createElement('div');
    container.innerHTML = FIRST_VIEW;
    const restore = keepDetailsState(container);
    container.innerHTML = FIRST_VIEW;
    restore();
    expect(container.querySelector('details')!.open).toBe(false);
  });
});

describe('stylesheets held while the first view is on screen', () => {
  const stylesheet = (href: string) =>
    Object.assign(document.createElement('link'), { rel: 'stylesheet', href });

  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('match no media until the first render, then apply', () => {
    document.body.innerHTML =
      '<div id="root"><h1>first view</h1><span id="first-view-end" hidden></span></div>';
    insertStylesheet(stylesheet('/page.css'));
    const link = document.head.querySelector('link')!;
    expect(link.media).toBe('not all');
    expect(link.hasAttribute(HELD_STYLESHEET_ATTRIBUTE)).toBe(true);

    document.getElementById('root')!.innerHTML = '<h1>rendered page</h1>';
    releaseHeldStylesheets();
    expect(link.hasAttribute('media')).toBe(false);
    expect(link.hasAttribute(HELD_STYLESHEET_ATTRIBUTE)).toBe(false);
  });

  it('apply at once on a page without a first view, or once it has been replaced', () => {
    document.body.innerHTML = '<div id="root"><h1>rendered page</h1></div>';
    insertStylesheet(stylesheet('/next-page.css'));
    const link = document.head.querySelector('link')!;
    expect(link.hasAttribute('media')).toBe(false);
    expect(link.hasAttribute(HELD_STYLESHEET_ATTRIBUTE)).toBe(false);
  });
});
