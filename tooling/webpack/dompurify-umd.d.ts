// DOMPurify's UMD build, which prerender-dompurify.ts imports by file: "dompurify" itself is that module there.
declare module 'dompurify/purify.js' {
  import type { DOMPurify } from 'dompurify';

  const purify: DOMPurify;
  export default purify;
}
