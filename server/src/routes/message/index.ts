import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MessageType } from '@site/contracts/api/message-types';
import {
  MarkReadInput,
  MarkReadResult,
  type MessageItem,
  MessageList,
  MessageListInput,
} from '@site/contracts/api/messages';
import { ok } from '../../lib/envelope.js';
import { HttpError } from '../../lib/http-error.js';
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
}

// Messages addressed to everyone (recipient NULL) or to this user; read state is per user.
const VISIBLE = '(m.recipient_id IS NULL OR m.recipient_id = $1)';

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
                (r.message_id IS NOT NULL) AS read
           FROM messages m LEFT JOIN message_reads r ON r.message_id = m.id AND r.user_id = $1
          WHERE ${VISIBLE} AND ($2::text IS NULL OR m.type = $2)
          ORDER BY m.created_at DESC, m.id DESC`,
        [userId, request.body.type ?? null],
      );
      return ok(
        rows.map((row): MessageItem => ({
          id: row.id,
          type: row.type,
          title: row.title,
          subTitle: row.sub_title,
          avatar: row.avatar,
          content: row.content,
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
};

export default messageRoutes;
