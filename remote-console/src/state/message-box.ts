import { atom } from '@site/shared/core';

/**
 * The messages the user cleared from the message box on this page ("Clear" of a tab). The server keeps them (read);
 * the box leaves them out until the session ends. The messages themselves are the query cache's.
 */
export const clearedMessageIdsAtom = atom<readonly number[]>([]);
