import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { loggerOptions } from '../src/lib/logger.js';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

// A client that goes away before its answer is complete is no fault of the server: logged at debug level, never as
// an error with a stack (issue 22, point 13).
const lines: { level: number; msg: string; err?: unknown }[] = [];
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({
    logger: loggerOptions('debug', { write: (line) => void lines.push(JSON.parse(line)) }),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => t?.close(), 60_000);

/** Asks for a compressed answer without reading it, then resets the connection. */
function requestAndVanish(path: string, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.pause();
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br, gzip\r\n\r\n`);
      setTimeout(() => {
        socket.resetAndDestroy();
        resolve();
      }, afterMs);
    });
    socket.on('error', () => resolve());
  });
}

it('logs a client that closed the connection mid-answer at debug level, and no error', async () => {
  const start = lines.length;
  for (const afterMs of [0, 2, 10, 50, 200]) await requestAndVanish('/home', afterMs);
  // On a busy machine the server may still be writing, or logging, a while after the client is gone.
  const closedLogged = () =>
    lines.slice(start).some((line) => line.level === 20 && /closed the connection/.test(line.msg));
  for (let waited = 0; waited < 5_000 && !closedLogged(); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const logged = lines.slice(start);
  expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  expect(logged.some((line) => line.level === 20 && /closed the connection/.test(line.msg))).toBe(true);
});

it('still logs real errors at error level', () => {
  const start = lines.length;
  t.app.log.error(new Error('the disk is full'));
  expect(lines.slice(start)).toEqual([expect.objectContaining({ level: 50 })]);
});

/** Sends raw bytes and reads the whole answer until the server closes the connection. */
function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

it.each([
  [
    'an unknown method',
    'FOO /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    400,
    'The request is not valid HTTP',
  ],
  [
    'headers over the limit',
    `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`,
    431,
    "The request's headers are too large",
  ],
])(
  'answers %s, which Node refuses before Fastify, in the error envelope',
  async (_name, request, status, msg) => {
    const answer = await rawExchange(request);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe(
      `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Request Header Fields Too Large'}`,
    );
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body)).toEqual({ code: 40000, msg, data: null });
  },
);
