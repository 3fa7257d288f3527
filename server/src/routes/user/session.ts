import { setTimeout } from 'node:timers/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyBody } from '@site/contracts/api/common';
import type { Role } from '@site/contracts/api/roles';
import { LoginInput, LoginResult } from '@site/contracts/api/user';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { setDeviceCookie } from '../../auth/device-cookie.js';
import { attemptHooks, beforeHashing, loginDevice } from '../../auth/login-attempts.js';
import { dummyHash, verifyPassword } from '../../auth/password.js';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie.js';
import { createSession, revokeSession } from '../../auth/sessions.js';
import { upgradePasswordHashIfNeeded } from '../../auth/users.js';
import { ok } from '../../lib/envelope.js';
import { acceptForms, isFormPost, takeFormFields } from '../../lib/form-post.js';
import { HttpError } from '../../lib/http-error.js';
import { defaultToEmptyBody, replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import { answerError } from '../../plugins/error-handler.js';
import { loginDelayMs } from '../../plugins/rate-limit.js';
import {
  type LoginForm,
  PASSWORD_EMPTY,
  POSTED_LOGIN_COOKIE,
  POSTED_REMEMBER_COOKIE,
  POSTED_REMEMBER_SECONDS,
  USERNAME_EMPTY,
  WRONG_CREDENTIALS,
  loginFailurePage,
  readLoginForm,
} from './login-form.js';

/** Login forms the browser posted itself, with where to go next. */
const loginForms = new WeakMap<FastifyRequest, LoginForm>();

/**
 * preValidation: a login form posted without the page's scripts carries where to go after it and the page's
 * "remember username" box; the rest is checked as the JSON body is.
 */
async function takeLoginForm(request: FastifyRequest): Promise<void> {
  if (!isFormPost(request)) return;
  const { redirect, remember } = takeFormFields(request, ['redirect', 'remember']);
  loginForms.set(request, readLoginForm(redirect, remember));
}

/** A refused form login goes back to the login page, which shows why; anything else is answered as JSON. */
function answerLoginForm(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const form = loginForms.get(request);
  const page = form && loginFailurePage(error, form, request.body);
  if (page === undefined) return answerError(error, request, reply);
  return reply.redirect(page, 303);
}

const sessionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  await acceptForms(fastify);
  const attempts = attemptHooks(fastify, { devices: true });

  fastify.post(
    '/api/user/login',
    {
      onRequest: attempts.onRequest,
      preValidation: [defaultToEmptyBody, takeLoginForm, attempts.preValidation],
      errorHandler: answerLoginForm,
      schema: { body: LoginInput, response: replies(LoginResult) },
    },
    async (request, reply) => {
      const { limits } = fastify;
      const username = request.body.username?.trim() ?? '';
      const password = request.body.password ?? '';
      const device = await loginDevice(fastify, request, reply, username);
      if (username === '') throw HttpError.badRequest(USERNAME_EMPTY);
      if (password === '') throw HttpError.badRequest(PASSWORD_EMPTY);
      // Failures lock out only where they came from (the address, or the known device), never the username; from
      // anywhere they slow the username down, so a guesser cannot lock the real owner out, nor guess fast.
      const failures = device ? limits.loginFailuresByDevice : limits.loginFailuresByUserAndAddress;
      await failures.refuseIfSpent(request, reply);
      await beforeHashing(fastify, request, reply, device);
      const delay = loginDelayMs(await limits.loginFailuresByUser.count(request), config.rateLimit);
      if (delay > 0) {
        // The operator's sign of an attack on an account (the username itself is not logged).
        request.log.info({ delayMs: delay }, 'login slowed down: recent failures for this username');
        await setTimeout(delay);
      }

      const rows = await fastify.db.query<{ id: number; password_hash: string; role: Role }>(
        'SELECT id, password_hash, role FROM users WHERE lower(username) = lower($1)',
        [username],
      );
      const user = rows[0];
      // Hash even for an unknown name, so the answer time does not tell which usernames exist.
      const valid = await verifyPassword(password, user?.password_hash ?? dummyHash());
      if (!user || !valid) {
        await Promise.all([failures.record(request), limits.loginFailuresByUser.record(request)]);
        throw HttpError.badRequest(WRONG_CREDENTIALS);
      }
      await upgradePasswordHashIfNeeded(fastify.db, user.id, password, user.password_hash);

      const now = fastify.clock();
      const session = await createSession(
        fastify.db,
        user.id,
        user.role,
        new Date(now),
        config.sessionTtlSeconds,
      );
      setDeviceCookie(reply, {
        username: username.toLowerCase(),
        known: device,
        days: config.rateLimit.loginDeviceDays,
        secure: config.sessionCookieSecure,
        now,
      });
      const answer = { expiresAt: session.expiresAt.toISOString(), role: user.role };
      // An API client asked for the token; a browser keeps the session in a cookie no script can read, and its
      // scripts are never handed the token that cookie keeps from them.
      if (request.body.bearer === true) return ok({ ...answer, token: session.token });
      setSessionCookie(reply, session.token, session.expiresAt, config.sessionCookieSecure);
      const form = loginForms.get(request);
      if (form) {
        reply.setCookie(POSTED_LOGIN_COOKIE, `${user.role}:${username}`, {
          path: '/',
          maxAge: POSTED_REMEMBER_SECONDS,
          sameSite: 'strict',
          secure: config.sessionCookieSecure,
        });
        if (form.remember) {
          reply.setCookie(POSTED_REMEMBER_COOKIE, username, {
            path: '/',
            maxAge: POSTED_REMEMBER_SECONDS,
            sameSite: 'strict',
            secure: config.sessionCookieSecure,
          });
        }
        return reply.redirect(form.next, 303);
      }
      return ok(answer);
    },
  );

  fastify.post(
    '/api/user/logout',
    {
      preValidation: defaultToEmptyBody,
      preHandler: fastify.requireLogin,
      schema: { body: EmptyBody, response: replies(Type.Null()) },
    },
    async (request, reply) => {
      const { tokenHash } = sessionOf(request);
      await revokeSession(fastify.db, tokenHash, new Date(fastify.clock()));
      fastify.sessionChanged({ tokenHash });
      clearSessionCookie(reply, config.sessionCookieSecure);
      return ok(null);
    },
  );
};

export default sessionRoutes;
