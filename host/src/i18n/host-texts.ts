import { storedConsoleLocale } from '@site/shared/core';

// The host's own few texts, without i18next: its fallback must show even when no remote (and no i18n) loaded.
const texts = {
  ja: {
    unavailableTitle: 'ページを表示できませんでした',
    unavailableBody:
      '通信環境をご確認のうえ、もう一度お試しください。ほかのページは引き続きご利用いただけます。',
    retry: '再読み込み',
    loading: '読み込み中',
    toTop: 'トップページへ',
    notFoundTitle: 'ページが見つかりません',
    notFoundBody: 'お探しのページは移動または削除された可能性があります。',
    // The preview bar's (the server writes them too: server/src/releases/preview-page.ts).
    previewLabel: 'プレビュー',
    previewing: 'プレビュー中',
    exitPreview: 'プレビューを終了',
  },
  'en-US': {
    unavailableTitle: 'This page could not be shown',
    unavailableBody: 'Check your connection and try again. The rest of the site keeps working.',
    retry: 'Retry',
    loading: 'Loading',
    toTop: 'Go to the top page',
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you are looking for may have been moved or removed.',
    previewLabel: 'Preview',
    previewing: 'Previewing',
    exitPreview: 'Exit preview',
  },
  'zh-CN': {
    unavailableTitle: '页面加载失败',
    unavailableBody: '请检查网络后重试。网站的其他部分仍可正常使用。',
    retry: '重试',
    loading: '加载中',
    toTop: '返回首页',
    notFoundTitle: '页面不存在',
    notFoundBody: '您访问的页面可能已被移动或删除。',
    previewLabel: '预览',
    previewing: '正在预览',
    exitPreview: '退出预览',
  },
} as const;

export type HostTextLanguage = keyof typeof texts;
export type HostTexts = (typeof texts)[HostTextLanguage];

/** Console areas speak the console's locale; player and legal areas speak Japanese. */
export function areaLanguage(area: string | undefined): HostTextLanguage {
  return area === 'console' ? storedConsoleLocale() : 'ja';
}

export function hostTexts(language: HostTextLanguage): HostTexts {
  return texts[language];
}
