import type { FieldError } from '@site/contracts/envelope';

/**
 * A 400 that names the problem: the envelope with `message`, and, when a schema refused the value, the fields at
 * fault for forms (`errors`), each the one the message names (`body.phone …`, `querystring.q …`, `body must …`).
 */
export function expectRefusal(body: { errors?: FieldError[] }, message: string): void {
  const { errors, ...envelope } = body;
  expect(envelope).toEqual({ code: 40000, msg: message, data: null });
  for (const error of errors ?? []) {
    const named = error.field ? `${error.in}.${error.field}` : error.in;
    expect(message.startsWith(`${named} `) || message.startsWith(`${named}.`)).toBe(true);
  }
}
