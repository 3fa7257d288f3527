/**
 * The legal documents: what routes.ts, the pages and the build (webpack.config.ts, for link checking) share.
 * Plain data, no React and no page imports, so the build can read it too.
 */

import type { LegalLang } from '../markdown/render-legal-markdown';

export type { LegalLang };

/**
 * The five documents; user and privacy also have English and Traditional Chinese translations. Every document, in
 * every language, lives at its public address and under /dmg and /dmg/m for the games provider's players, so that
 * a reader there can change language or document without leaving the area.
 */
export type LegalFamily = 'user' | 'privacy' | 'SpecifiedCommercial' | 'guidelines' | 'settlement';

export interface LegalDocEntry {
  /** Route name and top-level path segment (/user_en). */
  id: string;
  family: LegalFamily;
  lang: LegalLang;
  /** Same as the Markdown front matter title (a unit test checks it). */
  title: string;
  description: string;
  /** The Markdown source in remote-legal/content/. */
  source: string;
}

export const LEGAL_DOCS: readonly LegalDocEntry[] = [
  {
    id: 'user',
    family: 'user',
    lang: 'ja',
    title: '利用規約',
    description: '「星詠みのアストレア」の利用規約。',
    source: 'user.ja.md',
  },
  {
    id: 'privacy',
    family: 'privacy',
    lang: 'ja',
    title: 'プライバシーポリシー',
    description: '個人情報の取り扱いについて。',
    source: 'privacy.ja.md',
  },
  {
    id: 'SpecifiedCommercial',
    family: 'SpecifiedCommercial',
    lang: 'ja',
    title: '特定商取引法に基づく表記',
    description: '特定商取引法に基づく表記。',
    source: 'SpecifiedCommercial.ja.md',
  },
  {
    id: 'guidelines',
    family: 'guidelines',
    lang: 'ja',
    title: '二次創作ガイドライン',
    description: 'ファンアート・動画配信など二次創作に関するガイドライン。',
    source: 'guidelines.ja.md',
  },
  {
    id: 'settlement',
    family: 'settlement',
    lang: 'ja',
    title: '資金決済法に基づく表示',
    description: '資金決済法に基づく前払式支払手段に関する表示。',
    source: 'settlement.ja.md',
  },
  {
    id: 'user_en',
    family: 'user',
    lang: 'en',
    title: 'Terms of Use',
    description: 'Terms of Use (English translation).',
    source: 'user.en.md',
  },
  {
    id: 'user_cht',
    family: 'user',
    lang: 'zh-Hant',
    title: '使用條款',
    description: '使用條款（繁體中文譯本）。',
    source: 'user.zh-Hant.md',
  },
  {
    id: 'privacy_en',
    family: 'privacy',
    lang: 'en',
    title: 'Privacy Policy',
    description: 'Privacy Policy (English translation).',
    source: 'privacy.en.md',
  },
  {
    id: 'privacy_cht',
    family: 'privacy',
    lang: 'zh-Hant',
    title: '隱私權政策',
    description: '隱私權政策（繁體中文譯本）。',
    source: 'privacy.zh-Hant.md',
  },
];

export const FAMILY_ORDER: readonly LegalFamily[] = [
  'user',
  'privacy',
  'SpecifiedCommercial',
  'guidelines',
  'settlement',
];

export const LANG_ORDER: readonly LegalLang[] = ['ja', 'en', 'zh-Hant'];

export function legalDoc(id: string): LegalDocEntry {
  const doc = LEGAL_DOCS.find((entry) => entry.id === id);
  if (!doc) throw new Error(`unknown legal document ${id}`);
  return doc;
}

/** The version of a document in a language, if it exists. */
export function docIn(family: LegalFamily, lang: LegalLang): LegalDocEntry | undefined {
  return LEGAL_DOCS.find((entry) => entry.family === family && entry.lang === lang);
}

/** Every site path a document may link to: the public paths (a /dmg page rewrites them to its own prefix). */
export const PUBLIC_LEGAL_PATHS: readonly string[] = LEGAL_DOCS.map((doc) => `/${doc.id}`);

/** '' for public pages, '/dmg' or '/dmg/m' for the games provider's variants. */
export type LegalPrefix = '' | '/dmg' | '/dmg/m';

export function prefixOf(pathname: string): LegalPrefix {
  if (pathname.startsWith('/dmg/m/')) return '/dmg/m';
  if (pathname.startsWith('/dmg/')) return '/dmg';
  return '';
}

/** The address of a document from a page under `prefix`: a page under /dmg links within /dmg. */
export function docPath(doc: LegalDocEntry, prefix: LegalPrefix): string {
  return `${prefix}/${doc.id}`;
}
