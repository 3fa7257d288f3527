import type { LookupFunction } from 'node:net';
import { request } from 'node:https';
import { UnreadableError } from './read-errors.js';

/** The network address a request connects to, already resolved and checked by the caller. */
export interface ConnectTarget {
  address: string;
  family: 4 | 6;
}

export interface HttpsGetLimits {
  /** For the whole exchange, from connecting to the last byte. */
  timeoutMs: number;
  maxBytes: number;
  /** Certificates to trust instead of the system's (tests). */
  ca?: string;
}

/**
 * GET over HTTPS, connecting to `to` and to nothing else: the caller resolved the host and checked that address, so
 * a DNS answer that changes in between (rebinding) cannot send the request elsewhere. TLS and the Host header still
 * use the name in the URL, so the certificate is checked as usual. Only a 200 answer is read: a redirect is not
 * followed, since its target was never checked.
 */
export function httpsGetText(url: URL, to: ConnectTarget, limits: HttpsGetLimits): Promise<string> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [to]);
    else callback(null, to.address, to.family);
  };
  return new Promise((resolve, reject) => {
    const fail = (message: string) => {
      clearTimeout(timer);
      req.destroy();
      reject(new UnreadableError(`${url.href} ${message}`));
    };
    const req = request(url, {
      method: 'GET',
      lookup,
      // A fresh connection: a pooled one may have been opened for an address that was checked under other rules.
      agent: false,
      ca: limits.ca,
      headers: { accept: 'application/json' },
    });
    const timer = setTimeout(() => fail(`did not answer within ${limits.timeoutMs} ms`), limits.timeoutMs);
    req.on('error', (error) => fail(`cannot be reached: ${error.message}`));
    req.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status !== 200) {
        const redirect = status >= 300 && status < 400 ? ', a redirect, which is not followed' : '';
        fail(`answered HTTP ${status}${redirect}`);
        return;
      }
      const tooLarge = `is larger than ${limits.maxBytes} bytes`;
      if (Number(response.headers['content-length'] ?? 0) > limits.maxBytes) {
        fail(tooLarge);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) fail(tooLarge);
        else chunks.push(chunk);
      });
      response.on('error', (error) => fail(`cannot be read: ${error.message}`));
      response.on('end', () => {
        clearTimeout(timer);
        if (size <= limits.maxBytes) resolve(Buffer.concat(chunks).toString('utf8'));
      });
    });
    req.end();
  });
}
