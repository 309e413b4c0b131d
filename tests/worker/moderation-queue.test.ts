import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../worker/db/schema';
import { actor, db, errorOf, type Member, signUp } from './helpers';
import { act, insertPost, json, moderationMessagesOf, profileOf, report } from './moderation-fixtures';

type Report = { id: string; targetType: string; targetId: string };
type Page = { reports: Report[]; nextCursor: string | null; totalPending: number };
type Group = {
  key: string;
  targetType: string;
  targetId: string;
  pendingCount: number;
  latest: Report;
  reasons: { reason: string; count: number }[];
};
type Groups = { groups: Group[]; nextCursor: string | null };

/** Pending message reports straight into the table, as a flood of reports would arrive. */
async function floodMessageReports(reporterIds: string[], targetUserId: string, n: number, targets: number) {
  const base = Date.now() - 60_000;
  const statements = Array.from({ length: n }, (_, i) =>
    env.DB.prepare(
      `insert into reports (id, reporter_id, target_type, target_id, target_user_id, reason, status, created_at)
       values (?, ?, 'message', ?, ?, ?, 'pending', ?)`,
    ).bind(
      `flood-${targetUserId}-${i}`,
      reporterIds[i % reporterIds.length],
      `msg-${targetUserId}-${i % targets}`,
      targetUserId,
      i % 2 ? 'Spam' : 'Harassment',
      base + Math.floor(i / 3),
    ),
  );
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50));
}

