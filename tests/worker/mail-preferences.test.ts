import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../../worker/contracts/enums';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '../../worker/contracts/profile-settings';
import { checkinDay, sendCheckins } from '../../worker/features/coach/checkin';
import { coachReminders } from '../../worker/features/coach/reminders';
import { LIST_REMINDERS } from '../../worker/features/list/reminders';
import { sendReminders } from '../../worker/features/notifications/reminders';
import { addDays, weekday } from '../../worker/lib/days';
import type { Mail } from '../../worker/lib/mailer';
import { actor, db, type Member, mailSentTo, signUp } from './helpers';
import { actionOn } from './moderation-fixtures';

/**
 * Every e-mail and in-app notice that a member's notification preferences govern, against those
 * preferences: sent with the defaults, not e-mailed when its own e-mail preference is off (the
 * in-app notice stays, where the preferences keep it), and e-mailed when every other e-mail
 * preference is off but its own. Reminders and check-ins also follow the in-app ("push") switch.
 *
 * Not governed by them, by design: sign-up, e-mail change and password e-mails, the contact
 * form's copy to its sender, and the security alert about failed sign-ins.
 */

type Preference = keyof NotificationPreferences['email'];
const PREFERENCES = Object.keys(DEFAULT_NOTIFICATION_PREFERENCES.email) as Preference[];

const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  await env.DB.batch(
    Array.from({ length: 10 }, (_, i) =>
      env.DB.prepare(
        "insert into activities (id, title, description, search_text, category_tags) values (?, ?, '<p>x</p>', 'x', '[\"Social\"]')",
      ).bind(i + 1, `Reminded activity ${i + 1}`),
    ),
  );
});

async function setPreferences(m: Member, change: (p: NotificationPreferences) => NotificationPreferences) {
  const res = await m.fetch('/api/profile', {
    method: 'PATCH',
    json: { notificationPreferences: change(structuredClone(DEFAULT_NOTIFICATION_PREFERENCES)) },
  });
  expect(res.status).toBe(200);
}

/** The member's preferences for one test: the defaults, this e-mail off, or every other e-mail off. */
type Variant = 'defaults' | 'this off' | 'only this on' | 'in-app off';
async function recipient(variant: Variant, preference: Preference) {
  const m = await signUp();
  if (variant === 'this off') await setPreferences(m, (p) => ({ ...p, email: { ...p.email, [preference]: false } }));
  if (variant === 'only this on')
    await setPreferences(m, (p) => ({
      ...p,
      email: Object.fromEntries(PREFERENCES.map((k) => [k, k === preference])) as NotificationPreferences['email'],
    }));
  if (variant === 'in-app off') await setPreferences(m, (p) => ({ ...p, push: { ...p.push, [preference]: false } }));
  return m;
}

const notificationsOf = async (m: Member, type: string) =>
  (
    await env.DB.prepare('select count(*) as n from notifications where user_id = ? and type = ?')
      .bind(m.profile.id, type)
      .first<{ n: number }>()
  )?.n ?? 0;

/** Waits for what a Durable Object finishes after answering (a message's notice). */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 40 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
}

type Sent = { subjects: string[]; notices: number };
type Path = {
  preference: Preference;
  /** The notification's type, as the bell lists it. */
  type: string;
  subject: RegExp;
  /** Makes it happen to each of the members, once; answers what each was sent. */
  send: (members: Member[]) => Promise<Sent[]>;
  /** Whether the in-app switch of the same preference governs the notice too. */
  inApp?: boolean;
};

/** Mail through the product's mailer (the local outbox). */
const outboxOf = async (m: Member, type: string): Promise<Sent> => ({
  subjects: (await mailSentTo(m.email)).map((x) => x.subject),
  notices: await notificationsOf(m, type),
});

function mailbox() {
  const sent: Mail[] = [];
  return { sent, sendBatch: async (messages: { body: Mail }[]) => sent.push(...messages.map((x) => x.body)) };
}
/** Mail through the Queue, from a scheduled run. */
const queued = async (box: ReturnType<typeof mailbox>, m: Member, type: string): Promise<Sent> => ({
  subjects: box.sent.filter((x) => x.to === m.email).map((x) => x.subject),
  notices: await notificationsOf(m, type),
});

async function addItem(m: Member, activityId: number, targetDate: string | null = null) {
  const res = await m.fetch('/api/list', { method: 'POST', json: { activityId, targetDate } });
  return ((await res.json()) as { item: { id: string } }).item.id;
}

