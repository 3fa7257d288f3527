import { retryableOnce } from '@site/shared/core';
import type { ToastType } from './toaster-view';

export type { ToastType };

// The toaster's code (Chakra's toast machine and its view) loads with the first message, not with every page.
const view = retryableOnce(() => import('./toaster-view'));

/** Shows a message; messages sent while the toaster loads appear in order once it is there. */
export function notify(type: ToastType, title: string, id?: string): void {
  if (typeof document === 'undefined') return;
  const loaded = view.value();
  if (loaded) {
    loaded.showToast(type, title, id);
    return;
  }
  view.load().then(
    (mod) => mod.showToast(type, title, id),
    () => {
      // The toaster could not be fetched (offline): this message is lost, the next one tries again.
    },
  );
}
