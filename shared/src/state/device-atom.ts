import { atom } from 'jotai';

export type Device = 'desktop' | 'mobile';

/** Set by the host's device guard; read by pages that adapt beyond their route. */
export const deviceAtom = atom<Device>('desktop');
