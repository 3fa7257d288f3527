import { renderPreviewBar, renderRefusalPage, sameSitePath, withPreviewBar } from './preview-page.js';

describe('the preview bar', () => {
  it('names the previewed remote and version, escaped, with an exit form back to the page', () => {
    const bar = renderPreviewBar({ remote: 'player', version: '0.2.0-<b>' }, 'player', '/home?a="1"');
    expect(bar).toContain('<aside class="preview-bar" aria-label="プレビュー" lang="ja"');
    expect(bar).toContain('<strong>player 0.2.0-&lt;b&gt;</strong>');
    expect(bar).toContain('<input type="hidden" name="to" value="/home?a=&quot;1&quot;" />');
    expect(bar).toContain('<button type="submit" data-text="exit">プレビューを終了</button>');
  });

  it("speaks the console's default language on console pages", () => {
    const bar = renderPreviewBar({ remote: 'console', version: '1.0.0' }, 'console', '/login');
    expect(bar).toContain('lang="zh-CN"');
    expect(bar).toContain('退出预览');
  });

  it('goes last in the body, outside the root the application renders into', () => {
    const html = withPreviewBar('<body><div id="root"></div></body>', '<aside>bar</aside>');
    expect(html).toMatch(/<div id="root"><\/div><aside>bar<\/aside>\s*<\/body>/);
  });
});

describe('where the exit goes', () => {
  it('keeps a path on this site and sends anything else to the top', () => {
    expect(sameSitePath('/home/play?x=1#top')).toBe('/home/play?x=1#top');
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '',
      undefined,
      ['/a'],
      '/a b',
    ]) {
      expect(sameSitePath(value)).toBe('/');
    }
  });
});

describe('a link that cannot be opened', () => {
  it('says why, in Japanese and English, and leads to the live site', () => {
    const page = renderRefusalPage('expired');
    expect(page).toContain('<p role="alert">このプレビューリンクは有効期限が切れています');
    expect(page).toContain('<p lang="en">This preview link has expired');
    expect(page).toContain('<a href="/">');
  });
});
