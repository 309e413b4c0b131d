import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CoachMessageDto } from '../../worker/contracts/coach';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';
import { loadConversationSet, prepareConversations, runConversations } from './coach-conversations';
import { type Detail, judge, type QualityCase } from './coach-judge';
import { openLocalD1 } from './local-d1';
import { fmt, percentile, signInCookie } from './measure';
import type { BenchSection } from './section';

/** Members the weekly check-in runs over. */
const MEMBERS = 100_000;
/** The member the quality set talks as: a demo member with a list, gentle encouragement. */
const QUALITY_MEMBER = 'maya_okafor@demo.lifelist.app';
/** Members the reply time is measured for: 100 messages each, inside the coach's hourly allowance. */
const TIMING_MEMBERS = ['tomasz_hikes', 'priya_cooks', 'jake_w', 'aoife_runs', 'kenji_m'];
const TIMED = 500;

const json = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'`;
const now = "cast(unixepoch('now') * 1000 as integer)";
const STYLES = ['tough_love', 'gentle_encouragement', 'goal_oriented'];

/**
 * 100,000 members, each with two list items (one in five completed this week, one in three with a
 * target date), a third of them with e-mails off and one in twenty with the check-in turned off.
 */
export function fixtures() {
  const quiet = {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, activity_reminders: false },
  };
  return `
with recursive n(i) as (select 1 union all select i + 1 from n where i < ${MEMBERS})
insert into users (id, name, email, email_verified)
select 'bench-coach-' || i, 'Coachee ' || i, 'coachee' || i || '@bench.lifelist.app', 1 from n;

insert into profiles (id, email, first_name, username, coaching_style, notification_preferences, privacy_settings)
select id, email, name, 'coachee_' || substr(id, 13),
  case cast(substr(id, 13) as integer) % 3 when 0 then '${STYLES[0]}' when 1 then '${STYLES[1]}' else '${STYLES[2]}' end,
  case when cast(substr(id, 13) as integer) % 3 = 0 then ${json(quiet)} else ${json(DEFAULT_NOTIFICATION_PREFERENCES)} end,
  ${json(DEFAULT_PRIVACY_SETTINGS)}
from users where id like 'bench-coach-%';

insert into coach_settings (user_id, weekly_checkin)
select id, 0 from users where id like 'bench-coach-%' and cast(substr(id, 13) as integer) % 20 = 0;

create table bench_acts as select id, row_number() over (order by id) - 1 as k from activities order by id limit 500;

with recursive n(i) as (select 0 union all select i + 1 from n where i < ${MEMBERS * 2 - 1})
insert into user_activities (id, user_id, activity_id, status, progress, privacy, priority, target_date, completed_at, created_at, updated_at)
select 'bench-coach-ua-' || n.i, 'bench-coach-' || (n.i / 2 + 1), a.id,
  case when n.i % 10 = 0 then 'completed' else 'not_started' end, case when n.i % 10 = 0 then 100 else 0 end,
  'public', 3, case when n.i % 3 = 0 then date('now', ((n.i % 60) - 20) || ' days') end,
  case when n.i % 10 = 0 then ${now} - (n.i % 5) * 86400000 end, ${now}, ${now}
from n join bench_acts a on a.k = (n.i * 7) % 500;

drop table bench_acts;
`;
}

type CheckinRun = {
  scanned: number;
  sent: number;
  emailed: number;
  batches: number;
  calls: number;
  largestBatchMs: number;
  totalMs: number;
};

/** 500 messages of the kinds people send a coach: the quality set, and the same asks about other activities. */
function varied(set: QualityCase[], titles: string[]) {
  const days = ['tomorrow', 'on friday', 'next monday', 'in two weeks', 'on the 12th'];
  const wants = [
    'cheap',
    'outdoors',
    'for a rainy day',
    'with the kids',
    'romantic',
    'near water',
    'relaxing',
    'in spring',
  ];
  const templates = [
    (t: string) => `help me plan ${t.toLowerCase()}`,
    (t: string, i: number) => `remind me about ${t.toLowerCase()} ${days[i % days.length]}`,
    (t: string) => `i keep putting off ${t.toLowerCase()}`,
    (_t: string, i: number) => `suggest something ${wants[i % wants.length]}`,
    (_t: string, i: number) => ['what should i do this weekend', 'what next', 'how am i doing'][i % 3] as string,
  ];
  const out = set.filter((c) => c.intent !== 'done').map((c) => c.message);
  for (let i = 0; out.length < TIMED; i++) {
    const template = templates[i % templates.length] as (t: string, i: number) => string;
    out.push(template(titles[i % titles.length] ?? 'learning to surf', i));
  }
  return out.slice(0, TIMED);
}