const RUN_DAY = '2031-03-10';

const PATHS: Record<string, Path> = {
  'a follow request': {
    preference: 'friend_requests',
    type: 'follow_request',
    subject: /^Ada wants to follow you$/,
    send: async (members) => {
      const ada = await signUp({ firstName: 'Ada' });
      for (const m of members)
        await ada.fetch('/api/relationships/follow', { method: 'POST', json: { user_id: m.profile.id } });
      return Promise.all(members.map((m) => outboxOf(m, 'follow_request')));
    },
  },
  'a follow request accepted': {
    preference: 'friend_requests',
    type: 'follow_accepted',
    subject: /^Bo accepted your follow request$/,
    send: async (members) => {
      const bo = await signUp({ firstName: 'Bo' });
      for (const m of members) {
        const res = await m.fetch('/api/relationships/follow', { method: 'POST', json: { user_id: bo.profile.id } });
        const { follow } = (await res.json()) as { follow: { id: string } };
        await bo.fetch(`/api/relationships/follow/${follow.id}/accept`, { method: 'POST' });
      }
      return Promise.all(members.map((m) => outboxOf(m, 'follow_accepted')));
    },
  },
  'a new message': {
    preference: 'messages',
    type: 'new_message',
    subject: /^New message from Cy$/,
    send: async (members) => {
      const cy = await signUp({ firstName: 'Cy' });
      for (const m of members) {
        const res = await cy.fetch('/api/messaging/messages', {
          method: 'POST',
          json: { recipientId: m.profile.id, message: 'Are you coming kayaking on Sunday?' },
        });
        expect(res.status).toBe(201);
        await eventually(async () => (await notificationsOf(m, 'new_message')) > 0);
      }
      return Promise.all(members.map((m) => outboxOf(m, 'new_message')));
    },
  },
  'a message from the moderators': {
    preference: 'system_updates',
    type: 'moderation_message',
    subject: /^A message from the Lifelist moderators$/,
    send: async (members) => {
      const moderator = await actor('moderator');
      for (const m of members) {
        const res = await moderator.fetch('/api/moderation/messages', {
          method: 'POST',
          json: { receiver_id: m.profile.id, message_text: 'Please keep captions on topic.' },
        });
        expect(res.status).toBe(201);
      }
      return Promise.all(members.map((m) => outboxOf(m, 'moderation_message')));
    },
  },
  'an appeal decided': {
    preference: 'system_updates',
    type: 'appeal_decision',
    subject: /^Your appeal has been decided$/,
    send: async (members) => {
      const moderator = await actor('moderator');
      for (const m of members) {
        const actionId = await actionOn(moderator, m, 'warning');
        const appealed = await m.fetch('/api/moderation/appeal', {
          method: 'POST',
          json: { related_action_id: actionId, message: 'That was not me' },
        });
        const { appeal } = (await appealed.json()) as { appeal: { id: string } };
        await moderator.fetch(`/api/moderation/appeals/${appeal.id}/respond`, {
          method: 'POST',
          json: { status: 'rejected', response: 'It was' },
        });
      }
      return Promise.all(members.map((m) => outboxOf(m, 'appeal_decision')));
    },
  },
  'a reminder the coach set': {
    preference: 'activity_reminders',
    type: 'coach_reminder',
    subject: /^A reminder from your coach: /,
    inApp: true,
    send: async (members) => {
      const tomorrow = addDays(today(), 1);
      for (const m of members) {
        const itemId = await addItem(m, 1);
        const res = await m.fetch('/api/coach/reminders', { method: 'POST', json: { itemId, remindOn: tomorrow } });
        expect(res.status).toBe(201);
      }
      const box = mailbox();
      await sendReminders(db(), box, [coachReminders], {
        now: new Date(`${tomorrow}T09:17:00Z`),
        origin: 'https://lifelist.test',
      });
      return Promise.all(members.map((m) => queued(box, m, 'coach_reminder')));
    },
  },
  'a target date coming up': {
    preference: 'activity_reminders',
    type: 'list_reminder',
    subject: /^Coming up: /,
    inApp: true,
    send: async (members) => {
      for (const m of members) await addItem(m, 2, addDays(RUN_DAY, 1));
      const box = mailbox();
      await sendReminders(db(), box, LIST_REMINDERS, {
        now: new Date(`${RUN_DAY}T09:17:00Z`),
        origin: 'https://lifelist.test',
      });
      return Promise.all(members.map((m) => queued(box, m, 'list_reminder')));
    },
  },
  'a step due': {
    preference: 'activity_reminders',
    type: 'list_reminder',
    subject: /./,
    inApp: true,
    send: async (members) => {
      for (const m of members) {
        const itemId = await addItem(m, 3);
        const added = await m.fetch(`/api/list/${itemId}/steps`, { method: 'POST', json: { text: 'Buy a map' } });
        const { item } = (await added.json()) as { item: { steps: { id: string }[] } };
        await m.fetch(`/api/list/${itemId}/steps/${item.steps[0]?.id}`, {
          method: 'PATCH',
          json: { dueDate: addDays(RUN_DAY, 1) },
        });
      }
      const box = mailbox();
      await sendReminders(db(), box, LIST_REMINDERS, {
        now: new Date(`${RUN_DAY}T09:17:00Z`),
        origin: 'https://lifelist.test',
      });
      return Promise.all(members.map((m) => queued(box, m, 'list_reminder')));
    },
  },
  'the weekly check-in': {
    preference: 'activity_reminders',
    type: 'coach_checkin',
    subject: /^Your weekly check-in from your coach$/,
    inApp: true,
    send: async (members) => {
      const box = mailbox();
      for (const m of members) {
        let day = '2031-06-02';
        while (weekday(day) !== checkinDay(m.profile.id)) day = addDays(day, 1);
        await sendCheckins(db(), box, { now: new Date(`${day}T03:17:00Z`), origin: 'https://lifelist.test', day });
      }
      return Promise.all(members.map((m) => queued(box, m, 'coach_checkin')));
    },
  },
};

