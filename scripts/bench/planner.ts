import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';
import type { ReminderRun } from '../../worker/features/notifications/reminders';
import { both, fmt, signInCookie, timed } from './measure';
import type { BenchSection } from './section';

/** The demo member whose list grows to 1,000 items with steps. */
const LIST_MEMBER = 'jake_w@demo.lifelist.app';
const LIST_ITEMS = 1_000;
const STEPS_PER_ITEM = 3;
/** 1,000 members × 1,000 items: a million list items, one in fifty due a reminder today. */
const MEMBERS = 1_000;
const ITEMS_PER_MEMBER = 1_000;
const DUE_EVERY = 50;

const json = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'`;
const now = "cast(unixepoch('now') * 1000 as integer)";

/**
 * Fixtures: the list member's 1,000 items (each with 3 steps, one ticked), and for the reminder
 * Cron a million open items of 1,000 members, 20,000 of them with a target date within 7 days either
 * side of today (so each is due one reminder), the rest undated or months away.
 */
export function fixtures() {
  return `
create table bench_acts as select id, row_number() over (order by id) - 1 as k from activities order by id limit ${ITEMS_PER_MEMBER};

insert into user_activities (id, user_id, activity_id, status, progress, privacy, priority, target_date, created_at, updated_at)
select 'bench-list-' || a.k, p.id, a.id, case when a.k % 3 = 0 then 'in_progress' else 'not_started' end,
  case when a.k % 3 = 0 then 33 else 0 end, 'public', 1 + a.k % 5,
  case when a.k % 4 = 0 then null else date('now', (a.k % 365) || ' days') end, ${now} - a.k * 60000, ${now}
from bench_acts a, profiles p where p.email = '${LIST_MEMBER}' limit ${LIST_ITEMS};

with recursive s(n) as (select 0 union all select n + 1 from s where n < ${STEPS_PER_ITEM - 1})
insert into list_item_steps (id, item_id, user_id, position, text, done)
select ua.id || '-step-' || s.n, ua.id, ua.user_id, s.n, 'Step ' || (s.n + 1) || ' of the plan', s.n = 0 and ua.status = 'in_progress'
from user_activities ua, s where ua.id like 'bench-list-%';

with recursive n(i) as (select 1 union all select i + 1 from n where i < ${MEMBERS})
insert into users (id, name, email, email_verified) select 'bench-user-' || i, 'Bench ' || i, 'bench' || i || '@bench.lifelist.app', 1 from n;

insert into profiles (id, email, first_name, username, notification_preferences, privacy_settings)
select id, email, name, 'bench_user_' || substr(id, 12), ${json(DEFAULT_NOTIFICATION_PREFERENCES)}, ${json(DEFAULT_PRIVACY_SETTINGS)}
from users where id like 'bench-user-%';

with recursive n(i) as (select 0 union all select i + 1 from n where i < ${MEMBERS * ITEMS_PER_MEMBER - 1})
insert into user_activities (id, user_id, activity_id, status, progress, privacy, priority, target_date, created_at, updated_at)
select 'bench-ua-' || n.i, 'bench-user-' || (n.i / ${ITEMS_PER_MEMBER} + 1), a.id, 'not_started', 0, 'public', 3,
  case when n.i % ${DUE_EVERY} = 0 then date('now', ((n.i / ${DUE_EVERY}) % 15 - 7) || ' days')
    when n.i % 3 = 0 then null
    else date('now', (8 + n.i % 400) || ' days') end,
  ${now}, ${now}
from n join bench_acts a on a.k = n.i % ${ITEMS_PER_MEMBER};

drop table bench_acts;
`;
}

export const planner: BenchSection = {
  name: 'planner',
  prepare(state) {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-planner-')), 'fixtures.sql');
    writeFileSync(file, fixtures());
    execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--file', file], {
      stdio: 'ignore',
    });
  },
  async run({ app, rows }) {
    const cookie = await signInCookie(app.baseURL, LIST_MEMBER);
    const get = (offset = 0) => fetch(`${app.baseURL}/api/list?offset=${offset}`, { headers: { cookie } });
    const first = await get();
    const body = (await first.json()) as { items: unknown[]; stats: { total: number } };
    const queries = first.headers.get('x-d1-queries');
    await timed(10, () => get());
    const size = `${body.stats.total.toLocaleString('en')} items, ${(body.stats.total * STEPS_PER_ITEM).toLocaleString('en')} steps`;
    rows.push([
      `List page API, first page (${body.items.length} cards) of ${size}, p50 / p95 (200 requests)`,
      both(await timed(200, () => get())),
      'budget p95 ≤ 30 ms Worker time',
    ]);
    const last = Math.floor((body.stats.total - 1) / body.items.length) * body.items.length;
    rows.push([
      `List page API, last page (offset ${last}) of ${size}, p50 / p95 (200 requests)`,
      both(await timed(200, () => get(last))),
      'budget p95 ≤ 30 ms Worker time',
    ]);
    rows.push(['List page API, D1 queries per request', `${queries}`, 'budget: fixed, whatever the list holds']);

    const remind = async () => {
      const res = await fetch(`${app.baseURL}/api/dev/reminders`, { method: 'POST' });
      if (!res.ok) throw new Error(`reminder run answered ${res.status}`);
      return (await res.json()) as ReminderRun;
    };
    const once = await remind();
    const twice = await remind();
    rows.push([
      `Reminder Cron over ${(MEMBERS * ITEMS_PER_MEMBER).toLocaleString('en')} items, ${once.scanned.toLocaleString('en')} due`,
      `${fmt(once.totalMs)} total, ${once.batches} batches`,
      `largest batch ${fmt(once.largestBatchMs)}; ${once.reminded.toLocaleString('en')} reminded, ${once.emailed.toLocaleString('en')} e-mails queued`,
    ]);
    rows.push([
      'Reminder Cron run again the same day',
      `${twice.reminded} reminded`,
      twice.reminded === 0 ? 'no item reminded twice' : 'FAIL: items reminded twice',
    ]);
  },
};
