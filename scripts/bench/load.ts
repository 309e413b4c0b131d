import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../lib/local-app';
import { fmt, percentile, type Row } from './measure';
import { membersSql, seq, sessionCookie } from './members';
import type { BenchSection } from './section';

/**
 * `npm run bench -- load`: simulated members on loopback, ramped in steps of concurrency, each
 * step a fixed time, through a mix of what people do. Bounded: six steps of STEP_MS each, then it
 * stops. Per step it prints throughput, p50/p95 Worker time per action, errors, and the D1 rows
 * each action wrote (X-D1-Rows-Written), and names the knee: the first step whose p95 is twice
 * the first step's, or whose errors pass 0.1 %.
 */
const MEMBERS = 400;
const POSTS_EACH = 5;
const STEPS = [10, 25, 50, 100, 200, 400];
const STEP_MS = Number(process.env.LOAD_STEP_MS ?? 15_000);
/** The post everyone is looking at: a fifth of views and likes go to it, as to a viral post. */
const HOT_POST = 'lp0';
const HOT_VIEWS = 200_000;
const HOT_LIKES = 50_000;
const QUERIES = [
  'kayak',
  'northern lights',
  'learn to surf',
  'hiking in scotland',
  'cooking class',
  'skydiving',
  'road trip',
  'volunteer',
  'marathon',
  'wine tasting',
  'scuba',
  'pottery',
  'hot air balloon',
  'camping',
  'learn spanish',
];

function fixtureSql(hasViewRows: boolean) {
  const now = Date.now();
  const old = now - 30 * 86_400_000;
  return `${membersSql('lm', MEMBERS)}
with recursive ${seq('n', MEMBERS * 10)}
insert or ignore into follows (id, follower_id, following_id, status)
select 'lf' || i, 'lm' || (i / 10), 'lm' || (((i / 10) + (i % 10) + 1) % ${MEMBERS}), 'accepted' from n;
update profiles set following_count = 10, followers_count = 10 where id like 'lm%';
with recursive ${seq('n', MEMBERS * POSTS_EACH)}
insert into posts (id, user_id, content, visibility, created_at, media)
select 'lp' || i, 'lm' || (i % ${MEMBERS}), 'Load post ' || i || ': out on the trail again #loadtest', 'public', ${now} - i * 60000, '[]' from n;
with recursive ${seq('n', MEMBERS)}
insert into user_activities (id, user_id, activity_id, status, created_at, updated_at)
select 'li' || i, 'lm' || i, (i % 2000) + 1, 'in_progress', ${now}, ${now} from n;
with recursive ${seq('n', MEMBERS * 4)}
insert into list_item_steps (id, item_id, user_id, position, text)
select 'lt' || i, 'li' || (i / 4), 'lm' || (i / 4), i % 4, 'Step ' || (i % 4) from n;
with recursive ${seq('n', HOT_LIKES)}
insert into users (id, name, email, email_verified) select 'lx' || i, 'Liker ' || i, 'liker' || i || '@load.example', 1 from n;
with recursive ${seq('n', HOT_LIKES)}
insert into post_likes (post_id, user_id, created_at) select '${HOT_POST}', 'lx' || i, ${old} from n;
update posts set likes_count = ${HOT_LIKES} where id = '${HOT_POST}';
insert into post_analytics (id, post_id, views_count) values ('la0', '${HOT_POST}', ${HOT_VIEWS})
  on conflict (post_id) do update set views_count = ${HOT_VIEWS};
${
  hasViewRows
    ? `with recursive ${seq('n', HOT_VIEWS)}
insert into post_views (post_id, session_key, created_at) select '${HOT_POST}', 'old-viewer-' || i, ${old} from n;`
    : ''
}
`;
}

type Action = { name: string; weight: number; run: (member: number, i: number) => Promise<Response> };

type Sample = { action: string; ms: number; worker: number; rows: number; ok: boolean };