export const coach: BenchSection = {
  name: 'coach',
  prepare(state) {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-coach-')), 'fixtures.sql');
    writeFileSync(file, fixtures());
    execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--file', file], {
      stdio: 'ignore',
    });
    // One fresh member per conversation of the quality set, each with the set's own list.
    prepareConversations(state);
  },
  async run({ app, rows, state }) {
    const base = app.baseURL;
    const set = (JSON.parse(readFileSync('data/coach/quality-set.json', 'utf8')) as { messages: QualityCase[] })
      .messages;
    const db = openLocalD1(state);
    const details = new Map<number, Detail>();
    let titles: string[] = [];
    try {
      const all = db
        .prepare(
          `select id, title, description, category_tags as tags, cost, indoor_outdoor as io, risk_level as risk,
             difficulty, solo_social as social from activities`,
        )
        .all() as Record<string, unknown>[];
      for (const a of all) {
        details.set(Number(a.id), {
          title: String(a.title),
          description: String(a.description),
          categoryTags: JSON.parse(String(a.tags)) as string[],
          cost: Number(a.cost),
          indoorOutdoor: String(a.io),
          riskLevel: a.risk === null ? null : Number(a.risk),
          difficulty: Number(a.difficulty),
          soloSocial: String(a.social),
        });
      }
      titles = (
        db.prepare('select title from activities order by popularity desc limit 200').all() as { title: string }[]
      ).map((a) => a.title);
    } finally {
      db.close();
    }

    const say = async (cookie: string, text: string) => {
      const res = await fetch(`${base}/api/coach/messages`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      const worker = Number(/app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
      if (res.status !== 201) throw new Error(`the coach answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as { messages: CoachMessageDto[] };
      return { reply: body.messages[1] as CoachMessageDto, worker };
    };

    // The quality set, as one member with a list would send it, in its order.
    console.log('coach: the quality set');
    const member = await signInCookie(base, QUALITY_MEMBER);
    await fetch(`${base}/api/coach`, { headers: { cookie: member } });
    const today = new Date().toISOString().slice(0, 10);
    const misses: string[] = [];
    for (const c of set) {
      const { reply } = await say(member, c.message);
      const verdict = judge(c, reply.cards, details, today);
      if (!verdict.ok) misses.push(`[${c.intent}] “${c.message}”: ${verdict.why}`);
    }
    const rate = ((set.length - misses.length) / set.length) * 100;
    rows.push([
      `Coach quality set (${set.length} messages people send a coach): a relevant, actionable card`,
      `${set.length - misses.length} / ${set.length} = ${rate.toFixed(1)} %`,
      `goal ≥ 90 %${misses.length ? `; misses: ${misses.length}` : '; no misses'}`,
    ]);
    for (const miss of misses) rows.push(['  miss', miss, '']);

    // The conversations: judged by what changed in each member's data and what the reply claims.
    console.log('coach: the conversation set');
    await runConversations(base, state, loadConversationSet(), rows);

    // Reply time over 500 varied messages from five members with lists.
    console.log('coach: reply times');
    const messages = varied(set, titles);
    const cookies = await Promise.all(TIMING_MEMBERS.map((m) => signInCookie(base, `${m}@demo.lifelist.app`)));
    for (const cookie of cookies) await say(cookie, 'hello');
    const times: number[] = [];
    for (let i = 0; i < messages.length; i++) {
      const { worker } = await say(cookies[i % cookies.length] as string, messages[i] as string);
      if (Number.isFinite(worker)) times.push(worker);
    }
    times.sort((a, b) => a - b);
    rows.push([
      `Coach reply, Worker time p50 / p95 (${messages.length} varied messages, no model)`,
      `${fmt(percentile(times, 50))} / ${fmt(percentile(times, 95))}`,
      'budget p95 ≤ 100 ms',
    ]);

    // The weekly check-in over 100,000 members, run twice on one day.
    console.log('coach: the weekly check-in');
    const day = today;
    const cron = async (date: string | null = day) => {
      const res = await fetch(`${base}/api/dev/coach${date ? `?date=${date}` : ''}`, { method: 'POST' });
      if (!res.ok) throw new Error(`the coach's Cron answered ${res.status}`);
      return ((await res.json()) as { checkins: CheckinRun }).checkins;
    };
    const once = await cron();
    const twice = await cron();
    // Every hour the Cron looks for the members whose chosen day and time it is in their zone.
    const hourly = await cron(null);
    rows.push([
      `Weekly check-in Cron over ${MEMBERS.toLocaleString('en')} members: one day's run`,
      `${fmt(once.totalMs)}, ${once.batches} batches, ${once.calls} D1 and Queue calls`,
      `${once.sent.toLocaleString('en')} sent, ${once.emailed.toLocaleString('en')} e-mails queued; largest batch ${fmt(once.largestBatchMs)}; budget one Cron run (15 min, 1,000 subrequests)`,
    ]);
    rows.push([
      'Weekly check-in Cron run again the same day',
      `${twice.sent} sent`,
      twice.sent === 0 ? 'none sent twice' : 'FAIL: check-ins sent twice',
    ]);
    rows.push([
      'Weekly check-in Cron, an hourly run after the day’s',
      `${fmt(hourly.totalMs)}, ${hourly.calls} D1 and Queue calls`,
      `${hourly.sent} sent; looks over every member's day and time of day in their time zone`,
    ]);
  },
};
