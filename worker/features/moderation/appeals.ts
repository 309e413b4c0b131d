import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import {
  moderationActions,
  moderationAppeals,
  moderationMessages,
  type ProfileRow,
  profiles,
  userSuspensions,
} from '../../db/schema';
import { fail } from '../../lib/errors';
import { endSuspension } from '../../lib/suspension';
import { authorize, authorizeRow } from '../../policy';
import { setPostVisibility } from '../community/posts';
import { type Notifier, notify } from '../notifications/service';
import { setBanned } from '../profile/writes';
import { assertMayActOn } from './actions';

const PROCESSED = 'This appeal has already been processed';

/** Only the action's target appeals, once per action, even while suspended or banned. */
export async function submitAppeal(db: Db, member: ProfileRow, actionId: string, message: string) {
  const [found] = await db.select().from(moderationActions).where(eq(moderationActions.id, actionId));
  // An action that does not exist is refused as one taken on someone else.
  const action = authorizeRow(member, 'moderation:appeal', found, (a) => ({ ownerId: a.targetUserId }));
  const [row] = await db
    .insert(moderationAppeals)
    .values({ userId: member.id, relatedActionId: action.id, relatedPostId: action.postId, message })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fail(409, 'ALREADY_APPEALED', 'You have already appealed this action');
  return { appeal: row, message: 'Appeal submitted successfully' };
}

async function pendingAppeal(db: Db, id: string) {
  const [appeal] = await db.select().from(moderationAppeals).where(eq(moderationAppeals.id, id));
  if (!appeal) throw fail(404, 'NOT_FOUND', 'Appeal not found');
  if (appeal.status !== 'pending') throw fail(409, 'ALREADY_PROCESSED', PROCESSED);
  return appeal;
}

function assertNotOwnAppeal(moderator: ProfileRow, appealUserId: string) {
  authorize(moderator, 'moderation:decide-appeal', { subject: { id: appealUserId } });
}

/** Before deciding, a moderator may ask the member one question; it reaches them as a moderation message. */
export async function askQuestion(db: Db, notifier: Notifier, moderator: ProfileRow, id: string, question: string) {
  const appeal = await pendingAppeal(db, id);
  assertNotOwnAppeal(moderator, appeal.userId);
  if (appeal.moderatorQuestion) throw fail(409, 'ALREADY_ASKED', 'A question has already been asked on this appeal');
  const [[updated]] = await db.batch([
    db
      .update(moderationAppeals)
      .set({ moderatorQuestion: question })
      .where(and(eq(moderationAppeals.id, id), isNull(moderationAppeals.moderatorQuestion)))
      .returning(),
    db.insert(moderationMessages).values({
      receiverId: appeal.userId,
      senderId: moderator.id,
      actionId: appeal.relatedActionId,
      messageText: `A moderator has a question about your appeal: ${question}`,
    }),
  ]);
  await notify(db, notifier, { userId: appeal.userId, actorId: null, type: 'moderation_message', entityId: id });
  return { appeal: updated, message: 'Question sent' };
}

/** The member answers the moderator's question once. */
export async function answerQuestion(db: Db, member: ProfileRow, id: string, answer: string) {
  const [found] = await db.select().from(moderationAppeals).where(eq(moderationAppeals.id, id));
  // An appeal that does not exist is refused as someone else's.
  const appeal = authorizeRow(member, 'moderation:answer-appeal', found, (a) => ({ ownerId: a.userId }));
  if (appeal.status !== 'pending') throw fail(409, 'ALREADY_PROCESSED', PROCESSED);
  if (!appeal.moderatorQuestion) throw fail(409, 'NO_QUESTION', 'There is no question to answer on this appeal');
  const [updated] = await db
    .update(moderationAppeals)
    .set({ userAnswer: answer })
    .where(
      and(
        eq(moderationAppeals.id, id),
        isNotNull(moderationAppeals.moderatorQuestion),
        isNull(moderationAppeals.userAnswer),
      ),
    )
    .returning();
  if (!updated) throw fail(409, 'ALREADY_ANSWERED', 'You have already answered this question');
  return { appeal: updated, message: 'Answer sent' };
}

