import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MessageType } from '@site/contracts/api/message-types';
import {
  ClearMessagesInput,
  ClearMessagesResult,
  MarkReadInput,
  MarkReadResult,
  type MessageItem,
  MessageList,
  MessageListInput,
} from '@site/contracts/api/messages';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
import { localeFrom } from '../../lib/i18n.js';
import { type Translations, inLocale } from '../../lib/translations.js';
import { defaultToEmptyBody, replies } from '../../lib/schemas.js';
import { sessionOf } from '../../plugins/auth.js';

interface MessageRow {
  id: number;
  type: MessageType;
  title: string;
  sub_title: string;
  avatar: string;
  content: string;
  message_type: NonNullable<MessageItem['messageType']> | null;
  created_at: Date;
  read: boolean;
  translations: Translations;
}

// Messages addressed to everyone (recipient NULL) or to this user; read state is per user.
const VISIBLE = '(m.recipient_id IS NULL OR m.recipient_id = $1)';
// Visible and not cleared by this user: what the user's list shows.
const LISTED = `${VISIBLE} AND NOT EXISTS (SELECT 1 FROM message_clears c WHERE c.message_id = m.id AND c.user_id = $1)`;

const messageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/message/list',
    {
      preValidation: defaultToEmptyBody,
      preHandler: fastify.requireLogin,
      schema: { body: MessageListInput, response: replies(MessageList) },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const rows = await fastify.db.query<MessageRow>(
        `SELECT m.id, m.type, m.title, m.sub_title, m.avatar, m.content, m.message_type, m.created_at,
                m.translations, (r.message_id IS NOT NULL) AS read
           FROM messages m LEFT JOIN message_reads r ON r.message_id = m.id AND r.user_id = $1
          WHERE ${LISTED} AND ($2::text IS NULL OR m.type = $2)
          ORDER BY m.created_at DESC, m.id DESC`,
        [userId, request.body.type ?? null],
      );
      const locale = localeFrom(request.headers['accept-language']);
      return ok(
        rows.map((row): MessageItem => ({
          id: row.id,
          type: row.type,
          ...inLocale(
            { title: row.title, subTitle: row.sub_title, content: row.content },
            row.translations,
            locale,
          ),
          avatar: row.avatar,
          time: row.created_at.toISOString(),
          ...(row.message_type === null ? {} : { messageType: row.message_type }),
          status: row.read ? 1 : 0,
        })),
      );
    },
  );

  fastify.post(
    '/api/message/read',
    {
      preHandler: fastify.requireLogin,
      schema: { body: MarkReadInput, response: replies(MarkReadResult) },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const ids = [...new Set(request.body.ids)];
      const marked = await fastify.db.transaction(async (tx) => {
        const known = await tx.query<{ id: number }>(
          `SELECT m.id FROM messages m WHERE m.id = ANY($2::int[]) AND ${VISIBLE}`,
          [userId, ids],
        );
        const knownIds = new Set(known.map((row) => row.id));
        const unknown = ids.filter((id) => !knownIds.has(id));
        // All or nothing: a typo in one id must not leave the others half-applied.
        if (unknown.length > 0)
          throw HttpError.badRequest('Unknown message ids: {ids}', { ids: unknown.join(', ') });
        const inserted = await tx.query(
          `INSERT INTO message_reads (user_id, message_id, read_at)
           SELECT $1, id, $3 FROM unnest($2::int[]) AS id
           ON CONFLICT (user_id, message_id) DO NOTHING RETURNING message_id`,
          [userId, ids, new Date(fastify.clock())],
        );
        return inserted.length;
      });
      return ok({ marked });
    },
  );

  fastify.post(
    '/api/message/clear',
    {
      preHandler: fastify.requireLogin,
      schema: { body: ClearMessagesInput, response: replies(ClearMessagesResult) },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const now = new Date(fastify.clock());
      const cleared = await fastify.db.transaction(async (tx) => {
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO message_clears (user_id, message_id, cleared_at)
           SELECT $1, m.id, $3 FROM messages m WHERE ${LISTED} AND m.type = $2
           ON CONFLICT (user_id, message_id) DO NOTHING RETURNING message_id AS id`,
          [userId, request.body.type, now],
        );
        // Read as well: a cleared message is one the user has dealt with, wherever it might be counted.
        await tx.query(
          `INSERT INTO message_reads (user_id, message_id, read_at)
           SELECT $1, id, $3 FROM unnest($2::int[]) AS id
           ON CONFLICT (user_id, message_id) DO NOTHING`,
          [userId, rows.map((row) => row.id), now],
        );
        return rows.length;
      });
      return ok({ cleared });
    },
  );
};

export default messageRoutes;
