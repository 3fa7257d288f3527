import { EARLY_PRESS_KEEPER } from './early-press-keeper.js';
import { FIRST_VIEW_LOOK_CHECK } from './first-view-look.js';

/**
 * The page's one inline script, first in the host's head, before anything paints: whether the first view is in this
 * browser's look (first-view-look.ts), then the keeper of presses made before the application runs
 * (early-press-keeper.ts). The pages' policy allows it by its hash (server/src/plugins/security.ts), from this very
 * text: no other inline script runs.
 */
export const PAGE_INLINE_SCRIPT = `${FIRST_VIEW_LOOK_CHECK};${EARLY_PRESS_KEEPER}`;
