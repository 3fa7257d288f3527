import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PreregistrationInput, PreregistrationResult } from '@site/contracts/api/customer';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { acceptForms, invalidBodyField, isFormPost, takeFormFields } from '../../lib/form-post.js';
import { HttpError } from '../../lib/http-error.js';
import { replies } from '../../lib/schemas.js';
import { answerError } from '../../plugins/error-handler.js';

/** What the page shows after a form post, from its ?preregistration= parameter (the form's own result texts). */
type FormResult = 'registered' | 'already' | 'required' | 'invalid' | 'too-long' | 'too-many';

/**
 * The player pages that carry the form: /home or /dmg and plain segments below (/home/m/isXYQ). No dots, no empty
 * segment, no backslash, no query: nothing a browser could read as another site or another folder.
 */
const PLAYER_PATH = /^\/(?:home|dmg)(?:\/[A-Za-z0-9_-]+)*$/;
const RETURN_MESSAGE = 'body.return must be a path of this site under /home or /dmg';

/** The page a form post came from, kept for its answer. */
const formPages = new WeakMap<FastifyRequest, string>();

function resultPage(page: string, result: FormResult, platform: unknown): string {
  // Under /dmg a sign-up has pages of its own, as the page's script shows them.
  if (/^\/dmg(?:\/|$)/.test(page) && (result === 'registered' || result === 'already')) {
    const base = platform === 'mobile' ? '/dmg/m' : '/dmg';
    return `${base}/${result === 'already' ? 'register-completed' : 'register-complete'}`;
  }
  return `${page}?preregistration=${result}#preregistration`;
}

/** The e-mail problems and the rate limit are the visitor's to read on the page; anything else is answered as JSON. */
function formResultOf(error: FastifyError, request: FastifyRequest): FormResult | undefined {
  if (error.statusCode === 429) return 'too-many';
  const invalid = invalidBodyField(error);
  if (invalid?.field !== 'email') return undefined;
  if (invalid.rule === 'required' || (request.body as { email?: unknown }).email === '') return 'required';
  return invalid.rule === 'maxLength' ? 'too-long' : 'invalid';
}

/**
 * The form posted by the browser itself (before the page's scripts run, or without them): the page to come back to
 * is taken off the body, and the address trimmed as the page's script trims it; the rest is the JSON body.
 */
async function takeFormPage(request: FastifyRequest): Promise<void> {
  if (!isFormPost(request)) return;
  const { return: page } = takeFormFields(request, ['return']);
  if (page === undefined) throw HttpError.badRequest('body.return is required');
  if (typeof page !== 'string' || !PLAYER_PATH.test(page)) throw HttpError.badRequest(RETURN_MESSAGE);
  const body = request.body as { email?: unknown };
  if (typeof body.email === 'string') body.email = body.email.trim();
  formPages.set(request, page);
}

function answerForm(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const page = formPages.get(request);
  const result = page === undefined ? undefined : formResultOf(error, request);
  // The app's error handler answers it, exactly as for a JSON call.
  if (page === undefined || result === undefined) return answerError(error, request, reply);
  return reply.redirect(resultPage(page, result, (request.body as { platform?: unknown }).platform), 303);
}

/** The pre-registration form of the player pages (SPEC section 7 "POST /customer/MailCol"). */
const mailColRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await acceptForms(fastify);

  fastify.post(
    '/customer/MailCol',
    {
      preValidation: takeFormPage,
      errorHandler: answerForm,
      schema: { body: PreregistrationInput, response: replies(PreregistrationResult) },
    },
    async (request, reply) => {
      await fastify.limits.mailColAddress.hit(request, reply);
      const { email, platform, source } = request.body;
      const campaign = request.body.campaign ?? '';
      // The unique (email_normalized, campaign) index makes a repeat, even a concurrent one, a no-op.
      const inserted = await fastify.db.query(
        `INSERT INTO preregistrations (email, email_normalized, platform, source, campaign, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (email_normalized, campaign) DO NOTHING RETURNING id`,
        [email, email.trim().toLowerCase(), platform, source, campaign, new Date(fastify.clock())],
      );
      const alreadyRegistered = inserted.length === 0;
      // The workplace's daily pre-registrations count it at once.
      if (!alreadyRegistered) fastify.consoleData.clear();
      const page = formPages.get(request);
      if (page !== undefined) {
        return reply.redirect(resultPage(page, alreadyRegistered ? 'already' : 'registered', platform), 303);
      }
      return ok({ registered: true, alreadyRegistered });
    },
  );
};

export default mailColRoutes;