describe('e-mails and notices follow the member’s preferences', () => {
  for (const [name, path] of Object.entries(PATHS)) {
    it(`${name}: e-mailed by its own preference (${path.preference}), and no other`, async () => {
      const variants: Variant[] = [
        'defaults',
        'this off',
        'only this on',
        ...(path.inApp ? ['in-app off' as const] : []),
      ];
      const members = [];
      for (const v of variants) members.push(await recipient(v, path.preference));
      const sent = await path.send(members);
      const got = Object.fromEntries(
        variants.map((v, i) => [
          v,
          { emailed: (sent[i]?.subjects ?? []).filter((s) => path.subject.test(s)).length, notices: sent[i]?.notices },
        ]),
      );
      expect(got).toEqual({
        defaults: { emailed: 1, notices: 1 },
        'this off': { emailed: 0, notices: 1 },
        'only this on': { emailed: 1, notices: 1 },
        ...(path.inApp ? { 'in-app off': { emailed: 1, notices: 0 } } : {}),
      });
    });
  }
});

/** Notices that are only ever in the app, and one that is e-mailed whatever the preferences. */
const IN_APP_ONLY = ['post_like', 'post_comment', 'comment_reply', 'mention', 'blog_comment', 'blog_coauthor'];
const ALWAYS_EMAILED = ['security_alert'];
/** Listed for members who follow without a request; every follow is a request today, so none is sent. */
const NEVER_SENT = ['new_follower'];

describe('every kind of notice is accounted for', () => {
  it('is e-mailed by a preference tested above, only in the app, or always (a security alert)', () => {
    const tested = new Set(Object.values(PATHS).map((p) => p.type));
    const rest = NOTIFICATION_TYPES.filter((t) => !tested.has(t));
    expect(rest.sort()).toEqual([...IN_APP_ONLY, ...ALWAYS_EMAILED, ...NEVER_SENT].sort());
  });

  it('never e-mails a like or a comment, whatever the preferences', async () => {
    const author = await recipient('defaults', 'system_updates');
    const fan = await signUp();
    const made = await author.fetch('/api/community/posts', {
      method: 'POST',
      json: { content: 'Sunrise on the ridge' },
    });
    const { post } = (await made.json()) as { post: { id: string } };
    await fan.fetch(`/api/community/posts/${post.id}/like`, { method: 'POST' });
    await fan.fetch('/api/community/comments', { method: 'POST', json: { post_id: post.id, content: 'Lovely' } });
    expect(await notificationsOf(author, 'post_like')).toBe(1);
    expect(await notificationsOf(author, 'post_comment')).toBe(1);
    expect(await mailSentTo(author.email)).toEqual([]);
  });
});
