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
import { localeFrom } from '../../lib/i18n.js';
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
      const locale = localeFrom(request.headers['accept-language']);
      return ok(toUserInfo(session.user, session.role, session.userRole, locale));
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
      const locale = localeFrom(request.headers['accept-language']);
      // A field sent back as the form showed it (in the caller's language) is not an edit: the form sends every field,
      // and the text as written and its other languages stay. An edited field keeps only its new text.
      const shown = toUserInfo(session.user, session.role, session.userRole, locale);
      const fields = (Object.keys(request.body) as EditableProfileField[]).filter(
        (field) => request.body[field] !== shown[field],
      );
      if (fields.length === 0) return ok(shown);
      // Column names come from the fixed map, never from the request; values are parameters.
      const sets = fields.map((field, i) => `${EDITABLE_PROFILE_FIELDS[field]} = $${i + 3}`);
      const rows = await fastify.db.query<UserInfoRow>(
        `UPDATE users SET ${sets.join(', ')},
                translations = coalesce((SELECT jsonb_object_agg(l.key, l.value - $2::text[])
                                           FROM jsonb_each(translations) AS l), '{}'),
                updated_at = now()
          WHERE id = $1 RETURNING ${USER_INFO_COLUMNS}`,
        [session.userId, fields, ...fields.map((field) => request.body[field])],
      );
      if (!rows[0]) throw HttpError.notLoggedIn();
      fastify.sessionChanged({ userId: session.userId });
      return ok(toUserInfo(rows[0], session.role, session.userRole, locale));
    },
  );
};

export default infoRoutes;
