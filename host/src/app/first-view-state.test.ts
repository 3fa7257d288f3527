import { keepDetailsState } from './first-view-state';

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
