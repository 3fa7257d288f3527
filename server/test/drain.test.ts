import http from 'node:http';
import { request } from '@site/test-kit/mixed-load';
import { type StartedServer, startServer } from '@site/test-kit/start-server';

// How the built server stops on SIGTERM, as a load balancer in front of it needs (plugins/drain.ts): the port closes
// at once, a request in flight finishes, a request that arrives on a connection already open is still answered
// (with "Connection: close"), the readiness check says 503 meanwhile, and the process exits with 0.

jest.setTimeout(180_000);

// A login after one failure waits LOGIN_DELAY_BASE_MS before its password is checked: a request that takes long.
const SLOW_LOGIN_ENV = {
  SEED_DEMO_DATA: 'false',
  LOGIN_DELAY_AFTER_FAILURES: '1',
  LOGIN_DELAY_BASE_MS: '3000',
  LOGIN_DELAY_MAX_MS: '3000',
};

const login = (url: string, agent?: http.Agent) =>
  request(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'nobody', password: 'wrong password' }),
    agent,
    timeoutMs: 60_000,
  });

let server: StartedServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

it('finishes the request in flight, refuses new connections and answers the open ones, then exits with 0', async () => {
  server = await startServer({ env: { ...SLOW_LOGIN_ENV, SHUTDOWN_GRACE_SECONDS: '5' } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  // An open keep-alive connection, idle when the stop begins.
  expect((await request(`${server.url}/api/health`, { agent })).status).toBe(200);
  expect((await login(server.url)).status).toBe(400);

  const slow = login(server.url);
  await new Promise((resolve) => setTimeout(resolve, 500));
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));

  // A new connection is refused: a load balancer sends the request to another instance.
  const fresh = await request(`${server.url}/api/health`);
  expect(fresh.error).toMatch(/ECONNREFUSED/);
  // The open connection is still served, says the instance is going, and is closed after the answer.
  const onOpen = await request(`${server.url}/api/health`, { agent });
  expect(onOpen.status).toBe(503);
  expect(onOpen.headers['retry-after']).toBeDefined();
  expect(onOpen.headers.connection).toBe('close');
  // The request in flight gets its real answer.
  const answered = await slow;
  expect({ status: answered.status, error: answered.error }).toEqual({ status: 400, error: undefined });
  expect(JSON.parse(answered.body)).toMatchObject({ msg: 'Wrong username or password' });

  expect(await server.exited).toBe(0);
  expect(server.output()).not.toContain('are cut off');
  agent.destroy();
});

it('closes a connection left idle only after the grace, so a load balancer never sends on one being closed', async () => {
  server = await startServer({ env: { SEED_DEMO_DATA: 'false', SHUTDOWN_GRACE_SECONDS: '3' } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect((await request(`${server.url}/api/health`, { agent })).status).toBe(200);
  const stopping = Date.now();
  server.child.kill('SIGTERM');
  // Two seconds in, the idle connection still takes a request.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const late = await request(`${server.url}/api/health/live`, { agent });
  expect(late.status).toBe(200);
  expect(late.headers.connection).toBe('close');
  expect(await server.exited).toBe(0);
  agent.destroy();
  // A second idle connection would have been closed at the grace: the process did not wait past it.
  expect(Date.now() - stopping).toBeLessThan(15_000);
});
