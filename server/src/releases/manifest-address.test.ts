import { loadConfig } from '../config.js';
import { HttpError } from '../lib/http-error.js';
import { manifestAddress } from './manifest-address.js';

const ORIGINS = ['https://cdn.example.com'];
const check = (raw: string) => manifestAddress(raw, 'player', '1.0.0', ORIGINS);

function refusal(raw: string): string {
  try {
    return `accepted as ${check(raw)}`;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).message;
  }
}

describe('manifestAddress', () => {
  it('answers the normalised address of a manifest inside its version folder', () => {
    expect(check('/remotes/player/1.0.0/mf-manifest.json')).toBe('/remotes/player/1.0.0/mf-manifest.json');
    expect(check('/remotes/player/1.0.0/js/%2e/../mf%2Dmanifest.json')).toBe(
      '/remotes/player/1.0.0/mf-manifest.json',
    );
    expect(check('https://CDN.example.com:443/site/player/1.0.0/./mf-manifest.json')).toBe(
      'https://cdn.example.com/site/player/1.0.0/mf-manifest.json',
    );
  });

  it('refuses what leaves the folder once decoded, double encodings, and the folder itself', () => {
    expect(refusal('/remotes/player/1.0.0/..%2F..%2Flegal/1.0.0/mf-manifest.json')).toBe(
      'body.manifest must lie inside /remotes/player/1.0.0/ (it resolves to /remotes/legal/1.0.0/mf-manifest.json)',
    );
    expect(refusal('/remotes/player/1.0.0/%252e%252e/x.json')).toBe(
      'body.manifest must not contain a query, a fragment, whitespace, control characters, \\ or %, plain or percent-encoded',
    );
    expect(refusal('/remotes/player/1.0.0/a%5c..%5cb.json')).toMatch(/^body\.manifest must not contain/);
    expect(refusal('/remotes/player/1.0.0/')).toBe(
      'body.manifest must lie inside /remotes/player/1.0.0/ (it resolves to /remotes/player/1.0.0/)',
    );
    expect(refusal('/remotes/player/1.0.0.evil/mf-manifest.json')).toMatch(/^body\.manifest must lie inside/);
  });

  it('refuses https addresses off the listed origins, with credentials, or outside a /<name>/<version>/ folder', () => {
    expect(refusal('https://cdn.example.com.evil.test/player/1.0.0/mf-manifest.json')).toBe(
      'body.manifest must be a /remotes/<name>/<version>/ path or an https:// address on an origin listed in REMOTE_MANIFEST_ORIGINS (https://cdn.example.com.evil.test is not)',
    );
    expect(refusal('https://user:pw@cdn.example.com/player/1.0.0/mf-manifest.json')).toBe(
      'body.manifest must not carry a user name or password',
    );
    expect(refusal('https://cdn.example.com/player/1.0.0x/mf-manifest.json')).toBe(
      'body.manifest must lie inside a /player/1.0.0/ folder (it resolves to https://cdn.example.com/player/1.0.0x/mf-manifest.json)',
    );
    expect(refusal('https://cdn.example.com/player/1.0.0/mf-manifest.json#x')).toMatch(
      /^body\.manifest must not contain/,
    );
    expect(refusal('ftp://cdn.example.com/player/1.0.0/mf-manifest.json')).toMatch(
      /^body\.manifest must be a \/remotes\/<name>\/<version>\/ path or an https:\/\/ address/,
    );
  });
});

describe('REMOTE_MANIFEST_ORIGINS', () => {
  it('lists no origin by default, and https origins as URL writes them', () => {
    expect(loadConfig({}).remoteManifestOrigins).toEqual([]);
    expect(
      loadConfig({
        REMOTE_MANIFEST_ORIGINS: ' https://CDN.example.com:443/ , https://assets.example.com:8443',
      }).remoteManifestOrigins,
    ).toEqual(['https://cdn.example.com', 'https://assets.example.com:8443']);
  });

  it('refuses what is not an https origin', () => {
    for (const value of [
      'http://cdn.example.com',
      'https://cdn.example.com/remotes',
      'https://u:p@cdn.example.com',
      'cdn',
    ]) {
      expect(() => loadConfig({ REMOTE_MANIFEST_ORIGINS: value })).toThrow(
        `REMOTE_MANIFEST_ORIGINS must be a comma-separated list of https origins such as https://cdn.example.com (no path, query or credentials), got "${value}"`,
      );
    }
  });
});
