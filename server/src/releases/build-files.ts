import { PRERENDER_FILE } from '@site/contracts/remote-build';

// A build's files are served from the site's own origin, so a file a browser would open as a document runs with
// everything a signed-in member of staff can do there. What a page loads from a build is code, styles, fonts,
// images and data, and only those types are served; the two document types a build has a use for are served so
// that they cannot act as a document of the site (below).

/** What a page loads from a build, by extension. */
const SERVED_TYPES: Record<string, 'code' | 'style' | 'font' | 'image' | 'data'> = {
  js: 'code',
  mjs: 'code',
  wasm: 'code',
  css: 'style',
  woff2: 'font',
  woff: 'font',
  ttf: 'font',
  otf: 'font',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  ico: 'image',
  // An image in an <img> or a stylesheet, where it runs nothing; opened directly, it would be a document.
  svg: 'image',
  json: 'data',
  // Licence comments of bundled packages (*.LICENSE.txt).
  txt: 'data',
  // Content a page fetches (the legal documents' sections); opened directly, it would be a document.
  html: 'data',
};

/**
 * Types a browser renders as a document when opened directly. Served as an attachment under a sandbox: a script
 * reading them (fetch, <img>) gets their content, a browser opening their address gets a download, and whatever
 * still renders them runs in an opaque origin, without scripts, the site's cookies or its storage.
 */
const DOCUMENT_TYPES = new Set(['html', 'svg']);

export const INERT_DOCUMENT_HEADERS = {
  'content-disposition': 'attachment',
  'content-security-policy': "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

/** The prerender build (the server's own, run in its worker) lives in this folder of a build. */
const PRERENDER_FOLDER = PRERENDER_FILE.slice(0, PRERENDER_FILE.indexOf('/') + 1);

const COMPRESSED = /\.(br|gz)$/;

function extensionOf(file: string): string | undefined {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : undefined;
}

/** The extensions a page may load from a build, for messages. */
export const SERVED_EXTENSIONS = Object.keys(SERVED_TYPES);

/**
 * Whether a file of a build (its path inside the version's folder) is served to browsers: a type a page loads,
 * outside the prerender build, and not the build's own stand-alone page (a page comes only from the server, with
 * its security policy and site configuration). Source maps, precompressed copies asked for by name (they are sent
 * for their file when the browser accepts them) and anything else are not.
 */
export function isServedBuildFile(file: string): boolean {
  if (file.startsWith(PRERENDER_FOLDER)) return false;
  if (/(^|\/)index\.html?$/i.test(file)) return false;
  const extension = extensionOf(file);
  return extension !== undefined && extension in SERVED_TYPES;
}

/** Whether a served file (or the precompressed copy sent for it) is of a type a browser would open as a document. */
export function isDocumentType(file: string): boolean {
  const extension = extensionOf(file.replace(COMPRESSED, ''));
  return extension !== undefined && DOCUMENT_TYPES.has(extension);
}

/**
 * Why an uploaded build may not hold this file, or undefined: every file is of a type a page loads, or one the
 * server keeps to itself (source maps, the prerender build's .cjs and .json files), or a precompressed copy of one.
 */
export function refusedBuildFile(file: string): string | undefined {
  const original = file.replace(COMPRESSED, '');
  const extension = extensionOf(original);
  if (extension !== undefined && extension in SERVED_TYPES) return undefined;
  if (extension === 'map') return undefined;
  if (
    original.startsWith(PRERENDER_FOLDER) &&
    (extension === 'cjs' || extension === 'js' || extension === 'json')
  ) {
    return undefined;
  }
  return extension === undefined ? 'has no file type' : `is a .${extension} file`;
}
