import type { PageModule, RouteKind, RouteParams, RouteRecord } from '@site/shared/core';
import { NOT_FOUND_PATH } from '@site/contracts/route-match';
import type { QueryClient } from '@tanstack/react-query';
import { noticeQueryOptions, parseNoticeId } from './api/get-notice';
import { archiveNoticesParams, latestNoticesParams, noticesQueryOptions } from './api/get-notices';
import { questionnaireReportQueryOptions } from './api/get-questionnaire-report';
import { loadChartsForServerRender } from './components/questionnaire/chart-module';
import { ARCHIVE_SEARCH_PARAMS, archivePlace } from './lib/notice-archive';

type Page = () => Promise<PageModule>;

interface PageDef {
  /** Route name without area or device prefix, e.g. "play". */
  id: string;
  /** Path below the area root; "" is the area's index. */
  path: string;
  title?: string;
  description: string;
  pc: Page;
  /** The phone layout; absent when the page exists on PC only. */
  mobile?: Page;
  /** Only under /dmg. */
  dmgOnly?: boolean;
  loadData?: RouteRecord['loadData'];
  /** The query parameters the page's markup reads (route meta.searchParams). */
  searchParams?: string[];
}

/** The pre-registration form's result after a post without JavaScript (components/preregistration). */
const FORM_RESULT_PARAMS = ['preregistration'];

const loadLatestNotices = (_params: RouteParams, queryClient: QueryClient) =>
  queryClient.ensureQueryData(noticesQueryOptions(latestNoticesParams));

function loadNotice(params: RouteParams, queryClient: QueryClient): Promise<unknown> {
  const id = parseNoticeId(params.id);
  return id === null ? Promise.resolve() : queryClient.ensureQueryData(noticeQueryOptions(id));
}

/** The list's page of its address (its category and page number). */
const loadNoticeArchive = (_params: RouteParams, queryClient: QueryClient, search?: URLSearchParams) =>
  queryClient.ensureQueryData(noticesQueryOptions(archiveNoticesParams(archivePlace(search))));

const pages: PageDef[] = [
  {
    id: 'index',
    path: '',
    description: '新作ブラウザRPG「星詠みのアストレア」公式サイト。事前登録受付中。',
    pc: () => import('./pages/pc/index-page'),
    mobile: () => import('./pages/mobile/index-page'),
    loadData: loadLatestNotices,
    searchParams: FORM_RESULT_PARAMS,
  },
  {
    id: 'isXYQ',
    path: 'isXYQ',
    title: '事前登録キャンペーン',
    description: '事前登録キャンペーン実施中。登録者数に応じて豪華報酬をプレゼント。',
    pc: () => import('./pages/pc/campaign-page'),
    mobile: () => import('./pages/mobile/campaign-page'),
    loadData: loadLatestNotices,
    searchParams: FORM_RESULT_PARAMS,
  },
  {
    id: 'play',
    path: 'play',
    title: 'ゲームをはじめる',
    description: 'PC・スマートフォンでの遊び方と動作環境のご案内。',
    pc: () => import('./pages/pc/play-page'),
    mobile: () => import('./pages/mobile/play-page'),
  },
  {
    id: 'notices',
    path: 'notice',
    title: 'お知らせ一覧',
    description:
      '運営からのお知らせの一覧。メンテナンス・イベント・アップデートなどカテゴリ別にご覧いただけます。',
    pc: () => import('./pages/pc/notice-archive-page'),
    mobile: () => import('./pages/mobile/notice-archive-page'),
    loadData: loadNoticeArchive,
    searchParams: ARCHIVE_SEARCH_PARAMS,
  },
  {
    id: 'notice',
    path: 'notice/:id',
    title: 'お知らせ',
    description: '運営からのお知らせ。',
    pc: () => import('./pages/pc/notice-page'),
    mobile: () => import('./pages/mobile/notice-page'),
    loadData: loadNotice,
  },
  {
    id: 'questionnaire-report',
    path: 'questionnaire-report',
    title: 'アンケート結果',
    description: 'プレイヤーアンケートの集計結果。',
    pc: () => import('./pages/pc/questionnaire-report-page'),
    // The server draws the charts into the page (components/questionnaire/report-content.tsx).
    loadData: (_params, queryClient) =>
      Promise.all([
        queryClient.ensureQueryData(questionnaireReportQueryOptions()),
        loadChartsForServerRender(),
      ]),
  },
  {
    id: 'register-complete',
    path: 'register-complete',
    title: '事前登録完了',
    description: '事前登録が完了しました。',
    pc: () => import('./pages/pc/register-complete-page'),
    mobile: () => import('./pages/mobile/register-complete-page'),
    dmgOnly: true,
  },
  {
    id: 'register-completed',
    path: 'register-completed',
    title: '事前登録済み',
    description: 'このメールアドレスは事前登録済みです。',
    pc: () => import('./pages/pc/register-completed-page'),
    mobile: () => import('./pages/mobile/register-completed-page'),
    dmgOnly: true,
  },
  {
    id: 'datalink',
    path: 'datalink',
    title: 'データ連携について',
    description: 'DMM GAMES と他プラットフォーム間のゲームデータ連携方法。',
    pc: () => import('./pages/pc/datalink-page'),
    mobile: () => import('./pages/mobile/datalink-page'),
    dmgOnly: true,
  },
];

function join(base: string, path: string): string {
  return path ? `${base}/${path}` : base;
}

function record(name: string, path: string, kind: RouteKind, def: PageDef, page: Page): RouteRecord {
  const meta = {
    title: def.title,
    description: def.description,
    lang: 'ja',
    ...(def.searchParams ? { searchParams: def.searchParams } : {}),
  };
  return { name, path, kind, meta, page, loadData: def.loadData };
}

/**
 * Every player page under /home and /dmg; phone layouts live under <area>/m/ with the m- name prefix
 * (DESIGN section 3), so the host's device guard can move between the twins.
 */
function buildRoutes(): RouteRecord[] {
  const routes: RouteRecord[] = [];
  for (const area of ['home', 'dmg'] as const) {
    for (const def of pages) {
      if (def.dmgOnly && area !== 'dmg') continue;
      const name = `${area}-${def.id}`;
      routes.push(record(name, join(`/${area}`, def.path), 'pc', def, def.pc));
      if (def.mobile)
        routes.push(record(`m-${name}`, join(`/${area}/m`, def.path), 'mobile', def, def.mobile));
    }
  }
  return routes;
}

/**
 * The site's not-found page, in the game site's look. One page for every device (public: the device rule never moves
 * it), in the layout the rule would give the browser; its links lead into /home.
 */
const notFound: RouteRecord = {
  name: 'not-found',
  path: NOT_FOUND_PATH,
  kind: 'public',
  meta: {
    title: 'ページが見つかりません',
    description: 'お探しのページは見つかりませんでした。',
    lang: 'ja',
  },
  page: () => import('./pages/not-found-page'),
};

const routes: RouteRecord[] = [...buildRoutes(), notFound];
export default routes;
