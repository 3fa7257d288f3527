import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/** A finished page's bytes, in each form it is sent in, and its strong entity tag. */
export interface DocumentForms {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * A finished page kept for every visitor: the same bytes for each of them, with its compressed forms made once, and a
 * strong entity tag for each form (RFC 9110 8.8.3: another content coding is another representation).
 */
export interface KeptDocument extends DocumentForms {
  status: number;
  /** The notices the page shows: a write to them makes it out of date, and so does their next publication. */
  generation: number;
  until: number;
}

export type DocumentEncoding = 'br' | 'gzip' | 'identity';

function documentForms(identity: Buffer): DocumentForms {
  return {
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
    etag: hashOf(identity),
  };
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 27);

export function keptDocument(
  html: string,
  status: number,
  freshness: { generation: number; until: number },
): KeptDocument {
  return { ...documentForms(Buffer.from(html)), status, ...freshness };
}

/** The entity tag of one form of a kept page. */
export function etagOf(kept: KeptDocument, encoding: DocumentEncoding): string {
  return encoding === 'identity' ? `"${kept.etag}"` : `"${kept.etag}-${encoding}"`;
}

const ENCODINGS: DocumentEncoding[] = ['br', 'gzip', 'identity'];

/** The form the request's accept-encoding takes: the one of highest q, brotli on a tie; as made when it takes none. */
export const chosenEncoding = (acceptEncoding: string | undefined): DocumentEncoding =>
  (negotiate(acceptEncoding ?? '', ENCODINGS) as DocumentEncoding | null) ?? 'identity';

/** Whether a request's If-None-Match names this form of the page (weak comparison, as for a GET: RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

// Documents kept: bounded by count and by their bytes, the least recently used going first.
const DOCUMENTS_KEPT = 500;
const DOCUMENT_BYTES_KEPT = 64 * 1024 * 1024;

/**
 * Finished pages by what makes them (the template, the live remotes, the device, the address and the query
 * parameters the page reads): a request for one is answered by copying bytes. A page made for one visitor alone (a
 * preview, a canary, their data, their first-view switch) is never kept here (pages/page-route.ts).
 */
export function createKeptDocuments(now: () => number) {
  // Documents share their forms' bytes, which the forms' cache bounds.
  const documents = new LRUCache<string, KeptDocument>({ max: DOCUMENTS_KEPT });
  // The compressed forms by the page's bytes: a page made again as it was (its notices' time was up, nothing changed,
  // which is most of the time) is not compressed again.
  const forms = new LRUCache<string, DocumentForms>({
    max: DOCUMENTS_KEPT,
    maxSize: DOCUMENT_BYTES_KEPT,
    sizeCalculation: (kept) => kept.identity.length + kept.br.length + kept.gzip.length,
  });
  // The query parameters each address's page reads (its render says): other parameters do not make another page.
  const paramsRead = new LRUCache<string, readonly string[]>({ max: DOCUMENTS_KEPT * 4 });
  const keyOf = (base: string, query: string): string | undefined => {
    const read = paramsRead.get(base);
    if (read === undefined) return undefined;
    if (read.length === 0) return `${base}\n`;
    const params = new URLSearchParams(query);
    // Each parameter's list of values: `?flag` (one empty value) is another page than no `flag` at all.
    return `${base}\n${read.map((name) => `${name}=${JSON.stringify(params.getAll(name))}`).join('\n')}`;
  };
  return {
    /** The page kept for this address and its query, while the notices it shows are what they were. */
    get(base: string, query: string, generation: number): KeptDocument | undefined {
      const key = keyOf(base, query);
      const kept = key === undefined ? undefined : documents.get(key);
      if (!kept) return undefined;
      if (kept.generation === generation && now() < kept.until) return kept;
      documents.delete(key!);
      return undefined;
    },
    /** Keeps a finished page, compressed unless the same bytes were already. */
    keep(
      base: string,
      query: string,
      searchParams: readonly string[],
      page: { html: string; status: number; generation: number; until: number },
    ): KeptDocument {
      const identity = Buffer.from(page.html);
      const hash = hashOf(identity);
      let made = forms.get(hash);
      if (!made) {
        made = documentForms(identity);
        forms.set(hash, made);
      }
      const kept = { ...made, status: page.status, generation: page.generation, until: page.until };
      paramsRead.set(base, searchParams);
      documents.set(keyOf(base, query)!, kept);
      return kept;
    },
    get size() {
      return documents.size;
    },
  };
}
