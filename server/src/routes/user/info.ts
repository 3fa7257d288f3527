import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyBody } from '@site/contracts/api/common';
import { ProfileInput, UserInfo } from '@site/contracts/api/user';
import {
  EDITABLE_PROFILE_FIELDS,
  type EditableProfileField,
  USER_INFO_COLUMNS,
  type UserInfoRow,
  toUserInfo,
} from '../../auth/users.js';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { defaultToEmptyBody, replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';

const infoRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/user/info',
    {
      preValidation: defaultToEmptyBody,
      preHandler: fastify.requireLogin,
      schema: { body: EmptyBody, response: replies(UserInfo) },
    },
    async (request) => {
      // The session was read with its account (auth/sessions.ts), and is dropped at once when the account changes.
      const session = sessionOf(request);
      return ok(toUserInfo(session.user, session.role, session.userRole));
    },
  );

  fastify.post(
    '/api/user/profile',
    {
      preHandler: fastify.requireLogin,
      schema: { body: ProfileInput, response: replies(UserInfo) },
    },
    async (request) => {
      const session = sessionOf(request);
      const fields = Object.keys(request.body) as EditableProfileField[];
      // Column names come from the fixed map, never from the request; values are parameters.
      const sets = fields.map((field, i) => `${EDITABLE_PROFILE_FIELDS[field]} = $${i + 2}`);
      const rows = await fastify.db.query<UserInfoRow>(
        `UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING ${USER_INFO_COLUMNS}`,
        [session.userId, ...fields.map((field) => request.body[field])],
      );
      if (!rows[0]) throw HttpError.notLoggedIn();
      fastify.sessionChanged({ userId: session.userId });
      return ok(toUserInfo(rows[0], session.role, session.userRole));
    },
  );
};

export default infoRoutes;
