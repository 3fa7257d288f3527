import type { OpenApiDocument } from './api/get-openapi';

export interface Endpoint {
  method: string;
  path: string;
  /** The names of its path and query parameters and of its JSON body's fields. */
  fields: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, by path, then in the order GET, POST, PUT, PATCH, DELETE. */
export function endpointsOf(document: OpenApiDocument): Endpoint[] {
  return Object.keys(document.paths)
    .sort()
    .flatMap((path) => {
      const operations = document.paths[path] ?? {};
      return METHODS.filter((method) => method in operations).map((method) => {
        const operation = operations[method]!;
        const parameters = (operation.parameters ?? []).map((parameter) => parameter.name);
        const body = Object.keys(
          operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        );
        return { method: method.toUpperCase(), path, fields: [...parameters, ...body] };
      });
    });
}
