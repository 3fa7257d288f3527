import { apiRequest } from '@site/shared/core';
import type {
  AdminNotice,
  ContentPoint,
  Notice,
  NoticeCategory,
  NoticeStatus,
  Paged,
  PopularItem,
  PublicNoticeItem,
  UserInfo,
  WorkplaceSummary,
} from './types';

/** POST /api/user/info: the signed-in user's profile (state/user.ts also puts it into the state). */
export const userInfoRequest = {
  queryKey: ['user-info'],
  queryFn: () => apiRequest<UserInfo>('/api/user/info', { body: {} }),
};

export const workplaceSummaryQuery = {
  queryKey: ['workplace-summary'],
  queryFn: () => apiRequest<WorkplaceSummary>('/api/workplace/summary'),
};

export const contentDataQuery = {
  queryKey: ['content-data'],
  queryFn: () => apiRequest<ContentPoint[]>('/api/content-data'),
};

export const popularQuery = (type: 'text' | 'image' | 'video') => ({
  queryKey: ['popular', type],
  queryFn: () => apiRequest<PopularItem[]>('/api/popular/list', { query: { type } }),
});

export const publicNoticesQuery = (pageSize: number) => ({
  queryKey: ['public-notices', pageSize],
  queryFn: () => apiRequest<Paged<PublicNoticeItem>>('/api/notices', { query: { page: 1, pageSize } }),
});

export interface AdminNoticeFilter {
  q?: string;
  status?: NoticeStatus | '';
  category?: NoticeCategory | '';
  page: number;
  pageSize: number;
}

export const adminNoticesQuery = (filter: AdminNoticeFilter) => ({
  queryKey: ['admin-notices', filter],
  queryFn: () =>
    apiRequest<Paged<Notice>>('/api/admin/notices', {
      query: { ...filter, q: filter.q?.trim() || undefined },
    }),
});

export const adminNoticeQuery = (id: number) => ({
  queryKey: ['admin-notice', id],
  queryFn: () => apiRequest<AdminNotice>(`/api/admin/notices/${id}`),
});
