/** The workplace's popular-content lists, one per kind of content. */
export const POPULAR_TYPES = ['text', 'image', 'video'] as const;
export type PopularType = (typeof POPULAR_TYPES)[number];

export const DEFAULT_POPULAR_TYPE: PopularType = 'text';
