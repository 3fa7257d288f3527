import type { LegalDoc } from '../../lib/site-paths';

/** The legal documents every player page links to, in the order they are listed, with the key of their name. */
export const LEGAL_LINKS: { doc: LegalDoc; key: string }[] = [
  { doc: 'user', key: 'footer.terms' },
  { doc: 'privacy', key: 'footer.privacy' },
  { doc: 'SpecifiedCommercial', key: 'footer.commercial' },
  { doc: 'guidelines', key: 'footer.guidelines' },
  { doc: 'settlement', key: 'footer.settlement' },
];
