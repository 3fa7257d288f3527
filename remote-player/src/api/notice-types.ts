export type NoticeCategory = 'news' | 'maintenance' | 'event' | 'update';

export interface NoticeSummary {
  id: number;
  title: string;
  category: NoticeCategory;
  publishAt: string;
  updatedAt: string;
}

export interface NoticeNeighbour {
  id: number;
  title: string;
}

export interface NoticeDetail extends NoticeSummary {
  body: string;
  /** The older notice (published before this one). */
  prev: NoticeNeighbour | null;
  /** The newer notice. */
  next: NoticeNeighbour | null;
}
