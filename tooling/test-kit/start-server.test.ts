import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runServerToExit, startServer } from './start-server.mjs';

// Stand-ins for the server, run with `node -e`: what startServer does with a process that answers, one that dies at
// start, and one that never gets ready. The real server goes through it in the server, browser and bench suites.
const answering = `
  const http = require('node:http');
  http.createServer((req, res) => {
    res.writeHead(req.url === '/api/health' ? 200 : 404).end(process.env.DATA_DIR);
  }).listen(Number(process.env.PORT), process.env.HOST);
  process.on('SIGTERM', () => process.exit(0));
`;
const failing = `
  console.error('The server did not start: ADMIN_PASSWORD is too short');
  process.exit(1);
`;
const neverReady = `
  const http = require('node:http');
  console.error('waiting for the database');
  http.createServer((req, res) => res.writeHead(503).end('{"msg":"The database is not ready"}'))
    .listen(Number(process.env.PORT), process.env.HOST);
`;

describe('startServer', () => {
  it('answers the address of a server that is ready, and stop() ends it and removes the data folder it made', async () => {
    const server = await startServer({ entry: ['-e', answering], timeoutMs: 10_000 });
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.text()).toBe(server.dataDir);
      expect(existsSync(server.dataDir)).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(existsSync(server.dataDir)).toBe(false);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('keeps a data folder it was given', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'test-kit-'));
    try {
      const server = await startServer({ entry: ['-e', answering], dataDir, timeoutMs: 10_000 });
      await server.stop();
      expect(existsSync(dataDir)).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('rejects with the exit code and what the server wrote when it exits before it is ready', async () => {
    await expect(startServer({ entry: ['-e', failing], timeoutMs: 10_000 })).rejects.toThrow(
      /exited \(code 1\) before it answered GET \/api\/health\. Its last output:\nThe server did not start: ADMIN_PASSWORD is too short/,
    );
  });

  it('rejects after the timeout with the last answer and what the server wrote, and kills it', async () => {
    const error: Error = await startServer({ entry: ['-e', neverReady], timeoutMs: 1_000 }).then(
      () => new Error('started'),
      (reason: Error) => reason,
    );
    expect(error.message).toMatch(
      /did not answer GET \/api\/health with 200 within 1 s \(last answer: 503 \{"msg":"The database is not ready"\}\)/,
    );
    expect(error.message).toContain('Its last output:\nwaiting for the database');
    const port = /127\.0\.0\.1:(\d+)/.exec(error.message)?.[1];
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});

describe('runServerToExit', () => {
  it('answers the exit code and the output of a start that is refused', async () => {
    const { code, output } = await runServerToExit({ entry: ['-e', failing] });
    expect(code).toBe(1);
    expect(output).toContain('ADMIN_PASSWORD is too short');
  });
});
