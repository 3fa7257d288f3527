/** A fake document for the cookie modules' tests: its cookie getter answers `cookie`, its setter records each write. */
export function cookieDocument(cookie = ''): { doc: Document; written: string[] } {
  const written: string[] = [];
  const doc = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  } as unknown as Document;
  return { doc, written };
}
