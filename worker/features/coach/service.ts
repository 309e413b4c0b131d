import { and, desc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { CUSTOM_TITLE_MAX } from '../../contracts/catalogue-display';
import {
  COACH_MESSAGES,
  type CoachCard,
  type CoachMessageDto,
  type CoachReminderInput,
  type CoachSettingsInput,
  type CoachThread,
  DEFAULT_CHECKIN_TIME,
  type PlanAnswerInput,
} from '../../contracts/coach';
import type { Ask, CoachMemory, UndoOp } from '../../contracts/coach-ask';
import type { Db } from '../../db/client';
import { coachMessages, coachReminders, coachSettings, type ProfileRow, profiles } from '../../db/schema';
import { sayDay, todayFor } from '../../lib/days';
import { fail } from '../../lib/errors';
import { getItemForActivity, ownItem } from '../list/service';
import { setCoachingStyle } from '../profile/writes';
import * as act from './act';
import { checkinDay } from './checkin';
import { loadMember, styleOf } from './context';
import { readAsk } from './read/ask';
import { readAll } from './read/reader';
import { splitJoined } from './resolve';
import { type Reply, welcome } from './respond';
import { dispatch, type Turn, type TurnContext } from './turn';

/** Messages of the thread sent to the page: the latest, oldest first. */
const THREAD_LENGTH = 60;

type MessageRow = typeof coachMessages.$inferSelect;

const toDto = (m: MessageRow): CoachMessageDto => ({
  id: m.id,
  role: m.role,
  text: m.text,
  cards: m.cards,
  suggestions: m.suggestions,
  undo: m.memory?.undo?.length ? (m.memory.undone ? 'done' : 'available') : null,
  createdAt: m.createdAt.toISOString(),
});

async function settingsOf(db: Db, userId: string) {
  const [row] = await db.select().from(coachSettings).where(eq(coachSettings.userId, userId));
  return {
    weeklyCheckin: row?.weeklyCheckin ?? true,
    checkinDay: row?.checkinDay ?? checkinDay(userId),
    checkinTime: row?.checkinTime ?? DEFAULT_CHECKIN_TIME,
  };
}

async function store(db: Db, userId: string, reply: Reply & { memory?: CoachMemory }) {
  const [row] = await db
    .insert(coachMessages)
    .values({
      userId,
      role: 'coach',
      text: reply.text,
      cards: reply.cards,
      suggestions: reply.suggestions,
      memory: reply.memory ?? null,
    })
    .returning();
  return row as MessageRow;
}

/**
 * The member's thread with the coach. A member who has never talked to it gets its first message
 * now, written from what they told us at sign-up.
 */
export async function thread(db: Db, profile: ProfileRow): Promise<CoachThread> {
  let rows = await db
    .select()
    .from(coachMessages)
    .where(eq(coachMessages.userId, profile.id))
    .orderBy(desc(coachMessages.createdAt), desc(coachMessages.id))
    .limit(THREAD_LENGTH);
  if (!rows.length) rows = [await store(db, profile.id, await welcome(db, await loadMember(db, profile)))];
  return {
    messages: rows.reverse().map(toDto),
    style: styleOf(profile),
    ...(await settingsOf(db, profile.id)),
  };
}

/**
 * The list item a plan card is about: the item itself (still the member's), the catalogue idea's
 * item (added to the list, with the member's default privacy, if it is not there yet), or the
 * member's own words as a new idea of theirs.
 */
async function listItemFor(
  db: Db,
  media: R2Bucket,
  profile: ProfileRow,
  card: { itemId: string | null; activityId: number | null; title: string },
): Promise<{ itemId: string; undo: UndoOp[] }> {
  if (card.itemId) return { itemId: (await ownItem(db, profile, card.itemId)).id, undo: [] };
  if (card.activityId) {
    const listed = await getItemForActivity(db, profile, card.activityId);
    if (listed) return { itemId: listed.id, undo: [] };
    const added = await act.addItem(db, media, profile, { activityId: card.activityId });
    return { itemId: added.itemId, undo: added.undo };
  }
  const title = card.title.trim().slice(0, CUSTOM_TITLE_MAX - 1);
  if (!title) throw fail(404, 'PLAN_NOT_FOUND', COACH_MESSAGES.planNotFound);
  const added = await act.addItem(db, media, profile, { title });
  return { itemId: added.itemId, undo: added.undo };
}

/** The coach's last few replies, newest first: what the next turn may refer to, answer or undo. */
async function recentReplies(db: Db, userId: string, limit = 3) {
  return db
    .select()
    .from(coachMessages)
    .where(and(eq(coachMessages.userId, userId), eq(coachMessages.role, 'coach')))
    .orderBy(desc(coachMessages.createdAt), desc(coachMessages.id))
    .limit(limit);
}

/** The latest reply of the coach's with a plan still waiting for an answer, among the last few. */
async function proposedPlan(db: Db, userId: string) {
  return (
    (await recentReplies(db, userId)).find((r) => r.cards.some((c) => c.type === 'steps' && c.state === 'proposed')) ??
    null
  );
}

/** A short answer to the coach's question, folded into the ask it was waiting for. */
function answered(ask: Ask, previous: CoachMemory | null): Ask {
  const pending = previous?.pending;
  if (ask.kind !== 'choose' || !pending) return ask;
  const waiting = pending.ask;
  const when = {
    ...(ask.date ? { date: ask.date } : {}),
    ...(ask.time ? { time: ask.time } : {}),
    ...(ask.clearDate ? { clearDate: true } : {}),
  };
  if (ask.phrase === 'no') return { kind: 'smallTalk', phrase: 'no' };
  if (pending.field === 'confirm') return waiting;
  // "The reminder" answering "which one?": the reminder is what moves, or goes.
  const words = ask.item?.words ?? '';
  if (
    /\breminders?\b/.test(words) &&
    ['setDate', 'remove', 'remind', 'moveReminder', 'cancelReminder'].includes(waiting.kind)
  ) {
    const which = words
      .replace(/\breminders?\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return {
      kind: waiting.kind === 'remove' || waiting.kind === 'cancelReminder' ? 'cancelReminder' : 'moveReminder',
      reminder: which ? { words: which } : waiting.item?.words ? { words: waiting.item.words } : { it: true },
      ...(waiting.date ? { date: waiting.date } : {}),
      ...(waiting.time ? { time: waiting.time } : {}),
      ...when,
    };
  }
  if (pending.field === 'date') {
    // "Like 3 months" answering "how far?": moved by that much from the date it has.
    const shift = ask.phrase?.startsWith('shift ') ? Number(ask.phrase.slice(6)) : null;
    if (shift) return { ...waiting, phrase: undefined, shift };
    // "The 14th" answering "which day in June?": that day of the month asked about.
    const dayOnly = ask.phrase?.startsWith('day ') ? Number(ask.phrase.slice(4)) : null;
    if (dayOnly && waiting.date) {
      const date = `${waiting.date.slice(0, 8)}${String(dayOnly).padStart(2, '0')}`;
      return { ...waiting, phrase: undefined, date };
    }
    return { ...waiting, phrase: undefined, ...when };
  }
  if (pending.field === 'step') {
    return { ...waiting, step: ask.item?.card ? { index: ask.item.card - 1 } : (ask.step ?? { words }) };
  }
  if (pending.field === 'reminder') {
    const card = ask.item?.card ? previous?.cards?.[ask.item.card - 1] : undefined;
    // "The 6pm one" names the reminder by its time; the time is not a new one.
    const byTime = /^(?:the )?\d{1,2}(?::\d{2})?\s*(?:am|pm)?$/.test(ask.item?.words ?? '');
    return { ...waiting, reminder: card?.reminderId ? { id: card.reminderId } : ask.item, ...(byTime ? {} : when) };
  }
  if (waiting.kind === 'style') return ask;
  return { ...waiting, item: ask.item, ...when };
}

/** Several replies to one message (one per ask it held) as one: words in order, everything they did undone together. */
function merged(parts: Turn[]): Turn {
  if (parts.length === 1 && parts[0]) return parts[0];
  const last = parts.at(-1) as Turn;
  return {
    text: parts.map((p) => p.text).join('\n\n'),
    cards: parts.flatMap((p) => p.cards).slice(0, 6),
    suggestions: last.suggestions,
    effects: [],
    memory: {
      ...last.memory,
      undo: parts.flatMap((p) => p.memory.undo ?? []),
      cards: parts.flatMap((p) => p.memory.cards ?? []).slice(0, 6),
    },
  };
}

/**
 * The member writes; the coach reads it into its asks (the model where Workers AI is bound,
 * checked field by field, else its own reader), does what each asks through the list's services,
 * and says what was done from what those returned. Both messages are kept, with what undoes the
 * reply. "It" in a later ask of the same message is what an earlier one was about.
 */
export async function talk(db: Db, env: Env, profile: ProfileRow, text: string) {
  const [lately, loaded] = await Promise.all([recentReplies(db, profile.id, 6), loadMember(db, profile)]);
  const recent = lately.slice(0, 3);
  const [mine] = await db.insert(coachMessages).values({ userId: profile.id, role: 'member', text }).returning();
  const previousRow = recent[0] ?? null;
  // The reminders set in the last few replies (and not undone), first set first.
  const justSet = lately
    .toReversed()
    .flatMap((r) =>
      r.memory?.undone
        ? []
        : (r.memory?.undo ?? []).flatMap((op) => (op.op === 'removeReminder' ? [op.reminderId] : [])),
    );
  let member = { ...loaded, justSet };
  let previous: CoachMemory | null = previousRow?.memory ?? null;
  // The latest reply to a low moment among the last few, however much was said since.
  const lastStuck = lately.find((r) => r.memory?.ask === 'stuck');
  const planWaiting = recent.some((r) => r.cards.some((c) => c.type === 'steps' && c.state === 'proposed'));
  const context = {
    today: member.today,
    clock: member.clock,
    monthFirst: profile.country === 'US',
    country: profile.country,
    planWaiting,
  };
  const asks = (await readAsk(env, member, text, { ...context, previous }))
    .map((a) => answered(a, previous))
    .flatMap((a) => splitJoined(member, a, previous));
  const parts: Turn[] = [];
  for (const [i, ask] of asks.entries()) {
    if (i > 0) member = { ...(await loadMember(db, profile)), justSet };
    const turn: TurnContext = {
      db,
      media: env.MEDIA,
      member,
      previous,
      previousCards: previousRow?.cards ?? [],
      text,
      stuckWording: lastStuck ? (lastStuck.memory?.wording ?? 0) : null,
    };
    let reply: Turn;
    if (ask.kind === 'acceptPlan' || ask.kind === 'rejectPlan') {
      reply = await answerInWords(db, env, profile, ask.kind === 'acceptPlan');
    } else {
      reply = await dispatch(turn, ask, async () => {
        const last = recent.find((r) => r.memory?.undo?.length && !r.memory.undone);
        return last ? undoMessage(db, profile, last) : null;
      });
      // What changed, and how: "and the piano one too" does the same to another.
      if (reply.memory.undo?.length && AGAIN.has(ask.kind)) {
        const did = {
          kind: ask.kind,
          ...(ask.date ? { date: ask.date } : {}),
          ...(ask.time ? { time: ask.time } : {}),
          ...(ask.shift !== undefined ? { shift: ask.shift } : {}),
        };
        reply = { ...reply, memory: { ...reply.memory, did } };
      }
      // "No wait, I meant the 15k": undone, then read again as what they meant.
      if (ask.kind === 'undo' && ask.phrase && reply.text.startsWith('Undone')) {
        const again = readAll(ask.phrase, {
          ...context,
          previous: previous ? { ...previous, pending: null, undo: [] } : null,
        }).filter((a) => a.kind !== 'unclear' && a.kind !== 'undo');
        const kind = previous?.ask;
        if (!again[0] && kind && ['tickItem', 'tickStep', 'setDate', 'remove', 'remind', 'add'].includes(kind)) {
          again.push({ kind: kind as Ask['kind'], item: { words: ask.phrase, context: ask.phrase } });
        }
        if (again[0]) {
          const redo = await dispatch({ ...turn, member: await loadMember(db, profile) }, again[0]);
          reply = { ...redo, text: `${reply.text} ${redo.text}` };
        }
      }
    }
    parts.push(reply);
    previous = { ...(previous ?? {}), ...reply.memory, pending: reply.memory.pending ?? null };
  }
  const answer = await store(db, profile.id, merged(parts));
  const refreshed = asks.some((a) => a.kind === 'style' || a.kind === 'undo')
    ? styleOf((await profileOf(db, profile.id)) ?? profile)
    : member.style;
  return {
    messages: [toDto(mine as MessageRow), toDto(answer)],
    style: refreshed,
  };
}

/** Changes that "and the other one too" can ask again of another item, step or reminder. */
const AGAIN = new Set<Ask['kind']>([
  'setDate',
  'moveReminder',
  'remind',
  'tickItem',
  'tickStep',
  'cancelReminder',
  'remove',
]);

async function profileOf(db: Db, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row ?? null;
}

/** "Yes, add it" to a plan the coach proposed: the same as its Accept button. */
async function answerInWords(db: Db, env: Env, profile: ProfileRow, accept: boolean): Promise<Turn> {
  const message = await proposedPlan(db, profile.id);
  const card = message?.cards.find((c) => c.type === 'steps');
  if (!message || card?.type !== 'steps') {
    return {
      text: 'There is no plan waiting for an answer just now. Tell me what you would like to plan.',
      cards: [],
      suggestions: [],
      effects: [],
      memory: {},
    };
  }
  const result = await answerPlan(
    db,
    env.MEDIA,
    profile,
    message.id,
    accept ? { action: 'accept', steps: card.steps } : { action: 'reject' },
  );
  if (!accept)
    return {
      text: "No problem, I've left your list as it was.",
      cards: [],
      suggestions: [],
      effects: [],
      memory: { ask: 'rejectPlan' },
    };
  const item = result.item;
  return {
    text: `Added the ${card.steps.length} steps to ${'“'}${item?.displayTitle || item?.title || card.title}${'”'}${card.targetDate ? `, with its target date ${sayDay(card.targetDate, todayFor(profile.timezone), profile.country)}` : ''}. The first: ${'“'}${card.steps[0]?.text ?? ''}${'”'}.`,
    cards: [],
    suggestions: ['What should I do next?'],
    effects: [],
    memory: {
      ask: 'acceptPlan',
      itemId: item?.id ?? null,
      undo: result.undo,
      cards: item ? [{ itemId: item.id, title: item.title }] : [],
    },
  };
}

/** Accepts a plan the coach proposed (as the member edited it) or turns it down. */
export async function answerPlan(
  db: Db,
  media: R2Bucket,
  profile: ProfileRow,
  messageId: string,
  answer: v.InferOutput<typeof PlanAnswerInput>,
) {
  const [message] = await db
    .select()
    .from(coachMessages)
    .where(and(eq(coachMessages.id, messageId), eq(coachMessages.userId, profile.id)));
  const index = message?.cards.findIndex((c) => c.type === 'steps') ?? -1;
  const card = message?.cards[index];
  if (!message || card?.type !== 'steps') throw fail(404, 'PLAN_NOT_FOUND', COACH_MESSAGES.planNotFound);
  if (card.state !== 'proposed') throw fail(409, 'PLAN_ANSWERED', COACH_MESSAGES.planDone);
  let updated: Extract<CoachCard, { type: 'steps' }>;
  let item = null;
  const undo: UndoOp[] = [];
  if (answer.action === 'reject') updated = { ...card, state: 'rejected' };
  else {
    const target = await listItemFor(db, media, profile, card);
    const added = await act.addPlan(db, profile, target.itemId, answer.steps, card.targetDate ?? null);
    item = added.item;
    undo.push(...target.undo, ...added.undo);
    updated = { ...card, itemId: target.itemId, steps: answer.steps, state: 'accepted' };
  }
  const cards = message.cards.map((c, i) => (i === index ? updated : c));
  const memory: CoachMemory = {
    ...(message.memory ?? {}),
    ...(undo.length ? { undo: [...(message.memory?.undo ?? []), ...undo], undone: false } : {}),
  };
  await db.update(coachMessages).set({ cards, memory }).where(eq(coachMessages.id, message.id));
  return { message: toDto({ ...message, cards, memory }), item, undo };
}

/** Undoes what one of the coach's replies did, once. */
async function undoMessage(db: Db, profile: ProfileRow, message: MessageRow) {
  const ops = message.memory?.undo ?? [];
  await act.undo(db, profile, ops);
  await db
    .update(coachMessages)
    .set({ memory: { ...(message.memory ?? {}), undone: true } })
    .where(eq(coachMessages.id, message.id));
  return ops;
}

/** The Undo under a reply: everything that reply did, put back. */
export async function undoReply(db: Db, profile: ProfileRow, messageId: string) {
  const [message] = await db
    .select()
    .from(coachMessages)
    .where(and(eq(coachMessages.id, messageId), eq(coachMessages.userId, profile.id), eq(coachMessages.role, 'coach')));
  if (!message) throw fail(404, 'MESSAGE_NOT_FOUND', COACH_MESSAGES.planNotFound);
  if (!message.memory?.undo?.length || message.memory.undone)
    throw fail(409, 'NOTHING_TO_UNDO', COACH_MESSAGES.nothingToUndo);
  await undoMessage(db, profile, message);
  return { message: toDto({ ...message, memory: { ...message.memory, undone: true } }) };
}

/** The coaching style (also in the profile editor) and the weekly check-in. */
export async function updateSettings(db: Db, profile: ProfileRow, input: v.InferOutput<typeof CoachSettingsInput>) {
  if (input.coachingStyle) {
    await setCoachingStyle(db, profile.id, input.coachingStyle);
  }
  const set = {
    ...(input.weeklyCheckin !== undefined ? { weeklyCheckin: input.weeklyCheckin } : {}),
    ...(input.checkinDay !== undefined ? { checkinDay: input.checkinDay } : {}),
    ...(input.checkinTime !== undefined ? { checkinTime: input.checkinTime } : {}),
  };
  if (Object.keys(set).length) {
    await db
      .insert(coachSettings)
      .values({ userId: profile.id, ...set })
      .onConflictDoUpdate({ target: coachSettings.userId, set });
  }
  return {
    style: input.coachingStyle ?? styleOf(profile),
    ...(await settingsOf(db, profile.id)),
  };
}

/**
 * "Remind me" on an item's card: a reminder of the item on a day from the member's today on,
 * confirmed by the coach in the thread.
 */
export async function remindAbout(db: Db, profile: ProfileRow, input: v.InferOutput<typeof CoachReminderInput>) {
  const item = await ownItem(db, profile, input.itemId);
  const today = todayFor(profile.timezone);
  if (input.remindOn < today) throw fail(400, 'VALIDATION_ERROR', COACH_MESSAGES.pastDay);
  const title = item.displayTitle || item.title;
  await db.insert(coachReminders).values({
    userId: profile.id,
    itemId: item.id,
    about: title,
    remindOn: input.remindOn,
    remindAt: input.remindAt ?? '09:00',
  });
  const said = sayDay(input.remindOn, today, profile.country);
  const answer = await store(db, profile.id, {
    text: `I will remind you ${said === 'today' || said === 'tomorrow' ? said : `on ${said}`} about “${title}”.`,
    cards: [{ type: 'reminder', about: title, remindOn: input.remindOn, itemId: item.id }],
    suggestions: [],
    effects: [],
  });
  return { message: toDto(answer) };
}
