import type { PreviewRefusal } from './preview.js';
import { PREVIEW_EXIT_PATH } from './preview.js';

type BarLanguage = 'ja' | 'zh-CN' | 'en-US';

// The host's languages: Japanese on the player's and legal pages, the console's locale on its pages. The server does
// not know a console visitor's locale (it lives in the browser's storage): it writes the console's default, and the
// host's entry relabels the bar when the visitor chose another (host/src/app/preview-bar.ts).
const BAR_TEXTS: Record<BarLanguage, { label: string; previewing: string; exit: string }> = {
  ja: { label: 'プレビュー', previewing: 'プレビュー中', exit: 'プレビューを終了' },
  'zh-CN': { label: '预览', previewing: '正在预览', exit: '退出预览' },
  'en-US': { label: 'Preview', previewing: 'Previewing', exit: 'Exit preview' },
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Fixed at the bottom, above the pages' own fixed headers and bars; the page ends above it (on a phone, the bar takes
// two lines). Light text on a dark ground (about 15:1), the button the other way round, its focus ring in a colour
// that stands out from both.
const BAR_STYLE = `<style>
      .preview-bar{position:fixed;left:0;right:0;bottom:0;z-index:2147483646;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:4px 12px;margin:0;padding:8px 16px;background:#1d2129;color:#fff;font:14px/1.5 system-ui,-apple-system,"Hiragino Sans","Noto Sans CJK JP","Microsoft YaHei",sans-serif;box-shadow:0 -2px 8px rgba(0,0,0,.3)}
      .preview-bar p{margin:0}
      .preview-bar strong{font-weight:700;color:#ffd24d;overflow-wrap:anywhere}
      .preview-bar form{margin:0}
      .preview-bar button{min-height:32px;padding:4px 14px;border:1px solid #fff;border-radius:4px;background:#fff;color:#1d2129;font:inherit;font-weight:700;cursor:pointer}
      .preview-bar button:hover{background:#e8eaee}
      .preview-bar button:focus-visible{outline:3px solid #ffd24d;outline-offset:2px}
      body:has(.preview-bar){padding-bottom:56px}
      @media (max-width:600px){.preview-bar{padding:6px 12px}.preview-bar .separator{display:none}body:has(.preview-bar){padding-bottom:88px}}
    </style>`;

/** The bar a previewing browser sees on every page: what it previews, and a button that ends it. */
export function renderPreviewBar(
  preview: { remote: string; version: string },
  area: string | undefined,
  returnTo: string,
): string {
  const language: BarLanguage = area === 'console' ? 'zh-CN' : 'ja';
  const texts = BAR_TEXTS[language];
  return `${BAR_STYLE}
    <aside class="preview-bar" aria-label="${texts.label}" lang="${language}" data-area="${escapeHtml(area ?? '')}">
      <p><span data-text="previewing">${texts.previewing}</span> <strong>${escapeHtml(preview.remote)} ${escapeHtml(preview.version)}</strong> <span class="separator" aria-hidden="true">·</span></p>
      <form method="post" action="${PREVIEW_EXIT_PATH}">
        <input type="hidden" name="to" value="${escapeHtml(returnTo)}" />
        <button type="submit" data-text="exit">${texts.exit}</button>
      </form>
    </aside>`;
}

/** The page with the bar as the last thing in its body, outside the root the application renders into. */
export function withPreviewBar(html: string, bar: string): string {
  return html.replace('</body>', () => `${bar}\n  </body>`);
}

const REFUSALS: Record<PreviewRefusal, { status: number; ja: string; en: string }> = {
  malformed: {
    status: 400,
    ja: 'このプレビューリンクは正しくありません。リンクを最後までコピーしたかご確認ください。',
    en: 'This preview link is not complete or not valid: check that it was copied whole.',
  },
  forged: {
    status: 400,
    ja: 'このプレビューリンクはこのサイトが発行したものではありません。',
    en: 'This preview link was not issued by this site.',
  },
  expired: {
    status: 410,
    ja: 'このプレビューリンクは有効期限が切れています。新しいリンクを発行してください。',
    en: 'This preview link has expired: ask for a new one.',
  },
  unknown: {
    status: 404,
    ja: 'このプレビューリンクのバージョンは見つかりません。',
    en: 'The version this preview link names is not stored any more.',
  },
};

export function refusalStatus(reason: PreviewRefusal): number {
  return REFUSALS[reason].status;
}

/** The page a preview link that cannot be opened answers: what is wrong, and the way to the live site. */
export function renderRefusalPage(reason: PreviewRefusal): string {
  const { ja, en } = REFUSALS[reason];
  return `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>プレビューを開けません / Preview not opened</title>
    <style>
      body{margin:0;padding:48px 24px;background:#f5f6f8;color:#1d2129;font:16px/1.7 system-ui,-apple-system,"Hiragino Sans","Noto Sans CJK JP",sans-serif}
      main{max-width:560px;margin:0 auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
      h1{margin:0 0 16px;font-size:22px}
      p{margin:0 0 12px}
      a{color:#0b57d0}
      a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
    </style>
  </head>
  <body>
    <main>
      <h1>プレビューを開けません</h1>
      <p role="alert">${ja}</p>
      <p lang="en">${en}</p>
      <p><a href="/">公開中のサイトへ <span lang="en">(the live site)</span></a></p>
    </main>
  </body>
</html>
`;
}

/** A path on this site to go back to after the exit; anything else (another site, nonsense) is the top. */
export function sameSitePath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return '/';
  }
  return /^[\x21-\x7e]*$/.test(value) && value.length <= 2000 ? value : '/';
}
