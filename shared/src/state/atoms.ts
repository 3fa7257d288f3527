// Every app defines and reads atoms through these names, so that there is one jotai for the page and one place to
// change if the state library changes.
export { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, SetStateAction, WritableAtom } from 'jotai';
