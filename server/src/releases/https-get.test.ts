import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Server, createServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { generate } from 'selfsigned';
import { httpsGetText } from './https-get.js';
import { UnreadableError } from './read-errors.js';

// A CDN on this machine under a name that resolves nowhere: the request reaches it only because it connects to the
// address it is given, and the certificate is still checked against the name.
const HOST = 'cdn.example.test';

let server: Server;
let port: number;
let ca: string;
let handle: (request: IncomingMessage, response: ServerResponse) => void;
const seen: { servername: string | false | null; host: string | undefined }[] = [];

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: HOST }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: HOST }] }],
  });
  ca = pems.cert;
  server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    seen.push({ servername: (request.socket as TLSSocket).servername, host: request.headers.host });
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = (file: string, limits: { timeoutMs?: number; maxBytes?: number } = {}) =>
  httpsGetText(
    new URL(`https://${HOST}:${port}/player/1.0.0/${file}`),
    { address: '127.0.0.1', family: 4 },
    { timeoutMs: limits.timeoutMs ?? 5_000, maxBytes: limits.maxBytes ?? 1024, ca },
  );

describe('httpsGetText', () => {
  it('connects to the given address, with the name of the address for TLS and Host', async () => {
    handle = (_request, response) => response.end('{"name":"remote_player"}');
    seen.length = 0;
    expect(await get('mf-manifest.json')).toBe('{"name":"remote_player"}');
    expect(seen).toEqual([{ servername: HOST, host: `${HOST}:${port}` }]);
  });

  it('does not follow a redirect', async () => {
    handle = (_request, response) => {
      response.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data/' }).end();
    };
    seen.length = 0;
    await expect(get('mf-manifest.json')).rejects.toThrow(
      new UnreadableError(
        `https://${HOST}:${port}/player/1.0.0/mf-manifest.json answered HTTP 302, a redirect, which is not followed`,
      ),
    );
    expect(seen).toHaveLength(1);
  });

  it('refuses an error answer', async () => {
    handle = (_request, response) => response.writeHead(404).end('not here');
    await expect(get('routes.json')).rejects.toThrow(
      new UnreadableError(`https://${HOST}:${port}/player/1.0.0/routes.json answered HTTP 404`),
    );
  });

  it('stops reading at the size limit, whether or not the answer says its length', async () => {
    const message = `https://${HOST}:${port}/player/1.0.0/mf-manifest.json is larger than 1024 bytes`;
    handle = (_request, response) => response.end('x'.repeat(2048));
    await expect(get('mf-manifest.json')).rejects.toThrow(new UnreadableError(message));
    handle = (_request, response) => {
      // Chunked, without a length: the limit has to be counted.
      response.write('x'.repeat(800));
      response.end('x'.repeat(800));
    };
    await expect(get('mf-manifest.json')).rejects.toThrow(new UnreadableError(message));
  });

  it('gives up when the answer does not come in time', async () => {
    handle = () => undefined;
    await expect(get('mf-manifest.json', { timeoutMs: 100 })).rejects.toThrow(
      new UnreadableError(
        `https://${HOST}:${port}/player/1.0.0/mf-manifest.json did not answer within 100 ms`,
      ),
    );
  });

  it('refuses a certificate that is not for the name', async () => {
    handle = (_request, response) => response.end('{}');
    await expect(
      httpsGetText(
        new URL(`https://other.example.test:${port}/player/1.0.0/mf-manifest.json`),
        { address: '127.0.0.1', family: 4 },
        { timeoutMs: 5_000, maxBytes: 1024, ca },
      ),
    ).rejects.toThrow(
      /^https:\/\/other\.example\.test:\d+\/player\/1\.0\.0\/mf-manifest\.json cannot be reached: /,
    );
  });
});
