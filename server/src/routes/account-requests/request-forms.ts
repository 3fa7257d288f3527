import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { invalidBodyField, isFormPost, takeFormFields } from '../../lib/form-post.js';
import { HttpError } from '../../lib/http-error.js';
import { answerError } from '../../plugins/error-handler.js';

// The login page's request forms (register, forgot password, reset password), posted by the browser itself before
// the page's script runs or without one. Their answers are pages (303), never JSON: the page again with ?error=
// naming what to fix, or with ?sent=1 once it went through. Never with what was typed.

export const RESET_CODE_INVALID = 'This reset code is not valid or has expired';
export const COMMON_PASSWORD =
  '{field} is on a list of commonly used passwords: choose one that is harder to guess';
export const PASSWORDS_DIFFER = 'The two passwords do not match';

/** The form's page, for a request that came from it. */
const formPages = new WeakMap<FastifyRequest, string>();

/**
 * preValidation of a request route: remembers the page of a posted form. A form that sets a password also has the
 * field that repeats it (`confirm`), which the page's script checks; without the script it is checked here.
 */
export function formOf(page: string, passwordField?: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!isFormPost(request)) return;
    formPages.set(request, page);
    if (passwordField === undefined) return;
    const { confirm } = takeFormFields(request, ['confirm']);
    const password = (request.body as Record<string, unknown>)[passwordField];
    if (confirm !== undefined && confirm !== password)
      throw HttpError.badRequest(PASSWORDS_DIFFER, { field: 'body.confirm' });
  };
}

/** What the page shows for a refused form: a field to fix, a field's rule, or a state. */
export function formErrorCode(error: FastifyError, fields: readonly string[]): string | undefined {
  if (error.statusCode === 429) return 'too-many';
  if (error instanceof HttpError) {
    if (error.template === RESET_CODE_INVALID) return 'code-invalid';
    const field = String(error.params.field ?? '').replace(/^body\./, '');
    if (!fields.includes(field)) return undefined;
    return error.template === COMMON_PASSWORD ? `${field}-common` : field;
  }
  const invalid = invalidBodyField(error);
  return invalid && fields.includes(invalid.field) ? invalid.field : undefined;
}

/** The route's error handler: a refused form goes back to its page; anything else is answered as JSON. */
export function answerRequestForm(fields: readonly string[]) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const page = formPages.get(request);
    const code = page === undefined ? undefined : formErrorCode(error, fields);
    if (page === undefined || code === undefined) return answerError(error, request, reply);
    return reply.redirect(`${page}?error=${code}`, 303);
  };
}

/** A form that went through: its page, saying so. Undefined for a JSON call. */
export function formDonePage(request: FastifyRequest): string | undefined {
  const page = formPages.get(request);
  return page === undefined ? undefined : `${page}?sent=1`;
}
