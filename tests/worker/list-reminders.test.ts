import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../worker/contracts/profile-settings';
import { dueKind, LIST_REMINDERS } from '../../worker/features/list/reminders';
import { sendReminders } from '../../worker/features/notifications/reminders';
import worker from '../../worker/index';
import { addDays } from '../../worker/lib/days';
import type { Mail } from '../../worker/lib/mailer';
import { loadCatalogue } from './catalogue-fixture';
import { db, type Member, signUp } from './helpers';

beforeAll(async () => {
  await loadCatalogue();
});

/** Records what a run queues for the mailer. */
function mailbox() {
  const sent: Mail[] = [];
  return {
    sent,
    sendBatch: async (messages: { body: Mail }[]) => sent.push(...messages.map((m) => m.body)),
  };
}

const run = (today: string, mail = mailbox(), batchSize?: number) =>
  sendReminders(db(), mail, LIST_REMINDERS, {
    now: new Date(`${today}T09:17:00Z`),
    origin: 'https://lifelist.test',
    batchSize,
  });

async function add(m: Member, activityId: number, targetDate: string | null, extra: Record<string, unknown> = {}) {
  const res = await m.fetch('/api/list', { method: 'POST', json: { activityId, targetDate } });
  const { item } = (await res.json()) as { item: { id: string } };
  if (Object.keys(extra).length) await m.fetch(`/api/list/${item.id}`, { method: 'PATCH', json: extra });
  return item.id;
}

async function remindersOf(itemIds: string[]) {
  const rows = await env.DB.prepare(
    `select entity_id as item, json_extract(data, '$.kind') as kind, json_extract(data, '$.targetDate') as date,
      json_extract(data, '$.path') as path, json_extract(data, '$.title') as title
     from notifications where type = 'list_reminder' and entity_id in (${itemIds.map(() => '?').join(', ')})
     order by created_at, kind`,
  )
    .bind(...itemIds)
    .all<{ item: string; kind: string; date: string; path: string; title: string }>();
  return rows.results;
}

describe('when a reminder is due', () => {
  it('is 7 to 2 days before for the week, the day before and the day itself, then 7 days after', () => {
    const today = '2031-03-10';
    const expected: [number, string | null][] = [
      [8, null],
      [7, 'week'],
      [2, 'week'],
      [1, 'day'],
      [0, 'day'],
      [-1, 'overdue'],
      [-7, 'overdue'],
      [-8, null],
    ];
    for (const [days, kind] of expected) expect([days, dueKind(addDays(today, days), today)]).toEqual([days, kind]);
  });
});

