import path from 'node:path';
import { HttpError } from '../lib/http-error.js';

// Characters that a browser would read differently from the server once decoded, or that name no plain file.
const UNSAFE = /[\s\p{Cc}\\%?#]/u;
// Any base will do: it only lets URL resolve a path as a browser would.
const STORE_BASE = 'http://store.invalid';

function unsafe(field: string): HttpError {
  return HttpError.badRequest(
    `${field} must not contain a query, a fragment, whitespace, control characters, \\ or %, plain or percent-encoded`,
  );
}

/**
 * The path of a URL as the files it names: dot segments resolved as a browser resolves them (%2e included), then
 * percent-escapes decoded and resolved again, since the static server decodes them too (..%2f is a way up).
 */
function filePath(url: URL, raw: string, field: string): string {
  if (url.search || url.hash || raw.includes('?') || raw.includes('#')) throw unsafe(field);
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    throw HttpError.badRequest(`${field} has a malformed percent-escape`);
  }
  if (UNSAFE.test(decoded)) throw unsafe(field);
  return path.posix.normalize(decoded);
}

/**
 * The address of a release's mf-manifest.json, normalised, after checking that it names the files of that version
 * and no other: in the remote store, a file inside /remotes/<name>/<version>/; on a CDN, an https:// address on an
 * origin REMOTE_MANIFEST_ORIGINS lists, inside a /<name>/<version>/ folder. The page loads the remote's entry
 * beside the manifest, so a manifest elsewhere would put another version's files live under this version's name.
 */
export function manifestAddress(
  raw: string,
  remote: string,
  version: string,
  origins: readonly string[],
  field = 'body.manifest',
): string {
  if (raw.startsWith('/remotes/')) {
    const url = new URL(raw, STORE_BASE);
    const file = filePath(url, raw, field);
    const folder = `/remotes/${remote}/${version}/`;
    if (url.origin !== STORE_BASE || !file.startsWith(folder) || file === folder) {
      throw HttpError.badRequest(`${field} must lie inside ${folder} (it resolves to ${file})`);
    }
    return file;
  }
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  const https = url?.protocol === 'https:';
  if (!url || !https || !origins.includes(url.origin)) {
    const which = origins.length === 0 ? ' (none is listed)' : https ? ` (${url.origin} is not)` : '';
    throw HttpError.badRequest(
      `${field} must be a /remotes/<name>/<version>/ path or an https:// address on an origin listed in REMOTE_MANIFEST_ORIGINS${which}`,
    );
  }
  if (url.username || url.password) {
    throw HttpError.badRequest(`${field} must not carry a user name or password`);
  }
  const file = filePath(url, raw, field);
  const folder = `/${remote}/${version}/`;
  const at = file.indexOf(folder);
  if (at < 0 || file.length === at + folder.length) {
    throw HttpError.badRequest(
      `${field} must lie inside a ${folder} folder (it resolves to ${url.origin}${file})`,
    );
  }
  return `${url.origin}${file}`;
}
