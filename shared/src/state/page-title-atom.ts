import { atom } from 'jotai';

/** A page's title in the language its area speaks, for the address it was given on. */
export interface PageTitle {
  pathname: string;
  title: string;
}

/**
 * Route meta titles are fixed strings; an area whose language the user chooses (the console) translates its page's
 * title and puts it here, and the host shows it in the document title while that address is open.
 */
export const pageTitleAtom = atom<PageTitle | null>(null);