describe('target-date reminders', () => {
  it('sends the week, day and overdue reminders once each, in the app and by e-mail', async () => {
    const today = '2031-03-10';
    const m = await signUp();
    const week = await add(m, 21, addDays(today, 7));
    const day = await add(m, 22, addDays(today, 1));
    const passed = await add(m, 23, addDays(today, -1));
    const later = await add(m, 24, addDays(today, 20));
    const done = await add(m, 25, addDays(today, 1));
    await m.fetch(`/api/list/${done}/complete`, { method: 'POST' });
    const off = await add(m, 26, addDays(today, 1), { reminders: false });
    const undated = await add(m, 27, null);
    const all = [week, day, passed, later, done, off, undated];

    const mail = mailbox();
    const first = await run(today, mail);
    expect(first.reminded).toBeGreaterThanOrEqual(3);
    const sent = await remindersOf(all);
    expect(sent.map((r) => [r.item, r.kind]).sort()).toEqual(
      [
        [week, 'week'],
        [day, 'day'],
        [passed, 'overdue'],
      ].sort(),
    );
    expect(sent.find((r) => r.item === week)).toMatchObject({ date: addDays(today, 7), path: '/activity/21' });
    const mine = mail.sent.filter((x) => x.to === m.email);
    expect(mine).toHaveLength(3);
    const dayMail = mine.find((x) => x.text.includes('is tomorrow'));
    expect(dayMail?.text).toContain('https://lifelist.test/activity/22');
    expect(mine.find((x) => x.subject.startsWith('A target date has passed'))?.text).toContain('has passed');

    // A second run the same day, and one running alongside it, send nothing more.
    const again = mailbox();
    const [second, third] = await Promise.all([run(today, again), run(today, again)]);
    expect(second.reminded + third.reminded).toBe(0);
    expect(again.sent.filter((x) => x.to === m.email)).toEqual([]);
    expect(await remindersOf(all)).toHaveLength(3);
  });

  it('catches up when the Cron runs late, without repeating', async () => {
    const today = '2032-06-01';
    const m = await signUp();
    const item = await add(m, 31, addDays(today, 8));
    const kinds = async () => (await remindersOf([item])).map((r) => r.kind);
    await run(today);
    expect(await kinds()).toEqual([]);
    // Three days missed: five days to go still earns the week reminder.
    await run(addDays(today, 3));
    expect(await kinds()).toEqual(['week']);
    await run(addDays(today, 4));
    // The day before was missed: the day reminder comes on the day itself.
    await run(addDays(today, 8));
    expect(await kinds()).toEqual(['week', 'day']);
    await run(addDays(today, 8));
    // Passed, and picked up three days late.
    await run(addDays(today, 11));
    await run(addDays(today, 12));
    expect(await kinds()).toEqual(['week', 'day', 'overdue']);
    expect((await remindersOf([item])).every((r) => r.title.length > 0 && r.path === '/activity/31')).toBe(true);
  });

  it('reminds again for a new target date, and never for a completed item', async () => {
    const today = '2033-01-10';
    const m = await signUp();
    const item = await add(m, 41, addDays(today, 1));
    await run(today);
    await m.fetch(`/api/list/${item}`, { method: 'PATCH', json: { targetDate: addDays(today, 3) } });
    await run(addDays(today, 1));
    expect((await remindersOf([item])).map((r) => [r.kind, r.date])).toEqual([
      ['day', addDays(today, 1)],
      ['week', addDays(today, 3)],
    ]);
    await m.fetch(`/api/list/${item}/complete`, { method: 'POST' });
    await run(addDays(today, 3));
    await run(addDays(today, 4));
    expect(await remindersOf([item])).toHaveLength(2);
  });

  it('follows the notification preferences: in the app with Push, by e-mail with Email', async () => {
    const today = '2034-04-04';
    const quiet = await signUp();
    const prefs = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
    prefs.email.activity_reminders = false;
    prefs.push.activity_reminders = false;
    await quiet.fetch('/api/profile', { method: 'PATCH', json: { notificationPreferences: prefs } });
    const emailOnly = await signUp();
    const prefs2 = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
    prefs2.push.activity_reminders = false;
    await emailOnly.fetch('/api/profile', { method: 'PATCH', json: { notificationPreferences: prefs2 } });
    const a = await add(quiet, 51, addDays(today, 1));
    const b = await add(emailOnly, 51, addDays(today, 1));
    const mail = mailbox();
    await run(today, mail);
    expect(await remindersOf([a, b])).toEqual([]);
    expect(mail.sent.map((x) => x.to)).toEqual([emailOnly.email]);
    // Recorded as sent all the same: turning e-mail back on later does not send yesterday's reminder.
    const again = mailbox();
    await run(today, again);
    expect(again.sent).toEqual([]);
  });

  it('pages through the due items in batches with the same result', async () => {
    const today = '2035-09-09';
    const m = await signUp();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push(await add(m, 60 + i, addDays(today, (i % 3) - 1)));
    const result = await run(today, mailbox(), 2);
    expect(result.batches).toBeGreaterThanOrEqual(4);
    expect(await remindersOf(ids)).toHaveLength(7);
    expect((await run(today, mailbox(), 2)).reminded).toBe(0);
  });

  it("come on the morning of the member's own day, in their time zone", async () => {
    const la = await signUp();
    const tokyo = await signUp();
    await la.fetch('/api/profile', { method: 'PATCH', json: { timezone: 'America/Los_Angeles' } });
    await tokyo.fetch('/api/profile', { method: 'PATCH', json: { timezone: 'Asia/Tokyo' } });
    const day = '2031-03-20';
    const inLa = await add(la, 72, day);
    const inTokyo = await add(tokyo, 73, day);
    const at = (iso: string) =>
      sendReminders(db(), mailbox(), LIST_REMINDERS, { now: new Date(iso), origin: 'https://lifelist.test' });
    // 23:17 UTC on the 19th: 08:17 on the 20th in Tokyo, 16:17 on the 19th in Los Angeles.
    await at('2031-03-19T23:17:00Z');
    expect((await remindersOf([inTokyo])).map((r) => r.kind)).toEqual(['day']);
    // The 19th in Los Angeles: its "tomorrow" reminder.
    expect((await remindersOf([inLa])).map((r) => r.kind)).toEqual(['day']);
    // The day after the target in Los Angeles, the overdue reminder: not before 8 am there
    // (14:17 UTC is 07:17 PDT), then at the first run after it.
    await at('2031-03-21T14:17:00Z');
    expect((await remindersOf([inLa])).map((r) => r.kind)).toEqual(['day']);
    await at('2031-03-21T15:17:00Z');
    expect((await remindersOf([inLa])).map((r) => r.kind).sort()).toEqual(['day', 'overdue']);
  });

  it('runs from the hourly Cron, and the mail queue hands each e-mail to the mailer', async () => {
    const m = await signUp();
    const today = new Date().toISOString().slice(0, 10);
    const item = await add(m, 71, addDays(today, 1));
    const ctx = createExecutionContext();
    const scheduledTime = Date.parse(`${today}T09:17:00Z`);
    await worker.scheduled(createScheduledController({ scheduledTime, cron: '17 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await remindersOf([item])).map((r) => r.kind)).toEqual(['day']);

    const mail: Mail = { to: m.email, subject: 'Coming up: a test', text: 'Hello' };
    const batch = createMessageBatch<unknown>('lifelist-mail', [
      { id: 'good', timestamp: new Date(), attempts: 1, body: mail },
      { id: 'poison', timestamp: new Date(), attempts: 1, body: { nonsense: true } },
    ]);
    const queueCtx = createExecutionContext();
    await worker.queue(batch, env, queueCtx);
    const result = await getQueueResult(batch, queueCtx);
    expect(result.explicitAcks).toEqual(['good']);
    expect(result.retryMessages.map((x) => x.msgId)).toEqual(['poison']);
    const outbox = await env.DB.prepare('select subject from mail_outbox where "to" = ?')
      .bind(m.email)
      .all<{ subject: string }>();
    expect(outbox.results.map((r) => r.subject)).toContain('Coming up: a test');
  });
});

describe('step due-date reminders', () => {
  async function step(m: Member, itemId: string, text: string, dueDate: string) {
    const res = await m.fetch(`/api/list/${itemId}/steps`, { method: 'POST', json: { text } });
    const { item } = (await res.json()) as { item: { steps: { id: string; text: string }[] } };
    const id = item.steps.find((s) => s.text === text)?.id as string;
    await m.fetch(`/api/list/${itemId}/steps/${id}`, { method: 'PATCH', json: { dueDate } });
    return id;
  }

  async function stepRemindersOf(stepIds: string[]) {
    const rows = await env.DB.prepare(
      `select json_extract(data, '$.stepId') as step, json_extract(data, '$.kind') as kind,
        json_extract(data, '$.targetDate') as date, json_extract(data, '$.path') as path, entity_id as item
       from notifications where type = 'list_reminder'
         and json_extract(data, '$.stepId') in (${stepIds.map(() => '?').join(', ')})
       order by created_at, kind`,
    )
      .bind(...stepIds)
      .all<{ step: string; kind: string; date: string; path: string; item: string }>();
    return rows.results;
  }

  it('sends the day-before, on-the-day and overdue reminders once each, in the app and by e-mail', async () => {
    const today = '2036-05-10';
    const m = await signUp();
    const item = await add(m, 91, null);
    const tomorrow = await step(m, item, 'Book the ferry', addDays(today, 1));
    const now = await step(m, item, 'Pack the tent', today);
    const late = await step(m, item, 'Buy a map', addDays(today, -2));
    const later = await step(m, item, 'Later on', addDays(today, 5));
    const ticked = await step(m, item, 'Already done', today);
    await m.fetch(`/api/list/${item}/steps/${ticked}`, { method: 'PATCH', json: { done: true } });
    const all = [tomorrow, now, late, later, ticked];

    const mail = mailbox();
    await run(today, mail);
    const sent = await stepRemindersOf(all);
    expect(sent.map((r) => [r.step, r.kind]).sort()).toEqual(
      [
        [tomorrow, 'tomorrow'],
        [now, 'today'],
        [late, 'overdue'],
      ].sort(),
    );
    expect(sent.every((r) => r.item === item && r.path === '/activity/91')).toBe(true);
    const mine = mail.sent.filter((x) => x.to === m.email);
    expect(mine).toHaveLength(3);
    expect(mine.find((x) => x.text.includes('“Book the ferry”'))?.text).toMatch(/is due tomorrow/);
    expect(mine.find((x) => x.text.includes('“Buy a map”'))?.subject).toBe('A step is overdue: Buy a map');
    expect(mine[0]?.text).toContain('https://lifelist.test/activity/91');

    // Again the same day, and alongside: nothing more.
    const again = mailbox();
    const [second, third] = await Promise.all([run(today, again), run(today, again)]);
    expect(second.reminded + third.reminded).toBe(0);
    expect(again.sent.filter((x) => x.to === m.email)).toEqual([]);
    // The next day: the step due tomorrow is due today, the one due today is overdue; each once.
    await run(addDays(today, 1));
    await run(addDays(today, 1));
    expect((await stepRemindersOf([tomorrow, now])).map((r) => [r.step, r.kind]).sort()).toEqual(
      [
        [tomorrow, 'tomorrow'],
        [tomorrow, 'today'],
        [now, 'today'],
        [now, 'overdue'],
      ].sort(),
    );
    // A ticked step is not reminded again, however late.
    await m.fetch(`/api/list/${item}/steps/${tomorrow}`, { method: 'PATCH', json: { done: true } });
    await run(addDays(today, 3));
    expect((await stepRemindersOf([tomorrow])).map((r) => r.kind)).toEqual(['tomorrow', 'today']);
  });

  it('respects the item switch, the preferences, and never reminds for a completed item', async () => {
    const today = '2037-02-02';
    const m = await signUp();
    const off = await add(m, 92, null, { reminders: false });
    const offStep = await step(m, off, 'Switched off', today);
    const done = await add(m, 93, null);
    const doneStep = await step(m, done, 'Of a completed item', today);
    await m.fetch(`/api/list/${done}/complete`, { method: 'POST' });
    const mail = mailbox();
    await run(today, mail);
    expect(await stepRemindersOf([offStep, doneStep])).toEqual([]);
    expect(mail.sent.filter((x) => x.to === m.email)).toEqual([]);

    // E-mail only: no bell notification, one e-mail; Push only: the reverse.
    const emailOnly = await signUp();
    const prefs = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
    prefs.push.activity_reminders = false;
    await emailOnly.fetch('/api/profile', { method: 'PATCH', json: { notificationPreferences: prefs } });
    const pushOnly = await signUp();
    const prefs2 = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
    prefs2.email.activity_reminders = false;
    await pushOnly.fetch('/api/profile', { method: 'PATCH', json: { notificationPreferences: prefs2 } });
    const a = await step(emailOnly, await add(emailOnly, 94, null), 'Mail me', today);
    const b = await step(pushOnly, await add(pushOnly, 94, null), 'Ring the bell', today);
    const mail2 = mailbox();
    await run(today, mail2);
    expect((await stepRemindersOf([a, b])).map((r) => r.step)).toEqual([b]);
    expect(mail2.sent.filter((x) => [emailOnly.email, pushOnly.email].includes(x.to)).map((x) => x.to)).toEqual([
      emailOnly.email,
    ]);
    // Recorded as sent all the same.
    const mail3 = mailbox();
    await run(today, mail3);
    expect(mail3.sent.filter((x) => x.to === emailOnly.email)).toEqual([]);
  });

  it('pages through the due steps in batches with the same result', async () => {
    const today = '2038-03-03';
    const m = await signUp();
    const item = await add(m, 95, null);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await step(m, item, `Step ${i}`, addDays(today, (i % 3) - 1)));
    await run(today, mailbox(), 2);
    expect(await stepRemindersOf(ids)).toHaveLength(5);
    expect((await run(today, mailbox(), 2)).reminded).toBe(0);
  });
});
