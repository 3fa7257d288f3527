import { firstViewDevice } from '@site/shared/core';
import { isPhoneView } from '@site/contracts/device';
import { useSyncExternalStore } from 'react';
import type { Layout } from './site-paths';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The layout the device rule gives this browser now (SPEC "Route guard": a phone agent below 1024 px). */
function browserLayout(): Layout {
  return isPhoneView(navigator.userAgent, window.innerWidth) ? 'mobile' : 'pc';
}

/** The layout the server rendered the page in: the first render in the browser must be the same. */
function renderedLayout(): Layout {
  return firstViewDevice() === 'phone' ? 'mobile' : 'pc';
}

/**
 * The layout of a page that has no device twins (a public page): the one the device rule would choose, following the
 * window as the rule does. It starts from the layout the server rendered, which the browser then corrects if the
 * window says otherwise (a tablet the server could not place).
 */
export function useDeviceLayout(): Layout {
  return useSyncExternalStore(subscribeToResize, browserLayout, renderedLayout);
}