async function allPages<T>(m: Member, path: string, pick: (body: unknown) => { items: T[]; next: string | null }) {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await m.fetch(`${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    const page = pick(await res.json());
    items.push(...page.items);
    cursor = page.next;
    pages++;
  } while (cursor && pages < 20);
  return { items, pages };
}

describe('the reports queue at scale', () => {
  it('pages 50 at a time by keyset, each report once, and groups reports about the same thing', async () => {
    const moderator = await actor('moderator');
    const [a, b, c, target] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    // Each message reported by three different members.
    await floodMessageReports(
      [a, b, c].map((m) => m.profile.id),
      target.profile.id,
      120,
      40,
    );

    const flat = await allPages<Report>(moderator, '/api/moderation/reports/pending?type=message', (b) => {
      const p = b as Page;
      expect(p.reports.length).toBeLessThanOrEqual(50);
      return { items: p.reports, next: p.nextCursor };
    });
    expect(flat.pages).toBe(3);
    expect(new Set(flat.items.map((r) => r.id)).size).toBe(120);

    const grouped = await allPages<Group>(moderator, '/api/moderation/reports/groups?type=message', (b) => {
      const g = b as Groups;
      return { items: g.groups, next: g.nextCursor };
    });
    expect(grouped.items).toHaveLength(40);
    expect(grouped.items.every((g) => g.pendingCount === 3)).toBe(true);
    const one = grouped.items[0] as Group;
    expect(one.reasons.reduce((n, r) => n + r.count, 0)).toBe(3);
    expect(one.latest.targetId).toBe(one.targetId);

    const bad = await moderator.fetch('/api/moderation/reports/groups?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
  });

  it('resolves a whole group at once, and leaves reports about the moderator to someone else', async () => {
    const moderator = await actor('moderator');
    const [author, a, b, c] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    const post = await insertPost(author.profile.id, 'Buy followers now');
    for (const m of [a, b, c]) await report(m, { post_id: post.id, reason: 'Spam or scam' });
    const groups = await json<Groups>(await moderator.fetch('/api/moderation/reports/groups?type=post'));
    const group = groups.groups.find((g) => g.targetId === post.id) as Group;
    expect(group.pendingCount).toBe(3);
    expect(group.reasons).toEqual([{ reason: 'Spam or scam', count: 3 }]);

    const res = await moderator.fetch('/api/moderation/reports/bulk', {
      method: 'POST',
      json: { status: 'resolved', targets: [{ type: 'post', id: post.id }] },
    });
    expect(await res.json()).toMatchObject({ updated: 3, message: '3 reports marked as resolved' });
    const after = await json<Groups>(await moderator.fetch('/api/moderation/reports/groups?type=post'));
    expect(after.groups.some((g) => g.targetId === post.id)).toBe(false);

    // A report about the moderator stays pending for another moderator.
    const own = await report(a, {
      target_type: 'profile',
      target_id: moderator.profile.id,
      reason: 'Harassment or bullying',
    });
    const ownId = (await json<{ report: { id: string } }>(own)).report.id;
    const skipped = await moderator.fetch('/api/moderation/reports/bulk', {
      method: 'POST',
      json: { status: 'dismissed', report_ids: [ownId] },
    });
    expect(await skipped.json()).toMatchObject({ updated: 0 });
    const empty = await moderator.fetch('/api/moderation/reports/bulk', {
      method: 'POST',
      json: { status: 'resolved' },
    });
    expect((await errorOf(empty)).error).toBe('Choose the reports to update');
    expect(
      await (
        await a.fetch('/api/moderation/reports/bulk', {
          method: 'POST',
          json: { status: 'resolved', report_ids: [ownId] },
        })
      ).status,
    ).toBe(403);
  });
});

describe('suspensions of a chosen length, and lifting them', () => {
  it('suspends for 3 days, or until a date, and refuses a date in the past', async () => {
    const moderator = await actor('moderator');
    const [three, dated] = await Promise.all([signUp(), signUp()]);
    const res = await act(moderator, {
      action_type: 'suspension',
      reason: 'Cooling off',
      target_user_id: three.profile.id,
      suspension_days: 3,
    });
    expect(res.status).toBe(201);
    const end = (await profileOf(three.profile.id))?.suspensionEndDate?.getTime() ?? 0;
    expect(Math.round((end - Date.now()) / 86_400_000)).toBe(3);
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await act(moderator, {
      action_type: 'suspension',
      reason: 'Until then',
      target_user_id: dated.profile.id,
      suspension_until: until,
    });
    expect((await profileOf(dated.profile.id))?.suspensionEndDate?.toISOString().slice(0, 10)).toBe(until);
    const past = await act(moderator, {
      action_type: 'suspension',
      reason: 'Nope',
      target_user_id: dated.profile.id,
      suspension_until: '2020-01-01',
    });
    expect((await errorOf(past)).error).toBe('The suspension must end in the future');
    const odd = await act(moderator, {
      action_type: 'suspension',
      reason: 'x',
      target_user_id: dated.profile.id,
      suspension_days: 5,
    });
    expect((await errorOf(odd)).error).toBe('Choose 1, 3, 7 or 30 days');
  });

  it('lifts a suspension and a ban with a reason the member is told, and shows it all in the history', async () => {
    const moderator = await actor('moderator');
    const member = await signUp();
    await act(moderator, {
      action_type: 'suspension',
      reason: 'Spam or scam',
      target_user_id: member.profile.id,
      notes: 'first',
    });
    const lift = (json: unknown) => moderator.fetch('/api/moderation/lifts', { method: 'POST', json });
    expect(
      (await lift({ user_id: member.profile.id, kind: 'suspension', reason: 'Appeal by e-mail accepted' })).status,
    ).toBe(201);
    expect((await profileOf(member.profile.id))?.isSuspended).toBe(false);
    expect((await moderationMessagesOf(member.profile.id)).map((m) => m.messageText)).toContain(
      'Your suspension has been lifted. Reason: Appeal by e-mail accepted',
    );
    const again = await lift({ user_id: member.profile.id, kind: 'suspension', reason: 'x' });
    expect((await errorOf(again)).error).toBe('This member is not suspended');
    await act(moderator, { action_type: 'ban', reason: 'Repeat', target_user_id: member.profile.id });
    expect((await lift({ user_id: member.profile.id, kind: 'ban', reason: 'Mistaken identity' })).status).toBe(201);
    expect((await profileOf(member.profile.id))?.isBanned).toBe(false);

    const history = await json<{
      member: { status: string };
      actions: { actionType: string; notes: string | null }[];
      lifts: { kind: string }[];
    }>(await moderator.fetch(`/api/moderation/members/${member.profile.id}/history`));
    expect(history.member.status).toBe('active');
    expect(history.actions.map((a) => a.actionType)).toEqual(['ban', 'suspension']);
    expect(history.actions[1]?.notes).toBe('first');
    expect(history.lifts.map((l) => l.kind)).toEqual(['ban', 'suspension']);
    expect((await member.fetch(`/api/moderation/members/${member.profile.id}/history`)).status).toBe(403);
  });
});

describe('follow request notifications', () => {
  it('say when a request was withdrawn or answered, and a new request replaces the old one', async () => {
    const [fan, star] = await Promise.all([signUp(), signUp()]);
    const requests = () =>
      db()
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, star.profile.id),
            eq(notifications.actorId, fan.profile.id),
            eq(notifications.type, 'follow_request'),
          ),
        );
    const follow = () => fan.fetch('/api/relationships/follow', { method: 'POST', json: { user_id: star.profile.id } });
    await follow();
    await fan.fetch('/api/relationships/follow', { method: 'DELETE', json: { user_id: star.profile.id } });
    expect((await requests()).map((n) => [n.read, n.data.state])).toEqual([[true, 'withdrawn']]);
    const again = await json<{ follow: { id: string } }>(await follow());
    expect((await requests()).map((n) => [n.read, n.data.state])).toEqual([[false, undefined]]);
    await star.fetch(`/api/relationships/follow/${again.follow.id}/accept`, { method: 'POST' });
    expect((await requests()).map((n) => [n.read, n.data.state])).toEqual([[true, 'accepted']]);
  });
});

describe('the admin Users page', () => {
  it('filters by role and status', async () => {
    const admin = await actor('admin');
    const moderator = await actor('moderator');
    const suspended = await actor('suspended');
    const list = async (query: string) =>
      (
        await json<{ users: { id: string; role: string; status: string }[] }>(
          await admin.fetch(`/api/admin/users?${query}`),
        )
      ).users;
    const mods = await list('role=moderator');
    expect(mods.every((u) => u.role === 'moderator')).toBe(true);
    expect(mods.some((u) => u.id === moderator.profile.id)).toBe(true);
    const out = await list('status=suspended');
    expect(out.every((u) => u.status === 'suspended')).toBe(true);
    expect(out.some((u) => u.id === suspended.profile.id)).toBe(true);
    expect((await admin.fetch('/api/admin/users?status=gone')).status).toBe(400);
  });
});
