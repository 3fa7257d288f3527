import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ForgotPasswordInput,
  RegisterInput,
  RequestReceipt,
  ResetPasswordInput,
  ResetPasswordResult,
} from '@site/contracts/api/account-requests';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attemptHooks, beforeHashing } from '../../auth/login-attempts.js';
import { hashPassword } from '../../auth/password.js';
import { passwordRuleBroken } from '../../auth/password-policy.js';
import type { Queryable } from '../../db/database.js';
import { ok } from '../../lib/envelope.js';
import { acceptForms } from '../../lib/form-post.js';
import { HttpError } from '../../lib/http-error.js';
import { defaultToEmptyBody, replies } from '../../lib/schemas.js';
import { resetCodeHash } from './model.js';
import { RESET_CODE_INVALID, answerRequestForm, formDonePage, formOf } from './request-forms.js';

// The login page's "Register account" and "Forgot password", and the page where a reset code is used. None needs
// a session. Each answers the same whatever the accounts are, and each counts against the login limits of its
// address (auth/login-attempts.ts): they take the same kind of guesses (names, codes). Those that hash a password
// count against the server's ceiling too, once nothing cheaper has refused them.

const REGISTER_PAGE = '/login/register';
const FORGOT_PAGE = '/login/forgot';
const RESET_PAGE = '/login/reset';

/** The reset request a code works for now, and its account. */
async function liveResetCode(db: Queryable, codeHash: string, now: Date, lock: boolean) {
  const rows = await db.query<{ request_id: number; user_id: number }>(
    `SELECT r.id AS request_id, u.id AS user_id
       FROM account_requests r JOIN users u ON lower(u.username) = lower(r.username)
      WHERE r.code_hash = $1 AND r.status = 'issued' AND r.code_expires_at > $2
      ${lock ? 'FOR UPDATE OF r' : ''}`,
    [codeHash, now],
  );
  return rows[0];
}

const publicRequestRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await acceptForms(fastify);

  const attempts = attemptHooks(fastify, { devices: false });
  const checkPassword = async (field: string, password: string) => {
    const broken = await passwordRuleBroken(`body.${field}`, password);
    if (broken) throw HttpError.badRequest(broken.template, broken.params);
  };
  const answered = <T>(request: FastifyRequest, reply: FastifyReply, data: T) => {
    const page = formDonePage(request);
    return page === undefined ? ok(data) : reply.redirect(page, 303);
  };

  fastify.post(
    '/api/user/register',
    {
      onRequest: attempts.onRequest,
      preValidation: [defaultToEmptyBody, formOf(REGISTER_PAGE, 'password'), attempts.preValidation],
      errorHandler: answerRequestForm(['username', 'password', 'confirm', 'name', 'email', 'note']),
      schema: { body: RegisterInput, response: replies(RequestReceipt) },
    },
    async (request, reply) => {
      const { username, password, name, email, note } = request.body;
      await checkPassword('password', password);
      await beforeHashing(fastify, request, reply, undefined);
      // Stored even when the name is taken (the administrator sees that), so the answer says nothing about it.
      await fastify.db.query(
        `INSERT INTO account_requests (kind, status, username, name, email, note, password_hash, created_at)
         VALUES ('register', 'pending', $1, $2, $3, $4, $5, $6)`,
        [
          username,
          name.trim(),
          email.trim(),
          note?.trim() ?? '',
          await hashPassword(password),
          new Date(fastify.clock()),
        ],
      );
      return answered(request, reply, { received: true as const });
    },
  );

  fastify.post(
    '/api/user/forgot-password',
    {
      onRequest: attempts.onRequest,
      preValidation: [defaultToEmptyBody, formOf(FORGOT_PAGE), attempts.preValidation],
      errorHandler: answerRequestForm(['username', 'note']),
      schema: { body: ForgotPasswordInput, response: replies(RequestReceipt) },
    },
    async (request, reply) => {
      const { username, note } = request.body;
      // Kept whether or not the account exists: the same work and the same answer either way.
      await fastify.db.query(
        `INSERT INTO account_requests (kind, status, username, note, created_at)
         VALUES ('reset', 'pending', $1, $2, $3)`,
        [username.trim(), note?.trim() ?? '', new Date(fastify.clock())],
      );
      return answered(request, reply, { received: true as const });
    },
  );

  fastify.post(
    '/api/user/reset-password',
    {
      onRequest: attempts.onRequest,
      preValidation: [defaultToEmptyBody, formOf(RESET_PAGE, 'newPassword'), attempts.preValidation],
      errorHandler: answerRequestForm(['code', 'newPassword', 'confirm']),
      schema: { body: ResetPasswordInput, response: replies(ResetPasswordResult) },
    },
    async (request, reply) => {
      const { code, newPassword } = request.body;
      await checkPassword('newPassword', newPassword);
      const codeHash = resetCodeHash(code);
      if (codeHash === undefined) throw HttpError.badRequest(RESET_CODE_INVALID);
      const now = new Date(fastify.clock());
      // A code that works nowhere is refused before the new password is hashed: a guess costs a lookup, not a hash.
      if ((await liveResetCode(fastify.db, codeHash, now, false)) === undefined) {
        throw HttpError.badRequest(RESET_CODE_INVALID);
      }
      await beforeHashing(fastify, request, reply, undefined);
      const newHash = await hashPassword(newPassword);
      const done = await fastify.db.transaction(async (tx) => {
        // Again, holding the request: a second use of the same code meanwhile finds it used.
        const found = await liveResetCode(tx, codeHash, now, true);
        if (!found) return undefined;
        await tx.query(
          `UPDATE account_requests SET status = 'completed', code_hash = NULL, code_expires_at = NULL
            WHERE id = $1`,
          [found.request_id],
        );
        await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
          found.user_id,
          newHash,
        ]);
        // Whoever held a session of the account (perhaps whoever made the reset necessary) loses it.
        const revoked = await tx.query(
          `UPDATE sessions SET revoked_at = $2
            WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING token_hash`,
          [found.user_id, now],
        );
        return { userId: found.user_id, revokedSessions: revoked.length };
      });
      if (!done) throw HttpError.badRequest(RESET_CODE_INVALID);
      fastify.sessionChanged({ userId: done.userId });
      return answered(request, reply, { revokedSessions: done.revokedSessions });
    },
  );
};

export default publicRequestRoutes;
