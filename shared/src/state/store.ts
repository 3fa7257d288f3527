import { type Atom, type WritableAtom, createStore } from 'jotai';

/**
 * The one jotai store of the page. React trees use it through <StateProvider>; code outside React (the host's
 * device guard, the API client) reads and writes the same atoms through these helpers.
 */
export const appStore = createStore();

export function readAtom<T>(atom: Atom<T>): T {
  return appStore.get(atom);
}

export function writeAtom<T, Args extends unknown[], Result>(
  atom: WritableAtom<T, Args, Result>,
  ...args: Args
): Result {
  return appStore.set(atom, ...args);
}

export function watchAtom<T>(atom: Atom<T>, listener: (value: T) => void): () => void {
  return appStore.sub(atom, () => listener(appStore.get(atom)));
}
