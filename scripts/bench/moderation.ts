import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { both, signInCookie, timed } from './measure';
import type { BenchSection } from './section';

const POSTS = 30_000;
/** 110k reports, one in eleven dismissed: 100k pending, up to three about each reported thing. */
const REPORTS = 110_000;
const TARGETS = 39_989;
const ACTIONS = 2_000;
const TYPES = ['post', 'comment', 'blog', 'blog_comment', 'custom_activity', 'profile', 'message'];

/**
 * A moderation queue under attack: 30k posts over 60 days (analytics scan them), 110k reports of
 * every kind, 100k of them pending and grouped up to three to a reported thing (the queue, its
 * groups, its filter and its search), and 2k past actions (the activity timeline). Fixtures are
 * spread over the seeded members.
 */
export function fixtures() {
  const numbers = (n: number) =>
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${n}),
  m(id, k) as (select id, row_number() over (order by id) - 1 from profiles where role = 'user'),
  c(total) as (select count(*) from m)`;
  const now = "cast(unixepoch('now') * 1000 as integer)";
  const kind = `case (n.i % ${TARGETS}) % 7 ${TYPES.map((t, k) => `when ${k} then '${t}'`).join(' ')} end`;
  return `
insert into posts (id, user_id, content, visibility, created_at)
${numbers(POSTS)}
select 'bench-post-' || n.i, m.id, 'Bench post number ' || n.i || ' about #bench', 'public',
  ${now} - (n.i % 60) * 86400000 - n.i * 7
from n, c join m on m.k = n.i % c.total;

insert or ignore into reports (id, reporter_id, target_type, target_id, target_user_id, reason, content_snapshot, status, created_at)
${numbers(REPORTS)}
select 'bench-report-' || n.i, m.id, ${kind}, 'bench-target-' || (n.i % ${TARGETS}), t.id,
  case n.i % 3 when 0 then 'Spam or scam' when 1 then 'Harassment or bullying' else 'Other' end,
  'Reported text number ' || n.i || ' with some words in it',
  case when n.i % 11 = 0 then 'dismissed' else 'pending' end, ${now} - n.i * 1000
from n, c join m on m.k = n.i % c.total join m t on t.k = ((n.i % ${TARGETS}) + 7) % c.total;

insert into moderation_actions (id, action_type, reason, target_user_id, moderator_user_id, created_at)
${numbers(ACTIONS)}
select 'bench-action-' || n.i, 'warning', 'Bench warning ' || n.i, m.id,
  (select id from profiles where role = 'moderator' limit 1), ${now} - n.i * 60000
from n, c join m on m.k = n.i % c.total;
`;
}

export const moderation: BenchSection = {
  name: 'moderation',
  prepare(state) {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-moderation-')), 'fixtures.sql');
    writeFileSync(file, fixtures());
    execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--file', file], {
      stdio: 'ignore',
    });
  },
  async run({ app, rows }) {
    const cookie = await signInCookie(app.baseURL, 'moderator@lifelist.app');
    const get = (path: string) => () => fetch(`${app.baseURL}${path}`, { headers: { cookie } });
    const measure = async (label: string, path: string, n = 200) => {
      await timed(10, get(path));
      rows.push([`${label} p50 / p95 (${n} requests)`, both(await timed(n, get(path))), 'Worker time']);
    };
    const first = (await (await get('/api/moderation/reports/pending')()).json()) as {
      totalPending: number;
      nextCursor: string;
    };
    const pending = `${first.totalPending.toLocaleString('en')} pending`;
    const groupsBody = (await (await get('/api/moderation/reports/groups')()).json()) as { nextCursor: string };
    const budget = 'budget p95 ≤ 50 ms Worker time';
    const measureAgainst = async (label: string, path: string) => {
      await timed(10, get(path));
      rows.push([`${label} p50 / p95 (200 requests)`, both(await timed(200, get(path))), budget]);
    };
    await measureAgainst(`Moderation queue, first page of 50 (${pending})`, '/api/moderation/reports/pending');
    await measureAgainst(
      'Moderation queue, next page (keyset)',
      `/api/moderation/reports/pending?cursor=${encodeURIComponent(first.nextCursor)}`,
    );
    await measureAgainst('Moderation queue, grouped first page', '/api/moderation/reports/groups');
    await measureAgainst(
      'Moderation queue, grouped next page',
      `/api/moderation/reports/groups?cursor=${encodeURIComponent(groupsBody.nextCursor)}`,
    );
    await measureAgainst('Moderation queue, grouped, type filter', '/api/moderation/reports/groups?type=message');
    await measure('Moderation queue, type filter', '/api/moderation/reports/pending?type=message');
    await measure('Moderation queue, search', '/api/moderation/reports/pending?q=number%201234');
    await measure('Moderation analytics, 30k posts', '/api/moderation/analytics', 100);
    await measure('Appeals list', '/api/moderation/appeals');
  },
};
