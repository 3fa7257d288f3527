import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loggerOptions } from '../src/lib/logger.js';
import { requestValidatorFactory } from '../src/lib/validation.js';
import type { CataloguedRoute } from '../src/plugins/route-catalogue.js';
import {
  type Carrier,
  type Hostile,
  type JsonSchema,
  hostileValue,
  secretToken,
  sentSecrets,
  validObject,
  validValue,
} from './helpers/schema-arbitraries.js';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

/*
 * Property-based fuzzing of every route the app has (issue 18), read from the app itself (plugins/route-catalogue),
 * so a new route is fuzzed without being listed here. For each route, as the admin and as nobody:
 * - targeted cases: a request that is valid but for one field (a control character, an unpaired surrogate, the
 *   wrong JSON type, a number spelled oddly, a scalar for an array, an extra or a missing key, an impossible
 *   instant, a huge value) must get a 400 whose message starts with that field ("body.ids.0 …"), or 413/414 for
 *   what is too big to read at all;
 * - hostile cases: anything (broken or poisoned JSON, odd content types and charsets, junk query strings and path
 *   segments, forged X-Forwarded-For, Host, Authorization and Cookie headers) must get an answer below 500, and an
 *   API answer that is an error must be the error envelope;
 * - then the log of all of it must hold none of the e-mails, passwords and tokens that were sent.
 * The seed is fixed and the runs per route bounded, so a run is repeatable and takes well under a minute;
 * FUZZ_SEED and FUZZ_RUNS explore further.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260418);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const TIMEOUT_MS = 300_000;

type Part = 'params' | 'querystring' | 'body';
type Identity = 'admin' | 'anonymous';

const logLines: string[] = [];
let t: TestApp;
let workDir: string;
let adminToken = '';

beforeAll(async () => {
  // A host build and a remote store of its own: pages are served whether or not the site was built, and release
  // calls cannot touch the real store.
  workDir = mkdtempSync(path.join(tmpdir(), 'fuzz-site-'));
  const hostDistDir = path.join(workDir, 'host');
  const remoteStoreDir = path.join(workDir, 'remotes');
  mkdirSync(hostDistDir);
  mkdirSync(remoteStoreDir);
  writeFileSync(
    path.join(hostDistDir, 'index.html'),
    '<!doctype html><html><head><!--slot:site-config--><!--/slot--><!--slot:head-end--><!--/slot--></head>' +
      '<body><!--slot:root--><div id="root"></div><!--/slot--></body></html>',
  );
  writeFileSync(path.join(hostDistDir, 'main.js'), 'void 0;\n');
  t = await buildTestApp({
    config: { hostDistDir, remoteStoreDir },
    logger: loggerOptions('trace', { write: (line) => void logLines.push(line) }),
  });
  await freshAdminSession();
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(workDir, { recursive: true, force: true });
}, 60_000);

async function freshAdminSession(): Promise<void> {
  adminToken = (await t.login('admin', 'admin')).token;
  sentSecrets.add(adminToken);
}

/** Logout and switch-role may spend the admin's session; the next route starts with a working one. */
async function keepAdminSession(): Promise<void> {
  const info = await t.call({
    method: 'POST',
    url: '/api/user/info',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (info.status !== 200 || info.body.data?.role !== 'admin') await freshAdminSession();
}

function routes(): CataloguedRoute[] {
  const seen = new Set<string>();
  return t.app.routeCatalogue.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const isWildcard = (route: CataloguedRoute) => route.url.includes('*');
const isApi = (url: string) =>
  url.startsWith('/api/') || url.startsWith('/customer/') || url.startsWith('/remotes.json');

function schemaOf(route: CataloguedRoute, part: Part): JsonSchema | undefined {
  return (route.schema as Record<Part, JsonSchema | undefined> | undefined)?.[part];
}

const carrierOf = (part: Part): Carrier => (part === 'body' ? 'json' : 'text');

// The server's own validator: a base request is one the route accepts, so a refusal can only be the mutation.
const compile = (
  requestValidatorFactory() as unknown as (
    external: object,
    options: object,
  ) => (route: object) => (data: unknown) => boolean
)({}, { customOptions: { allErrors: false, removeAdditional: false } });
const validators = new Map<string, (data: unknown) => boolean>();

function accepts(route: CataloguedRoute, part: Part, value: Record<string, unknown>): boolean {
  const key = `${route.method} ${route.url} ${part}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = compile({
      schema: schemaOf(route, part),
      httpPart: part,
      method: route.method,
      url: route.url,
    });
    validators.set(key, validate);
  }
  return validate(part === 'body' ? structuredClone(value) : asText(value));
}

function asText(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
}

function validPart(route: CataloguedRoute, part: Part): fc.Arbitrary<Record<string, unknown>> {
  const schema = schemaOf(route, part);
  if (!schema?.properties) return fc.constant({});
  return validObject(schema).filter((value) => accepts(route, part, value));
}

interface Request {
  identity: Identity;
  params: Record<string, unknown>;
  /** The params are path segments as sent, percent-encoding (good or broken) included. */
  rawParams?: boolean;
  query: Record<string, unknown> | string;
  body?: unknown;
  raw?: { payload: string | Buffer; contentType?: string };
  headers?: Record<string, string>;
}

function urlOf(route: CataloguedRoute, request: Request): string {
  const pathname = route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = String(request.params[name]);
    return request.rawParams ? value : encodeURIComponent(value);
  });
  const query =
    typeof request.query === 'string' ? request.query : new URLSearchParams(asText(request.query)).toString();
  return query ? `${pathname}?${query}` : pathname;
}

function injectOptions(route: CataloguedRoute, request: Request): InjectOptions {
  const headers: Record<string, string> = {};
  if (request.identity === 'admin') headers.authorization = `Bearer ${adminToken}`;
  Object.assign(headers, request.headers);
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: urlOf(route, request),
  };
  if (request.raw) {
    if (request.raw.contentType !== undefined) headers['content-type'] = request.raw.contentType;
    options.payload = request.raw.payload;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(request.body);
  }
  options.headers = headers;
  return options;
}

function describeExchange(options: InjectOptions, res: LightMyRequestResponse): string {
  const payload = typeof options.payload === 'string' ? options.payload : String(options.payload ?? '');
  return (
    `${options.method} ${String(options.url).slice(0, 200)} ${JSON.stringify(options.headers).slice(0, 300)} ` +
    `${JSON.stringify(payload.slice(0, 200))} -> ${res.statusCode} ${res.body.slice(0, 300)}`
  );
}

/** Never a 5xx; an API error is the envelope with a message. */
function checkSound(options: InjectOptions, res: LightMyRequestResponse): void {
  const problem = (() => {
    if (res.statusCode >= 500) return 'a server error';
    if (!isApi(String(options.url)) || res.statusCode < 400 || res.headers['content-encoding'])
      return undefined;
    try {
      const body = JSON.parse(res.body);
      const envelope =
        typeof body.code === 'number' &&
        body.code !== 0 &&
        typeof body.msg === 'string' &&
        body.msg.length > 0 &&
        body.data === null;
      return envelope ? undefined : 'an error outside the envelope';
    } catch {
      return 'an error that is not JSON';
    }
  })();
  if (problem) throw new Error(`${problem}: ${describeExchange(options, res)}`);
}

async function send(route: CataloguedRoute, request: Request): Promise<LightMyRequestResponse> {
  const options = injectOptions(route, request);
  const res = await t.inject(options);
  checkSound(options, res);
  return res;
}

interface Targeted extends Request {
  field: string;
  huge: boolean;
}

/** One field of a request part made bad: `field` is how the answer must name it. */
interface Mutation {
  field: string;
  huge: boolean;
  apply(values: Record<string, unknown>): void;
}

/** Requests valid but for one field of one part. */
function targetedRequests(route: CataloguedRoute): fc.Arbitrary<Targeted> | undefined {
  const parts = (['params', 'querystring', 'body'] as Part[]).filter(
    (part) => schemaOf(route, part)?.properties,
  );
  if (parts.length === 0) return undefined;
  const base = fc.record({
    identity: fc.constantFrom<Identity>('admin', 'anonymous'),
    params: validPart(route, 'params'),
    querystring: validPart(route, 'querystring'),
    body: validPart(route, 'body'),
  });
  const mutation = (part: Part): fc.Arbitrary<Mutation> => {
    const schema = schemaOf(route, part)!;
    const carrier = carrierOf(part);
    const properties = Object.entries(schema.properties ?? {});
    const options: fc.Arbitrary<Mutation>[] = [];
    for (const [name, sub] of properties) {
      const values = hostileValue(sub, carrier, name).filter(
        // A path segment can be neither empty nor too long to route: those are not this field's answers.
        (hostile: Hostile) => part !== 'params' || (String(hostile.value) !== '' && !hostile.huge),
      );
      options.push(
        values.map((hostile) => ({
          field: `${part}.${name}`,
          huge: hostile.huge === true,
          apply: (target: Record<string, unknown>) => void (target[name] = hostile.value),
        })),
      );
      if (sub.items && carrier === 'json') {
        options.push(
          hostileValue(sub.items, carrier, name).map((hostile) => ({
            field: `${part}.${name}.0`,
            huge: hostile.huge === true,
            apply: (target: Record<string, unknown>) => void (target[name] = [hostile.value]),
          })),
        );
      }
    }
    if (part !== 'params' && schema.additionalProperties === false) {
      options.push(
        fc
          .constantFrom('isAdmin', 'role_', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'extra')
          .filter((name) => !(name in (schema.properties ?? {})))
          .map((name) => ({
            field: `${part}.${name}`,
            huge: false,
            apply: (target: Record<string, unknown>) =>
              void (target[name] = part === 'body' ? { x: 1 } : '1'),
          })),
      );
    }
    if (part !== 'params' && (schema.required ?? []).length > 0) {
      options.push(
        fc.constantFrom(...schema.required!).map((name) => ({
          field: `${part}.${name}`,
          huge: false,
          apply: (target: Record<string, unknown>) => void delete target[name],
        })),
      );
    }
    return fc.oneof(...options);
  };
  return fc.tuple(base, fc.constantFrom(...parts)).chain(([values, part]) =>
    mutation(part).map((change) => {
      const changed = {
        params: { ...values.params },
        querystring: { ...values.querystring },
        body: { ...values.body },
      };
      change.apply(changed[part]);
      return {
        identity: values.identity,
        params: changed.params,
        query: changed.querystring,
        body: schemaOf(route, 'body') ? changed.body : undefined,
        field: change.field,
        huge: change.huge,
      };
    }),
  );
}

const printable = fc.constantFrom(
  ...Array.from({ length: 0x5f }, (_, i) => String.fromCharCode(0x20 + i)),
  '\t',
  'é',
  'ÿ',
);
const headerText = fc.string({ unit: printable, maxLength: 120 });

const forgedHeaders = fc.record(
  {
    'x-forwarded-for': fc.oneof(
      headerText,
      fc.constantFrom('1.2.3.4, 5.6.7.8', '::1', 'unknown', '999.999.999.999', ',,,', '1.2.3.4'.repeat(60)),
    ),
    'x-forwarded-proto': fc.oneof(headerText, fc.constantFrom('https', 'gopher', 'http, https')),
    'x-forwarded-host': fc.oneof(headerText, fc.constantFrom('evil.example', 'a:b:c')),
    host: fc.oneof(
      headerText,
      fc.constantFrom('evil.example', 'localhost:99999', '[::1', '%00', 'a'.repeat(300)),
    ),
    authorization: fc.oneof(
      headerText,
      secretToken.map((token) => `Bearer ${token}`),
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Basic YWRtaW46YWRtaW4=',
        'bearer    x',
        'Bearer a b',
        'Bearer ' + 'A'.repeat(5000),
      ),
    ),
    cookie: fc.oneof(
      headerText,
      secretToken.map((token) => `site-session=${token}`),
      secretToken.map((token) => `__Host-site-session=${token}; first-view=off`),
      fc.constantFrom(
        '=;;=',
        'site-session=%ZZ',
        'site-session=a; site-session=b',
        'site-session=',
        '%00=%00',
      ),
    ),
    origin: fc.oneof(headerText, fc.constantFrom('null', 'https://evil.example', 'http://localhost')),
    'sec-fetch-site': fc.oneof(headerText, fc.constantFrom('same-origin', 'cross-site', 'none', 'same-site')),
    'accept-language': fc.oneof(headerText, fc.constantFrom('zh-CN', '*', 'ja;q=abc')),
    'accept-encoding': fc.oneof(headerText, fc.constantFrom('br;q=x', 'gzip, gzip, *;q=0', 'identity;q=0')),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, string>>;

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset="UTF-16"',
  'application/json;charset=',
  'APPLICATION/JSON',
  'application/json; foo=bar',
  'text/plain',
  'text/plain; charset=iso-8859-1',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/vnd.api+json',
  'application/jsonx',
  '*/*',
  'garbage',
  ';;;',
);

const deepJson = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const rawBodies = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '[]',
    'null',
    '"x"',
    '1e999',
    'true',
    '{"a":1,"a":2}',
    '\ufeff{}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '\u0000',
    '{"x":"\\u0000"}',
    '{"x":"\\ud800"}',
    deepJson,
    `{"ids":[${'1,'.repeat(20_000)}1]}`,
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

const junkSegment = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom(
    '%',
    '%zz',
    '%00',
    '%ED%A0%80',
    '%C0%AF',
    '..',
    '%2e%2e%2f',
    '-0',
    '1e2',
    '0x1',
    'x'.repeat(300),
  ),
);

const junkQuery = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    'q=%ED%A0%80',
    '__proto__=1',
    'constructor=1',
    'page=1&page=2',
    'q[]=1',
    'q[a]=1',
    '&&&',
    '=',
    'pageSize=-0',
    `page=${'9'.repeat(400)}`,
    `q=${'%00'.repeat(50)}`,
  ),
  fc.string({ unit: printable, maxLength: 80 }).map(encodeURI),
  fc
    .dictionary(
      fc.string({ unit: 'grapheme-ascii', maxLength: 8 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      {
        maxKeys: 4,
      },
    )
    .map((entries) => new URLSearchParams(entries).toString()),
);

/** Anything at all, for every part of the request. */
function hostileRequests(route: CataloguedRoute): fc.Arbitrary<Request> {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const paramsSchema = schemaOf(route, 'params');
  const params = fc.record(
    Object.fromEntries(
      paramNames.map((name) => [
        name,
        fc.oneof(
          validValue(paramsSchema?.properties?.[name] ?? {}, name).map((value) =>
            encodeURIComponent(String(value)),
          ),
          junkSegment,
        ),
      ]),
    ),
  );
  const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const body = takesBody
    ? fc.option(
        fc.record({
          payload: fc.oneof(
            validPart(route, 'body').map((value) => JSON.stringify(value)),
            rawBodies,
          ),
          contentType: fc.option(contentTypes, { nil: undefined }),
        }),
        { nil: undefined },
      )
    : fc.constant(undefined);
  return fc.record({
    identity: fc.constantFrom<Identity>('admin', 'anonymous'),
    params,
    rawParams: fc.constant(true),
    query: fc.oneof(
      fc.constant(''),
      validPart(route, 'querystring').map((values) => new URLSearchParams(asText(values)).toString()),
      junkQuery,
    ),
    raw: body,
    headers: forgedHeaders,
  });
}

function pagePaths(route: CataloguedRoute): fc.Arbitrary<string> {
  const prefix = route.url.replace(/\*$/, '');
  return fc
    .oneof(
      fc.constantFrom(
        '',
        'home',
        'home/m',
        'dmg',
        'login',
        'user',
        'privacy_en',
        'x.js',
        '%00',
        '%ZZ',
        '..%2f..%2fetc%2fpasswd',
      ),
      junkSegment,
    )
    .map((segment) => `${prefix}${segment}`);
}

/** Runs the property for every route, and answers each route's failure (none when all hold). */
async function forEveryRoute(
  pick: (route: CataloguedRoute) => boolean,
  property: (route: CataloguedRoute) => fc.IAsyncProperty<[unknown]> | undefined,
  runs: number,
): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes().filter(pick)) {
    await keepAdminSession();
    const check = property(route);
    if (!check) continue;
    try {
      await fc.assert(check, { seed: SEED, numRuns: runs, includeErrorInReport: true });
    } catch (error) {
      failures.push(`${route.method} ${route.url}: ${String((error as Error).message).slice(0, 1500)}`);
    }
  }
  return failures;
}

describe('every route, fuzzed', () => {
  it('knows the routes from the app itself', () => {
    const urls = routes().map((route) => `${route.method} ${route.url}`);
    expect(urls.length).toBeGreaterThan(20);
    expect(urls).toEqual(
      expect.arrayContaining(['POST /api/user/login', 'GET /api/admin/notices', 'POST /api/message/read']),
    );
  });

  it(
    'answers a request with one bad field with a 400 naming that field',
    async () => {
      const failures = await forEveryRoute(
        (route) => !isWildcard(route),
        (route) => {
          const requests = targetedRequests(route);
          if (!requests) return undefined;
          return fc.asyncProperty(requests, async (request) => {
            const res = await send(route, request);
            if (request.huge && (res.statusCode === 413 || res.statusCode === 414)) return;
            const { msg } = JSON.parse(res.body) as { msg: string };
            if (res.statusCode !== 400 || !msg.startsWith(`${request.field} `)) {
              throw new Error(
                `expected 400 "${request.field} …": ${describeExchange(injectOptions(route, request), res)}`,
              );
            }
          }) as fc.IAsyncProperty<[unknown]>;
        },
        RUNS,
      );
      expect(failures).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'answers hostile requests to every API route below 500, errors in the envelope',
    async () => {
      const failures = await forEveryRoute(
        (route) => !isWildcard(route),
        (route) =>
          fc.asyncProperty(hostileRequests(route), async (request) => {
            await send(route, request);
          }) as fc.IAsyncProperty<[unknown]>,
        RUNS,
      );
      expect(failures).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'answers hostile page and file requests below 500',
    async () => {
      const failures = await forEveryRoute(
        isWildcard,
        (route) =>
          fc.asyncProperty(fc.tuple(pagePaths(route), forgedHeaders), async ([url, headers]) => {
            const options: InjectOptions = { method: 'GET', url, headers };
            checkSound(options, await t.inject(options));
          }) as fc.IAsyncProperty<[unknown]>,
        Math.ceil(RUNS / 3),
      );
      expect(failures).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'leaves every e-mail, password and token it sent out of the log',
    async () => {
      // The same cases again, whatever they are answered: a property stops at its first failure, before the cases
      // that would have put a secret into a logged error.
      for (const route of routes().filter((candidate) => !isWildcard(candidate))) {
        await keepAdminSession();
        const targeted = targetedRequests(route);
        const cases = [
          ...(targeted ? fc.sample(targeted, { seed: SEED, numRuns: RUNS }) : []),
          ...fc.sample(hostileRequests(route), { seed: SEED, numRuns: RUNS }),
        ];
        for (const request of cases) await t.inject(injectOptions(route, request));
      }
      expect(sentSecrets.size).toBeGreaterThan(100);
      const log = logLines.join('\n');
      expect(log).toContain('incoming request');
      expect([...sentSecrets].filter((secret) => log.includes(secret))).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
