import type { AccountRequestView } from '@site/contracts/api/account-request-fields';

/** Every answer about account requests, under one root: an approval, a rejection or a code invalidates it. */
export const requestKeys = {
  all: ['console', 'account-requests'] as const,
  list: (view: AccountRequestView, page: number) => ['console', 'account-requests', view, page] as const,
};
