import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chosenEncoding, createKeptDocuments, etagOf, keptDocument, matchesEtag } from './kept-documents.js';

describe('kept documents', () => {
  const html = '<!doctype html><html><body>' + '<p>お知らせ</p>'.repeat(200) + '</body></html>';

  it('are kept with their brotli and gzip forms, each with its own strong entity tag', () => {
    const kept = keptDocument(html, 200, { generation: 1, until: Infinity });
    expect(brotliDecompressSync(kept.br).toString()).toBe(html);
    expect(gunzipSync(kept.gzip).toString()).toBe(html);
    const tags = (['identity', 'br', 'gzip'] as const).map((encoding) => etagOf(kept, encoding));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
  });

  it('take the form the browser asks for', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br');
    expect(chosenEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding(undefined)).toBe('identity');
    expect(chosenEncoding('deflate')).toBe('identity');
    expect(chosenEncoding('*;q=0')).toBe('identity');
  });

  it('answer If-None-Match for the form the browser has', () => {
    expect(matchesEtag('"a-br"', '"a-br"')).toBe(true);
    expect(matchesEtag('W/"a-br", "b"', '"a-br"')).toBe(true);
    expect(matchesEtag('*', '"a-br"')).toBe(true);
    expect(matchesEtag('"a"', '"a-br"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });

  it('compress the same page once, however often it is made again', () => {
    const documents = createKeptDocuments(() => 0);
    const first = documents.keep('/a', '', [], { html, status: 200, generation: 1, until: 10 });
    const again = documents.keep('/b', '', [], { html, status: 200, generation: 2, until: 20 });
    expect(again.br).toBe(first.br);
    expect(again.gzip).toBe(first.gzip);
    expect(again.generation).toBe(2);
  });

  it("are found by the query parameters their page reads, and only while the page's notices are the same", () => {
    let now = 0;
    const documents = createKeptDocuments(() => now);
    const kept = keptDocument(html, 200, { generation: 3, until: 100 });
    expect(documents.get('/home', '?page=2', 3)).toBeUndefined();
    const page = { html, status: 200, generation: 3, until: 100 };
    expect(documents.keep('/home', '?page=2&r=1', ['page'], page)).toMatchObject({ etag: kept.etag });
    expect(documents.get('/home', '?r=9&page=2', 3)?.etag).toBe(kept.etag);
    expect(documents.get('/home', '?page=3', 3)).toBeUndefined();
    // A parameter there with no value is not a parameter left out.
    expect(documents.get('/home', '?page', 3)).toBeUndefined();
    expect(documents.get('/home', '', 3)).toBeUndefined();
    // A notice written, or the time its notices stay right past: the page is made again.
    expect(documents.get('/home', '?page=2', 4)).toBeUndefined();
    documents.keep('/home', '?page=2', ['page'], page);
    now = 100;
    expect(documents.get('/home', '?page=2', 3)).toBeUndefined();
    // A page that reads no parameter is the same page for any query.
    documents.keep('/x', '?a=1', [], { ...page, until: 1000 });
    expect(documents.get('/x', '?a=2', 3)?.etag).toBe(kept.etag);
  });
});
