import type { LegalFamily, LegalLang } from '../content/catalog';

/** The page chrome in each document language (the documents themselves are Markdown in content/). */
export interface LegalTexts {
  skipToContent: string;
  /** After the game's name in the header link: where it leads (the landing page of the page's area). */
  home: string;
  enacted: string;
  updated: string;
  contents: string;
  language: string;
  otherDocuments: string;
  /** After a link to a document that exists only in Japanese. */
  japaneseOnly: string;
  /** Names of the documents in this language (a link to a Japanese-only one says so with japaneseOnly). */
  familyNames: Record<LegalFamily, string>;
}

export const LEGAL_TEXTS: Record<LegalLang, LegalTexts> = {
  ja: {
    skipToContent: '本文へスキップ',
    home: 'トップページ',
    enacted: '制定日',
    updated: '最終改定日',
    contents: '目次',
    language: '言語',
    otherDocuments: '規約・各種表記',
    japaneseOnly: '',
    familyNames: {
      user: '利用規約',
      privacy: 'プライバシーポリシー',
      SpecifiedCommercial: '特定商取引法に基づく表記',
      guidelines: '二次創作ガイドライン',
      settlement: '資金決済法に基づく表示',
    },
  },
  en: {
    skipToContent: 'Skip to content',
    home: 'home page',
    enacted: 'Enacted',
    updated: 'Last updated',
    contents: 'Contents',
    language: 'Language',
    otherDocuments: 'Legal documents',
    japaneseOnly: ' (in Japanese)',
    familyNames: {
      user: 'Terms of Use',
      privacy: 'Privacy Policy',
      SpecifiedCommercial: 'Notation Based on the Act on Specified Commercial Transactions',
      guidelines: 'Derivative Works Guidelines',
      settlement: 'Notation Based on the Payment Services Act',
    },
  },
  'zh-Hant': {
    skipToContent: '跳至主要內容',
    home: '首頁',
    enacted: '制定日期',
    updated: '最後修訂日期',
    contents: '目錄',
    language: '語言',
    otherDocuments: '法律文件',
    japaneseOnly: '（日文）',
    familyNames: {
      user: '使用條款',
      privacy: '隱私權政策',
      SpecifiedCommercial: '依特定商業交易法之標示',
      guidelines: '二次創作指引',
      settlement: '依資金結算法之標示',
    },
  },
};

/** Each language's own name, shown in the language switch. */
export const LANGUAGE_NAMES: Record<LegalLang, string> = {
  ja: '日本語',
  en: 'English',
  'zh-Hant': '繁體中文',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 2026-04-01 → 2026年4月1日 (ja, zh-Hant) or April 1, 2026 (en); fixed formats, no Intl data needed. */
export function formatLegalDate(iso: string, lang: LegalLang): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  if (lang === 'en') return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
  return `${year}年${month}月${day}日`;
}
