import { CONSOLE_LOCALE_KEY } from '@site/shared/core';
import { keepExitAddress, localizePreviewBar } from './preview-bar';

// The bar as the server writes it (server/src/releases/preview-page.ts).
function serverBar(area: string, lang: string): void {
  document.body.innerHTML = `<div id="root"></div>
    <aside class="preview-bar" aria-label="预览" lang="${lang}" data-area="${area}">
      <p><span data-text="previewing">正在预览</span> <strong>console 0.2.0-abc</strong></p>
      <form method="post" action="/preview/exit">
        <input type="hidden" name="to" value="/login" />
        <button type="submit" data-text="exit">退出预览</button>
      </form>
    </aside>`;
}

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the preview bar', () => {
  it("speaks the console's chosen locale on console pages", () => {
    localStorage.setItem(CONSOLE_LOCALE_KEY, 'en-US');
    serverBar('console', 'zh-CN');
    localizePreviewBar();
    const bar = document.querySelector('aside')!;
    expect(bar.lang).toBe('en-US');
    expect(bar.getAttribute('aria-label')).toBe('Preview');
    expect(bar.textContent).toContain('Previewing');
    expect(bar.querySelector('button')!.textContent).toBe('Exit preview');
    // The version stays as the server wrote it.
    expect(bar.querySelector('strong')!.textContent).toBe('console 0.2.0-abc');
  });

  it('stays Japanese on the player and legal pages whatever the console speaks', () => {
    localStorage.setItem(CONSOLE_LOCALE_KEY, 'en-US');
    serverBar('player', 'ja');
    document.querySelector('[data-text="exit"]')!.textContent = 'プレビューを終了';
    localizePreviewBar();
    expect(document.querySelector('aside')!.lang).toBe('ja');
    expect(document.querySelector('button')!.textContent).toBe('プレビューを終了');
  });

  it('sends the exit back to the page the visitor is on now', () => {
    serverBar('console', 'zh-CN');
    keepExitAddress();
    window.history.pushState({}, '', '/dashboard/workplace?tab=2');
    const form = document.querySelector('form')!;
    // jsdom does not post forms: the submit event is what the bar's code listens to.
    form.addEventListener('submit', (event) => event.preventDefault());
    form.requestSubmit();
    expect((form.elements.namedItem('to') as HTMLInputElement).value).toBe('/dashboard/workplace?tab=2');
  });
});
