import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { both, signInCookie, timed } from './measure';
import type { BenchSection } from './section';

const POSTS = 30_000;
const REPORTS = 20_000;
const ACTIONS = 2_000;
const TYPES = ['post', 'comment', 'blog', 'blog_comment', 'custom_activity', 'profile', 'message'];

/**
 * A busy moderation queue: 30k posts over 60 days (analytics scan them), 20k reports of every
 * kind, nine in ten pending (the queue, its filter and its search), and 2k past actions (the
 * activity timeline). Fixtures are spread over the seeded members.
 */
export function fixtures() {
  const numbers = (n: number) =>
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${n}),
  m(id, k) as (select id, row_number() over (order by id) - 1 from profiles where role = 'user'),
  c(total) as (select count(*) from m)`;
  const now = "cast(unixepoch('now') * 1000 as integer)";
  const kind = `case n.i % 7 ${TYPES.map((t, k) => `when ${k} then '${t}'`).join(' ')} end`;
  return `
insert into posts (id, user_id, content, visibility, created_at)
${numbers(POSTS)}
select 'bench-post-' || n.i, m.id, 'Bench post number ' || n.i || ' about #bench', 'public',
  ${now} - (n.i % 60) * 86400000 - n.i * 7
from n, c join m on m.k = n.i % c.total;

insert into reports (id, reporter_id, target_type, target_id, target_user_id, reason, content_snapshot, status, created_at)
${numbers(REPORTS)}
select 'bench-report-' || n.i, m.id, ${kind}, 'bench-target-' || n.i, t.id, 'Spam or scam',
  'Reported text number ' || n.i || ' with some words in it',
  case when n.i % 10 = 0 then 'dismissed' else 'pending' end, ${now} - n.i * 1000
from n, c join m on m.k = n.i % c.total join m t on t.k = (n.i + 7) % c.total;

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
    await measure('Moderation queue, 18k pending', '/api/moderation/reports/pending');
    await measure('Moderation queue, type filter', '/api/moderation/reports/pending?type=message');
    await measure('Moderation queue, search', '/api/moderation/reports/pending?q=number%201234');
    await measure('Moderation analytics, 30k posts', '/api/moderation/analytics', 100);
    await measure('Appeals list', '/api/moderation/appeals');
  },
};