/**
 * Deciding an appeal. Approval undoes the action (lifts the suspension or ban, puts a removed post
 * back as it was); the decision, its effects and the message to the member are one batch.
 */
export async function respondToAppeal(
  db: Db,
  notifier: Notifier,
  moderator: ProfileRow,
  id: string,
  decision: { status: 'approved' | 'rejected'; response: string },
) {
  const appeal = await pendingAppeal(db, id);
  assertNotOwnAppeal(moderator, appeal.userId);
  if (decision.status === 'approved') {
    // Approving undoes the action: the rule for taking one applies (an administrator's only by a super admin).
    const [member] = await db.select().from(profiles).where(eq(profiles.id, appeal.userId));
    if (member) assertMayActOn(moderator, member);
  }
  const [action] = await db.select().from(moderationActions).where(eq(moderationActions.id, appeal.relatedActionId));
  const now = new Date();
  const effects = [];
  if (decision.status === 'approved' && action) {
    if (action.actionType === 'suspension') {
      effects.push(
        endSuspension(db, eq(profiles.id, appeal.userId)),
        db.update(userSuspensions).set({ liftedAt: now }).where(eq(userSuspensions.actionId, action.id)),
      );
    } else if (action.actionType === 'ban') {
      effects.push(setBanned(db, appeal.userId, false));
    } else if (action.actionType === 'post_removal' && action.postId) {
      effects.push(setPostVisibility(db, action.postId, action.postVisibility ?? 'public'));
    }
  }
  const [[updated]] = await db.batch([
    db
      .update(moderationAppeals)
      .set({ status: decision.status, moderatorResponse: decision.response, reviewedBy: moderator.id, reviewedAt: now })
      .where(and(eq(moderationAppeals.id, id), eq(moderationAppeals.status, 'pending')))
      .returning(),
    db.insert(moderationMessages).values({
      receiverId: appeal.userId,
      senderId: moderator.id,
      actionId: appeal.relatedActionId,
      messageText: `Your appeal has been ${decision.status}. ${decision.response}`,
      isSystem: true,
      createdAt: now,
    }),
    ...effects,
  ]);
  await notify(db, notifier, { userId: appeal.userId, actorId: null, type: 'appeal_decision', entityId: id });
  return { appeal: updated, message: `Appeal ${decision.status}` };
}

const appellant = alias(profiles, 'appellant');
const reviewer = alias(profiles, 'reviewer');

/** Every appeal, newest first, with the member, the reviewer and the action appealed. */
export const listAppeals = (db: Db) =>
  db
    .select({
      id: moderationAppeals.id,
      message: moderationAppeals.message,
      status: moderationAppeals.status,
      moderatorQuestion: moderationAppeals.moderatorQuestion,
      userAnswer: moderationAppeals.userAnswer,
      moderatorResponse: moderationAppeals.moderatorResponse,
      reviewedAt: moderationAppeals.reviewedAt,
      createdAt: moderationAppeals.createdAt,
      relatedPostId: moderationAppeals.relatedPostId,
      user: { id: appellant.id, username: appellant.username, firstName: appellant.firstName },
      reviewer: { id: reviewer.id, username: reviewer.username, firstName: reviewer.firstName },
      action: {
        id: moderationActions.id,
        actionType: moderationActions.actionType,
        reason: moderationActions.reason,
        createdAt: moderationActions.createdAt,
      },
    })
    .from(moderationAppeals)
    .innerJoin(appellant, eq(appellant.id, moderationAppeals.userId))
    .leftJoin(reviewer, eq(reviewer.id, moderationAppeals.reviewedBy))
    .innerJoin(moderationActions, eq(moderationActions.id, moderationAppeals.relatedActionId))
    .orderBy(desc(moderationAppeals.createdAt))
    .limit(100);
