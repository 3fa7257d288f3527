import type { RouteParams } from '@site/shared/core';
import type { QueryClient } from '@tanstack/react-query';
import type { PlayerPageDef } from '../../lib/player-page-def';
import { noticeQueryOptions, parseNoticeId } from './api/get-notice';
import { archiveNoticesParams, latestNoticesParams, noticesQueryOptions } from './api/get-notices';
import { ARCHIVE_SEARCH_PARAMS, archivePlace } from './lib/notice-archive';

/** The latest notices, which the top page and the campaign page show. */
export const loadLatestNotices = (_params: RouteParams, queryClient: QueryClient) =>
  queryClient.ensureQueryData(noticesQueryOptions(latestNoticesParams));

function loadNotice(params: RouteParams, queryClient: QueryClient): Promise<unknown> {
  const id = parseNoticeId(params.id);
  return id === null ? Promise.resolve() : queryClient.ensureQueryData(noticeQueryOptions(id));
}

/** The list's page of its address (its category and page number). */
const loadNoticeArchive = (_params: RouteParams, queryClient: QueryClient, search?: URLSearchParams) =>
  queryClient.ensureQueryData(noticesQueryOptions(archiveNoticesParams(archivePlace(search))));

export const noticePages: PlayerPageDef[] = [
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
];
