export type Role = 'admin' | 'user';

export interface UserInfo {
  name: string;
  avatar: string;
  job: string;
  organization: string;
  location: string;
  email: string;
  introduction: string;
  personalWebsite: string;
  jobName: string;
  organizationName: string;
  locationName: string;
  phone: string;
  registrationDate: string;
  accountId: string;
  certification: number;
  role: Role;
}

export interface LoginAnswer {
  token: string;
  expiresAt: string;
  role: Role;
}

export type MessageKind = 'message' | 'notice' | 'todo';

export interface MessageItem {
  id: number;
  type: MessageKind;
  title: string;
  subTitle: string;
  avatar: string;
  content: string;
  time: string;
  messageType?: 0 | 1 | 3;
  status: 0 | 1;
}

export interface PopularItem {
  key: number;
  clickNumber: string;
  title: string;
  increases: number;
}

export interface ContentPoint {
  x: string;
  y: number;
}

export interface WorkplaceSummary {
  balance: { amount: number; currency: string };
  pendingOrders: number;
  renewalOrders: number;
  onlineContent: number;
  contentPutIn: number;
  dailyNewComments: number;
  yesterdayNewComments: number;
  changeSinceYesterday: number | null;
}

export const NOTICE_CATEGORIES = ['news', 'maintenance', 'event', 'update'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];
export const NOTICE_STATUSES = ['draft', 'published'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export interface Notice {
  id: number;
  title: string;
  body: string;
  category: NoticeCategory;
  status: NoticeStatus;
  publishAt: string;
  createdAt: string;
  updatedAt: string;
  author: string | null;
}

export interface NoticeEdit {
  id: number;
  action: 'create' | 'update' | 'delete';
  editor: string;
  editedAt: string;
  changedFields: string[];
  snapshot: Partial<Record<'title' | 'body' | 'category' | 'status' | 'publishAt', string>>;
}

export interface AdminNotice extends Notice {
  history: NoticeEdit[];
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PublicNoticeItem {
  id: number;
  title: string;
  category: NoticeCategory;
  publishAt: string;
  updatedAt: string;
}
