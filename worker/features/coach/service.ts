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
  type PlanAnswerInput,
} from '../../contracts/coach';
import type { Db } from '../../db/client';
import {
  coachMessages,
  coachReminders,
  coachSettings,
  customActivities,
  type ProfileRow,
  profiles,
  userActivities,
} from '../../db/schema';
import { sayDay, todayFor } from '../../lib/days';
import { fail } from '../../lib/errors';
import { addToList, completeItem, getItemForActivity, ownItem } from '../list/service';
import { addPlannedSteps } from '../list/steps';
import { loadMember, styleOf } from './context';
import { phrase } from './phrasing';
import { type Effect, type Reply, respond, welcome } from './respond';
import { understand } from './understand';

/** Messages of the thread sent to the page: the latest, oldest first. */
const THREAD_LENGTH = 60;

type MessageRow = typeof coachMessages.$inferSelect;

const toDto = (m: MessageRow): CoachMessageDto => ({
  id: m.id,
  role: m.role,
  text: m.text,
  cards: m.cards,
  suggestions: m.suggestions,
  createdAt: m.createdAt.toISOString(),
});

async function settingsOf(db: Db, userId: string) {
  const [row] = await db.select().from(coachSettings).where(eq(coachSettings.userId, userId));
  return { weeklyCheckin: row?.weeklyCheckin ?? true };
}

async function store(db: Db, userId: string, reply: Reply) {
  const [row] = await db
    .insert(coachMessages)
    .values({ userId, role: 'coach', text: reply.text, cards: reply.cards, suggestions: reply.suggestions })
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
 * The list item a card is about: the item itself (still the member's), the catalogue idea's item
 * (added to the list if it is not there yet), or, for something of the member's own words that is
 * in neither, a new private idea of theirs with that title.
 */
async function listItemFor(
  db: Db,
  profile: ProfileRow,
  card: { itemId: string | null; activityId: number | null; title: string },
) {
  if (card.itemId) return (await ownItem(db, profile, card.itemId)).id;
  if (card.activityId) {
    const listed = await getItemForActivity(db, profile, card.activityId);
    if (listed) return listed.id;
    const added = await addToList(db, profile, {
      activityId: card.activityId,
      privacy: 'public',
      targetDate: null,
      priority: 3,
    });
    return added.id;
  }
  const title = card.title.trim().slice(0, CUSTOM_TITLE_MAX - 1);
  if (!title) throw fail(404, 'PLAN_NOT_FOUND', COACH_MESSAGES.planNotFound);
  const id = crypto.randomUUID();
  const [, [created]] = await db.batch([
    db.insert(customActivities).values({
      id,
      userId: profile.id,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      description: 'Planned with my coach',
      categoryTags: [],
      privacy: 'private',
    }),
    db
      .insert(userActivities)
      .values({ userId: profile.id, customActivityId: id, status: 'not_started', progress: 0, privacy: 'private' })
      .returning({ id: userActivities.id }),
  ]);
  return (created as { id: string }).id;
}

/** Does what a reply says the coach did: ticks an item off, sets a reminder, changes its style. */
async function apply(db: Db, profile: ProfileRow, reply: Reply, effect: Effect) {
  if (effect.kind === 'style') {
    await db.update(profiles).set({ coachingStyle: effect.style }).where(eq(profiles.id, profile.id));
  } else if (effect.kind === 'remind') {
    await db
      .insert(coachReminders)
      .values({ userId: profile.id, itemId: effect.itemId, about: effect.about, remindOn: effect.remindOn });
  } else {
    const itemId = await listItemFor(db, profile, effect);
    const item = await completeItem(db, profile, itemId);
    // The card shows the real item now on the list.
    for (const card of reply.cards) {
      if (card.type === 'done') {
        card.item = { ...card.item, id: item.id, activityId: item.activityId, customActivityId: item.customActivityId };
      }
    }
  }
}

/**
 * The member writes; the coach reads it (`understand`), answers from their list and the catalogue
 * (`respond`), does what it said it did, and both messages are kept. Where Workers AI is bound the
 * words may be rephrased by a model, from the same facts; the cards never change.
 */
export async function talk(db: Db, env: Env, profile: ProfileRow, text: string) {
  const [mine] = await db.insert(coachMessages).values({ userId: profile.id, role: 'member', text }).returning();
  const member = await loadMember(db, profile);
  const reply = await respond(db, member, understand(text));
  for (const effect of reply.effects) await apply(db, profile, reply, effect);
  reply.text = await phrase(env, member, text, reply);
  const answer = await store(db, profile.id, reply);
  const restyled = reply.effects.find((e) => e.kind === 'style');
  return {
    messages: [toDto(mine as MessageRow), toDto(answer)],
    style: restyled?.kind === 'style' ? restyled.style : member.style,
  };
}

/** Accepts a plan the coach proposed (as the member edited it) or turns it down. */
export async function answerPlan(
  db: Db,
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
  if (answer.action === 'reject') updated = { ...card, state: 'rejected' };
  else {
    const itemId = await listItemFor(db, profile, card);
    item = await addPlannedSteps(db, profile, itemId, answer.steps);
    updated = { ...card, itemId, steps: answer.steps, state: 'accepted' };
  }
  const cards = message.cards.map((c, i) => (i === index ? updated : c));
  await db.update(coachMessages).set({ cards }).where(eq(coachMessages.id, message.id));
  return { message: toDto({ ...message, cards }), item };
}

/** The coaching style (also in the profile editor) and the weekly check-in. */
export async function updateSettings(db: Db, profile: ProfileRow, input: v.InferOutput<typeof CoachSettingsInput>) {
  if (input.coachingStyle) {
    await db.update(profiles).set({ coachingStyle: input.coachingStyle }).where(eq(profiles.id, profile.id));
  }
  if (input.weeklyCheckin !== undefined) {
    await db
      .insert(coachSettings)
      .values({ userId: profile.id, weeklyCheckin: input.weeklyCheckin })
      .onConflictDoUpdate({ target: coachSettings.userId, set: { weeklyCheckin: input.weeklyCheckin } });
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
  await db
    .insert(coachReminders)
    .values({ userId: profile.id, itemId: item.id, about: title, remindOn: input.remindOn });
  const said = sayDay(input.remindOn, today, profile.country);
  const answer = await store(db, profile.id, {
    text: `I will remind you ${said === 'today' || said === 'tomorrow' ? said : `on ${said}`} about “${title}”.`,
    cards: [{ type: 'reminder', about: title, remindOn: input.remindOn, itemId: item.id }],
    suggestions: [],
    effects: [],
  });
  return { message: toDto(answer) };
}
