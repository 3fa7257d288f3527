import { EARLY_PRESS_KEEPER } from '@site/contracts/early-press-keeper';
import { replayEarlyPress, takeEarlyPress } from './early-press';

// The page's inline keeper, run as the browser runs it: first, before the page's markup.
function runKeeper(): void {
  new Function(EARLY_PRESS_KEEPER)();
}

function page(): Record<'menu' | 'tab' | 'submit' | 'link', HTMLElement> {
  document.body.innerHTML = `
    <button type="button" aria-haspopup="menu"><svg><path></path></svg>Language</button>
    <div role="tab" tabindex="0">Notices</div>
    <form action="/api/user/login" method="post"><button>Sign in</button></form>
    <a href="#top">Top</a>`;
  const [menu, submit] = [...document.querySelectorAll('button')];
  return {
    menu: menu!,
    tab: document.querySelector<HTMLElement>('[role="tab"]')!,
    submit: submit!,
    link: document.querySelector('a')!,
  };
}

afterEach(() => {
  takeEarlyPress();
  document.body.innerHTML = '';
});

describe('the early-press keeper', () => {
  it('keeps a press on a control that needs the application, also on what is inside it', () => {
    runKeeper();
    const { menu } = page();
    menu.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlyPress()).toBe(menu);
  });

  it('keeps only the last such press, and none on a link or a submit button, which work natively', () => {
    runKeeper();
    const { menu, tab, submit, link } = page();
    submit.addEventListener('click', (event) => event.preventDefault());
    link.addEventListener('click', (event) => event.preventDefault());
    menu.click();
    tab.click();
    link.click();
    submit.click();
    expect(takeEarlyPress()).toBe(tab);
  });

  it('stops keeping once the press is taken', () => {
    runKeeper();
    const { menu, tab } = page();
    menu.click();
    expect(takeEarlyPress()).toBe(menu);
    tab.click();
    expect(takeEarlyPress()).toBeUndefined();
    expect(document.takeEarlyPress).toBeUndefined();
  });
});

describe('replayEarlyPress', () => {
  it('carries the kept press out on the same element, once', () => {
    runKeeper();
    const { menu } = page();
    menu.click();
    const presses: Event[] = [];
    menu.addEventListener('click', (event) => presses.push(event));
    replayEarlyPress();
    replayEarlyPress();
    expect(presses).toHaveLength(1);
  });

  it('does nothing when the pressed element is gone, or without a keeper (a page whose policy refused it)', () => {
    runKeeper();
    const { menu } = page();
    menu.click();
    menu.remove();
    expect(() => replayEarlyPress()).not.toThrow();
    expect(() => replayEarlyPress()).not.toThrow();
  });
});