export const load: BenchSection = {
  name: 'load',
  // Limits meant for one person are not what this measures; the messages a minute is raised too.
  vars: { MESSAGES_PER_MINUTE: '100000' },
  prepare(state) {
    // The hot post's views are rows too, while the schema keeps one row per view.
    const viewRows = !readdirSync('migrations')
      .filter((f) => f.endsWith('.sql'))
      .some((f) => readFileSync(join('migrations', f), 'utf8').includes('DROP TABLE `post_views`'));
    const file = join(state, 'load-bench.sql');
    writeFileSync(file, fixtureSql(viewRows));
    run('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--file', file]);
  },
  async run({ app, rows }) {
    const base = app.baseURL;
    const headers = (member: number, json = false) => ({
      cookie: sessionCookie('lm', member),
      origin: base,
      'cf-connecting-ip': `10.8.${Math.floor(member / 250)}.${(member % 250) + 1}`,
      ...(json ? { 'content-type': 'application/json' } : {}),
    });
    const post = (i: number) => (i % 5 === 0 ? HOT_POST : `lp${(i * 7919) % (MEMBERS * POSTS_EACH)}`);
    const liked = new Set<string>();
    const actions: Action[] = [
      {
        name: 'open the feed',
        weight: 25,
        run: (m) => fetch(`${base}/api/community/feed?content=all`, { headers: headers(m) }),
      },
      {
        name: 'open a post (a view)',
        weight: 20,
        run: async (m, i) => {
          const id = post(i);
          const [page, view] = await Promise.all([
            fetch(`${base}/api/community/posts/${id}`, { headers: headers(m) }),
            fetch(`${base}/api/community/posts/${id}/view`, { method: 'POST', headers: headers(m) }),
          ]);
          await page.arrayBuffer();
          return view;
        },
      },
      {
        name: 'like or unlike',
        weight: 10,
        run: (m, i) => {
          const id = post(i);
          const key = `${m}:${id}`;
          const unlike = liked.has(key);
          if (unlike) liked.delete(key);
          else liked.add(key);
          return fetch(`${base}/api/community/posts/${id}/like`, {
            method: unlike ? 'DELETE' : 'POST',
            headers: headers(m),
          });
        },
      },
      {
        name: 'comment',
        weight: 5,
        run: (m, i) =>
          fetch(`${base}/api/community/comments`, {
            method: 'POST',
            headers: headers(m, true),
            body: JSON.stringify({ post_id: post(i + 1), content: `Looks wonderful (${i})` }),
          }),
      },
      {
        name: 'search the catalogue',
        weight: 15,
        run: (m, i) =>
          fetch(`${base}/api/activities/search?q=${encodeURIComponent(QUERIES[i % QUERIES.length] as string)}`, {
            headers: headers(m),
          }),
      },
      {
        name: 'open an activity',
        weight: 10,
        run: (m, i) => fetch(`${base}/api/activities/${(i % 2000) + 1}`, { headers: headers(m) }),
      },
      {
        name: 'tick a step',
        weight: 10,
        run: (m, i) =>
          fetch(`${base}/api/list/li${m}/steps/lt${m * 4 + (i % 4)}`, {
            method: 'PATCH',
            headers: headers(m, true),
            body: JSON.stringify({ done: i % 2 === 0 }),
          }),
      },
      {
        name: 'send a message',
        weight: 5,
        run: (m, i) =>
          fetch(`${base}/api/messaging/messages`, {
            method: 'POST',
            headers: headers(m, true),
            body: JSON.stringify({ recipientId: `lm${m ^ 1}`, message: `See you at the trailhead (${i})` }),
          }),
      },
    ];
    const total = actions.reduce((sum, a) => sum + a.weight, 0);
    const pick = (i: number) => {
      let n = (i * 7919) % total;
      for (const action of actions) {
        if (n < action.weight) return action;
        n -= action.weight;
      }
      return actions[0] as Action;
    };

    // What this machine's harness serves at most: a static file, 10 at once (the Worker and the
    // clients share its two cores, so every step below is bounded by this).
    let served = 0;
    const until = Date.now() + 3_000;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (Date.now() < until) {
          await (await fetch(`${base}/favicon.svg`)).arrayBuffer();
          served++;
        }
      }),
    );
    let counter = 0;
    const table: Row[] = [];
    let firstP95 = 0;
    let knee: number | null = null;
    for (const concurrency of STEPS) {
      const samples: Sample[] = [];
      const end = Date.now() + STEP_MS;
      const worker = async () => {
        while (Date.now() < end) {
          const i = counter++;
          const action = pick(i);
          const member = (i * 104_729) % MEMBERS;
          const start = performance.now();
          let res: Response | null = null;
          try {
            res = await action.run(member, i);
            await res.arrayBuffer();
          } catch {
            res = null;
          }
          samples.push({
            action: action.name,
            ms: performance.now() - start,
            worker: Number(/app;dur=([\d.]+)/.exec(res?.headers.get('server-timing') ?? '')?.[1] ?? 0),
            rows: Number(res?.headers.get('x-d1-rows-written') ?? 0),
            ok: Boolean(res && res.status < 400),
          });
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      const errors = samples.filter((s) => !s.ok).length / Math.max(1, samples.length);
      const all = samples.map((s) => s.worker).sort((a, b) => a - b);
      const p95 = percentile(all, 95);
      if (concurrency === STEPS[0]) firstP95 = p95;
      if (knee === null && concurrency !== STEPS[0] && (p95 >= 2 * firstP95 || errors > 0.001)) knee = concurrency;
      table.push([
        `Load ${concurrency} members: throughput, Worker p50 / p95, errors`,
        `${(samples.length / (STEP_MS / 1000)).toFixed(0)} actions/s, ${fmt(percentile(all, 50))} / ${fmt(p95)}, ${(errors * 100).toFixed(2)} %`,
        concurrency === STEPS[0] ? 'the first step, the knee is measured from' : '',
      ]);
      for (const action of actions) {
        const mine = samples.filter((s) => s.action === action.name);
        const times = mine.map((s) => s.worker).sort((a, b) => a - b);
        const written = mine.reduce((sum, s) => sum + s.rows, 0) / Math.max(1, mine.length);
        const failed = mine.filter((s) => !s.ok).length;
        table.push([
          `  ${action.name}`,
          `${fmt(percentile(times, 50))} / ${fmt(percentile(times, 95))}, ${written.toFixed(2)} rows written`,
          `${mine.length} done${failed ? `, ${failed} failed` : ''}`,
        ]);
      }
    }
    rows.push(
      [
        'Load test',
        `${MEMBERS} members, ${STEPS.join('/')} at once, ${STEP_MS / 1000} s a step`,
        `hot post: ${HOT_VIEWS} views, ${HOT_LIKES} likes`,
      ],
      [
        'Load test: the harness alone (a static file, 10 at once)',
        `${(served / 3).toFixed(0)} requests/s`,
        'the ceiling of this machine',
      ],
      ...table,
      [
        'Load test knee',
        knee === null ? `none up to ${STEPS.at(-1)} at once` : `${knee} at once`,
        'p95 twice the first step, or errors over 0.1 %',
      ],
    );
  },
};
