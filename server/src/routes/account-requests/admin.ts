import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RESET_CODE_TTL_HOURS } from '@site/contracts/api/account-request-fields';
import {
  AccountRequest,
  AccountRequestPage,
  AccountRequestQuery,
  ResetCodeResult,
} from '@site/contracts/api/account-requests';
import { EmptyBody, IdParams } from '@site/contracts/api/common';
import { createUserWithHash } from '../../auth/users.js';
import type { Queryable } from '../../db/database.js';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { defaultToEmptyBody, pageOf, replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';
import {
  type AccountRequestRow,
  REQUEST_COLUMNS,
  newResetCode,
  resetCodeHash,
  toAccountRequest,
} from './model.js';

const HOUR = 3600 * 1000;
const ANSWERED = 'Request {id} has already been answered';

/** The request, locked for this transaction; 404 when there is none. */
async function lockRequest(
  tx: Queryable,
  id: number,
): Promise<AccountRequestRow & { password_hash: string | null }> {
  const rows = await tx.query<AccountRequestRow & { password_hash: string | null }>(
    `SELECT ${REQUEST_COLUMNS}, r.password_hash FROM account_requests r WHERE r.id = $1 FOR UPDATE OF r`,
    [id],
  );
  if (!rows[0]) throw HttpError.notFound('Account request {id} not found', { id });
  return rows[0];
}

async function readRequest(db: Queryable, id: number): Promise<AccountRequest> {
  const rows = await db.query<AccountRequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM account_requests r WHERE r.id = $1`,
    [id],
  );
  return toAccountRequest(rows[0]!);
}

// Administrators answer what the login page's visitors asked for: a new account approved or rejected, a forgotten
// password answered with a one-time reset code they pass on to its owner.
const adminRequestRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const decision = { preValidation: defaultToEmptyBody, preHandler: fastify.requireAdmin };

  fastify.get(
    '/api/admin/account-requests',
    {
      preHandler: fastify.requireAdmin,
      schema: { querystring: AccountRequestQuery, response: replies(AccountRequestPage) },
    },
    async (request) => {
      const { page, pageSize } = pageOf(request.query);
      const view = request.query.view ?? 'open';
      const where = view === 'open' ? "WHERE r.status IN ('pending', 'issued')" : '';
      const [rows, counted] = await Promise.all([
        fastify.db.query<AccountRequestRow>(
          `SELECT ${REQUEST_COLUMNS} FROM account_requests r ${where}
            ORDER BY r.created_at DESC, r.id DESC LIMIT $1 OFFSET $2`,
          [pageSize, (page - 1) * pageSize],
        ),
        fastify.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM account_requests r ${where}`),
      ]);
      return ok({ items: rows.map(toAccountRequest), total: counted[0]!.total, page, pageSize });
    },
  );

  fastify.post(
    '/api/admin/account-requests/:id/approve',
    { ...decision, schema: { params: IdParams, body: EmptyBody, response: replies(AccountRequest) } },
    async (request) => {
      const admin = sessionOf(request);
      const { id } = request.params;
      await fastify.db.transaction(async (tx) => {
        const found = await lockRequest(tx, id);
        if (found.kind !== 'register') throw HttpError.conflict('Request {id} is not a registration', { id });
        if (found.status !== 'pending' || found.password_hash === null)
          throw HttpError.conflict(ANSWERED, { id });
        const created = await createUserWithHash(
          tx,
          { username: found.username, role: 'user', profile: { name: found.name, email: found.email } },
          found.password_hash,
        );
        if (created === undefined)
          throw HttpError.conflict('The username {username} is already taken', { username: found.username });
        await tx.query(
          `UPDATE account_requests SET status = 'approved', password_hash = NULL, decided_at = $2, decided_by = $3
            WHERE id = $1`,
          [id, new Date(fastify.clock()), admin.username],
        );
      });
      return ok(await readRequest(fastify.db, id));
    },
  );

  fastify.post(
    '/api/admin/account-requests/:id/reject',
    { ...decision, schema: { params: IdParams, body: EmptyBody, response: replies(AccountRequest) } },
    async (request) => {
      const admin = sessionOf(request);
      const { id } = request.params;
      await fastify.db.transaction(async (tx) => {
        const found = await lockRequest(tx, id);
        if (found.status !== 'pending' && found.status !== 'issued')
          throw HttpError.conflict(ANSWERED, { id });
        // A rejected registration keeps no password, and an issued code stops working.
        await tx.query(
          `UPDATE account_requests
              SET status = 'rejected', password_hash = NULL, code_hash = NULL, code_expires_at = NULL,
                  decided_at = $2, decided_by = $3
            WHERE id = $1`,
          [id, new Date(fastify.clock()), admin.username],
        );
      });
      return ok(await readRequest(fastify.db, id));
    },
  );

  fastify.post(
    '/api/admin/account-requests/:id/reset-code',
    { ...decision, schema: { params: IdParams, body: EmptyBody, response: replies(ResetCodeResult) } },
    async (request) => {
      const admin = sessionOf(request);
      const { id } = request.params;
      const code = newResetCode();
      const now = new Date(fastify.clock());
      const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_HOURS * HOUR);
      await fastify.db.transaction(async (tx) => {
        const found = await lockRequest(tx, id);
        if (found.kind !== 'reset') throw HttpError.conflict('Request {id} is not a password reset', { id });
        if (found.status !== 'pending' && found.status !== 'issued')
          throw HttpError.conflict(ANSWERED, { id });
        if (!found.account_exists)
          throw HttpError.conflict('No account has the username {username}', { username: found.username });
        // A new code replaces one issued before (lost, or expired): only the newest works.
        await tx.query(
          `UPDATE account_requests
              SET status = 'issued', code_hash = $2, code_expires_at = $3, decided_at = $4, decided_by = $5
            WHERE id = $1`,
          [id, resetCodeHash(code), expiresAt, now, admin.username],
        );
      });
      return ok({ request: await readRequest(fastify.db, id), code, expiresAt: expiresAt.toISOString() });
    },
  );
};

export default adminRequestRoutes;
