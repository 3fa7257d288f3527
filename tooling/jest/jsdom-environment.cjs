// jsdom lacks the fetch classes React Router's data routers use; lend them Node's own (with Node's
// AbortController, which Node's Request insists on).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { Request, Response, Headers, fetch, AbortController, AbortSignal, TextEncoder, TextDecoder } =
      globalThis;
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      fetch,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
    });
  }
}

module.exports = JsdomWithFetch;
