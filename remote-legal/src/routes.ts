import type { PageModule, RouteRecord } from '@site/shared';

type Page = () => Promise<PageModule>;

interface LegalDoc {
  id: string;
  title: string;
  lang: 'ja' | 'en' | 'zh-Hant';
  description: string;
  page: Page;
  /** Japanese documents also live under /dmg, for the games provider's players. */
  dmg: boolean;
}

const documents: LegalDoc[] = [
  {
    id: 'user',
    title: '利用規約',
    lang: 'ja',
    description: '「星詠みのアストレア」の利用規約。',
    page: () => import('./pages/user-page'),
    dmg: true,
  },
  {
    id: 'privacy',
    title: 'プライバシーポリシー',
    lang: 'ja',
    description: '個人情報の取り扱いについて。',
    page: () => import('./pages/privacy-page'),
    dmg: true,
  },
  {
    id: 'SpecifiedCommercial',
    title: '特定商取引法に基づく表記',
    lang: 'ja',
    description: '特定商取引法に基づく表記。',
    page: () => import('./pages/specified-commercial-page'),
    dmg: true,
  },
  {
    id: 'guidelines',
    title: '二次創作ガイドライン',
    lang: 'ja',
    description: 'ファンアート・動画配信など二次創作に関するガイドライン。',
    page: () => import('./pages/guidelines-page'),
    dmg: true,
  },
  {
    id: 'settlement',
    title: '資金決済法に基づく表示',
    lang: 'ja',
    description: '資金決済法に基づく前払式支払手段に関する表示。',
    page: () => import('./pages/settlement-page'),
    dmg: true,
  },
  {
    id: 'user_en',
    title: 'Terms of Use',
    lang: 'en',
    description: 'Terms of Use (English translation).',
    page: () => import('./pages/user-en-page'),
    dmg: false,
  },
  {
    id: 'user_cht',
    title: '使用條款',
    lang: 'zh-Hant',
    description: '使用條款（繁體中文譯本）。',
    page: () => import('./pages/user-cht-page'),
    dmg: false,
  },
  {
    id: 'privacy_en',
    title: 'Privacy Policy',
    lang: 'en',
    description: 'Privacy Policy (English translation).',
    page: () => import('./pages/privacy-en-page'),
    dmg: false,
  },
  {
    id: 'privacy_cht',
    title: '隱私權政策',
    lang: 'zh-Hant',
    description: '隱私權政策（繁體中文譯本）。',
    page: () => import('./pages/privacy-cht-page'),
    dmg: false,
  },
];

/**
 * Public pages at the top level (never moved by device), and the Japanese documents under /dmg with their phone
 * twins under /dmg/m (SPEC section 2).
 */
function buildRoutes(): RouteRecord[] {
  const routes: RouteRecord[] = [];
  for (const doc of documents) {
    const meta = { title: doc.title, lang: doc.lang, description: doc.description };
    routes.push({ name: doc.id, path: `/${doc.id}`, kind: 'public', meta, page: doc.page });
    if (doc.dmg) {
      routes.push({ name: `dmg-${doc.id}`, path: `/dmg/${doc.id}`, kind: 'pc', meta, page: doc.page });
      routes.push({
        name: `m-dmg-${doc.id}`,
        path: `/dmg/m/${doc.id}`,
        kind: 'mobile',
        meta,
        page: doc.page,
      });
    }
  }
  return routes;
}

const routes: RouteRecord[] = buildRoutes();
export default routes;
