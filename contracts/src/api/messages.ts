import { type Static, Type } from 'typebox';
import { DateTime, MAX_ID, integerEnum, stringEnum } from './common.js';
import { MESSAGE_TYPES } from './message-types.js';

/** POST /api/message/list: every type, or one. */
export const MessageListInput = Type.Object(
  { type: Type.Optional(stringEnum(MESSAGE_TYPES)) },
  { additionalProperties: false },
);
export type MessageListInput = Static<typeof MessageListInput>;

/** A message for every console user or for the caller; `status` is the caller's: 0 unread, 1 read. */
export const MessageItem = Type.Object({
  id: Type.Integer(),
  type: stringEnum(MESSAGE_TYPES),
  title: Type.String(),
  subTitle: Type.String(),
  avatar: Type.String(),
  content: Type.String(),
  time: DateTime,
  /** Only on notice and todo messages. */
  messageType: Type.Optional(integerEnum([0, 1, 3])),
  status: integerEnum([0, 1]),
});
export type MessageItem = Static<typeof MessageItem>;

/** Newest first. */
export const MessageList = Type.Array(MessageItem);
export type MessageList = Static<typeof MessageList>;

/** POST /api/message/read: all or nothing, for the caller only. */
export const MarkReadInput = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { minItems: 1, maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type MarkReadInput = Static<typeof MarkReadInput>;

/** How many became read now (ids already read count for nothing). */
export const MarkReadResult = Type.Object({ marked: Type.Integer() });
export type MarkReadResult = Static<typeof MarkReadResult>;

/** POST /api/message/clear: the caller's messages of one type (a tab of the message box) leave their list. */
export const ClearMessagesInput = Type.Object(
  { type: stringEnum(MESSAGE_TYPES) },
  { additionalProperties: false },
);
export type ClearMessagesInput = Static<typeof ClearMessagesInput>;

/** How many messages were cleared now. */
export const ClearMessagesResult = Type.Object({ cleared: Type.Integer() });
export type ClearMessagesResult = Static<typeof ClearMessagesResult>;
