import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  MessagePageQuery,
  MessagesQuery,
  MISSING_RECIPIENT,
  SEND_RATE_LIMIT,
  SendMessageInput,
  StartThreadInput,
  ThreadListQuery,
} from '../../contracts/messaging';
import { newId } from '../../db/columns';
import type { ProfileRow } from '../../db/schema';
import type { AppEnv } from '../../env';
import { currentProfile } from '../../lib/actor';
import { AppError, fail } from '../../lib/errors';
import { giveBack, limit, spend, unlimited } from '../../lib/limits';
import { validate } from '../../lib/validate';
import { requireCan, requireUser } from '../../middleware/session';
import { assertReadable, resolveThread, type ThreadAccess } from './access';
import { unreadTotal } from './ledger';
import { listThreads, messageForViewer, messagePage, sharesReceipts, threadDto } from './service';
import { acceptsSocketFrom, conversationStub, inboxStub, upgradeTo } from './sockets';

/** Sends spend the message limit in `send`, once the message is known to be one the member may send. */
const SPENT_ON_SEND = 'spends the message limit in send(), once the send is allowed';

const Ref = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

/**
 * Hands a checked send to the conversation's object, the only writer of its messages. The send
 * limit is taken while the conversation is looked up (`lookup`), and given back when the send
 * turns out to be refused: only sends that happen count.
 */
async function send(
  c: Context<AppEnv>,
  sender: ProfileRow,
  lookup: Promise<ThreadAccess>,
  text: string,
  clientId?: string,
) {
  const [found, taken] = await Promise.allSettled([
    lookup,
    spend(c, 'message', Number(c.env.MESSAGES_PER_MINUTE) || SEND_RATE_LIMIT),
  ]);
  const refuse = async (error: unknown) => {
    if (taken.status === 'fulfilled') await giveBack(c, 'message');
    throw error;
  };
  if (found.status === 'rejected') return refuse(found.reason);
  const access = found.value;
  if (access.cannotSend) return refuse(fail(403, 'CANNOT_MESSAGE', access.cannotSend));
  if (taken.status === 'rejected') throw taken.reason;
  const result = await conversationStub(c.env, access.conversationId).send({
    conversationId: access.conversationId,
    senderId: sender.id,
    receiverId: access.otherId,
    text,
    clientId: clientId ?? newId(),
  });
  if ('refused' in result) return refuse(fail(400, 'INVALID_MESSAGE', result.refused));
  return { ...result, access };
}

async function recipientAccess(c: Context<AppEnv>, viewer: ProfileRow, recipientId: string) {
  if (recipientId === viewer.id) throw fail(400, 'SELF_MESSAGE', "You can't message yourself");
  try {
    return await resolveThread(c.get('db'), viewer, recipientId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      throw fail(404, 'RECIPIENT_NOT_FOUND', 'Failed to find recipient: no member has that id');
    }
    throw error;
  }
}

export const messaging = new Hono<AppEnv>()
  .use(requireUser)
  .get('/unread', async (c) => {
    const [row] = await unreadTotal(c.get('db'), currentProfile(c).id);
    return c.json({ unread_count: Number(row?.total ?? 0) });
  })
  .get('/threads', validate('query', ThreadListQuery), async (c) => {
    const { limit, offset } = c.req.valid('query');
    return c.json(await listThreads(c.get('db'), currentProfile(c), limit, offset));
  })
  .post(
    '/threads',
    unlimited(SPENT_ON_SEND),
    requireCan('content:interact'),
    validate('json', StartThreadInput),
    async (c) => {
      const me = currentProfile(c);
      const input = c.req.valid('json');
      if (!input.recipient_id) throw fail(400, 'MISSING_RECIPIENT', MISSING_RECIPIENT);
      const { message, access } = await send(
        c,
        me,
        recipientAccess(c, me, input.recipient_id),
        input.message,
        input.client_id,
      );
      return c.json({ is_new: !access.exists, thread: threadDto(me, { ...access, exists: true }, null), message }, 201);
    },
  )
  .get('/thread/:id', validate('param', Ref), validate('query', MessagePageQuery), async (c) => {
    const me = currentProfile(c);
    const db = c.get('db');
    const access = assertReadable(await resolveThread(db, me, c.req.valid('param').id));
    const [page, receipts] = await Promise.all([
      messagePage(db, me, access, c.req.valid('query')),
      access.exists
        ? conversationStub(c.env, access.conversationId).receipts(access.conversationId, [me.id, access.otherId])
        : null,
    ]);
    return c.json({ thread: threadDto(me, access, receipts), ...page });
  })
  .get('/messages', validate('query', MessagesQuery), async (c) => {
    const me = currentProfile(c);
    const query = c.req.valid('query');
    const ref = query.thread_id ?? query.user_id;
    if (!ref) throw fail(400, 'MISSING_RECIPIENT', MISSING_RECIPIENT);
    const access = assertReadable(await resolveThread(c.get('db'), me, ref));
    return c.json(await messagePage(c.get('db'), me, access, query));
  })
  .post(
    '/messages',
    unlimited(SPENT_ON_SEND),
    requireCan('content:interact'),
    validate('json', SendMessageInput),
    async (c) => {
      const me = currentProfile(c);
      const input = c.req.valid('json');
      let lookup: Promise<ThreadAccess>;
      if (input.threadId) lookup = resolveThread(c.get('db'), me, input.threadId).then(assertReadable);
      else if (input.recipientId) lookup = recipientAccess(c, me, input.recipientId);
      else throw fail(400, 'MISSING_RECIPIENT', MISSING_RECIPIENT);
      const { message, duplicate, access } = await send(c, me, lookup, input.message, input.clientId);
      return c.json({ message, thread_id: access.conversationId }, duplicate ? 200 : 201);
    },
  )
  .put('/message/:id/read', limit('settings'), validate('param', Ref), async (c) => {
    const me = currentProfile(c);
    const db = c.get('db');
    const found = await messageForViewer(db, me, c.req.valid('param').id);
    if (!found) throw fail(404, 'MESSAGE_NOT_FOUND', 'Failed to mark message as read: message not found');
    const access = assertReadable(await resolveThread(db, me, found.conversationId));
    const result = await conversationStub(c.env, access.conversationId).markRead(
      access.conversationId,
      me.id,
      found.seq,
      sharesReceipts(me, access),
    );
    return c.json({ success: true, ...result });
  })
  /** Live conversation: messages, delivery and read marks, typing, catch-up after a sequence. */
  .get('/thread/:id/socket', validate('param', Ref), async (c) => {
    const me = currentProfile(c);
    const access = assertReadable(await resolveThread(c.get('db'), me, c.req.valid('param').id));
    acceptsSocketFrom(c);
    const typing = me.privacySettings.typing_indicators !== false;
    return upgradeTo(conversationStub(c.env, access.conversationId), c.req.raw, {
      'X-User-Id': me.id,
      'X-Conversation-Id': access.conversationId,
      'X-Typing': typing ? '1' : '0',
    });
  })
  /** The member's own channel: the live unread badge and thread list on every page. */
  .get('/socket', async (c) => {
    acceptsSocketFrom(c);
    return upgradeTo(inboxStub(c.env, currentProfile(c).id), c.req.raw, {});
  });
