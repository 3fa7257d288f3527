import { endpointsOf } from './api-endpoints';

describe('endpointsOf', () => {
  it('lists every operation with the names of its parameters and body fields, by path', () => {
    expect(
      endpointsOf({
        paths: {
          '/api/notices/{id}': {
            delete: { parameters: [{ name: 'id', in: 'path' }] },
            put: {
              parameters: [{ name: 'id', in: 'path' }],
              requestBody: {
                content: { 'application/json': { schema: { properties: { title: {}, body: {} } } } },
              },
            },
          },
          '/api/health': { get: {} },
        },
      }),
    ).toEqual([
      { method: 'GET', path: '/api/health', fields: [] },
      { method: 'PUT', path: '/api/notices/{id}', fields: ['id', 'title', 'body'] },
      { method: 'DELETE', path: '/api/notices/{id}', fields: ['id'] },
    ]);
  });
});
