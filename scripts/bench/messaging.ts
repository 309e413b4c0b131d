import { getPlatformProxy } from 'wrangler';
import { conversationIdOf, type MessageDto } from '../../worker/contracts/messaging';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_PRIVACY_SETTINGS } from '../../worker/contracts/profile-settings';
import { both, confirmSignUp, fmt, percentile, signInCookie, timed } from './measure';
import type { BenchSection } from './section';

/**
 * Messaging figures: live delivery latency between two sockets, fan-out over 200 busy
 * conversations (exactly once, in order), and the thread list of a member with 500 conversations
 * and 50,000 messages.
 */
const HEAVY_MEMBER = 'maya_okafor';
const PEN_PALS = 500;
const MESSAGES_PER_PAL = 100;

type Session = { id: string; cookie: string };

const sqlText = (s: string) => `'${s.replaceAll("'", "''")}'`;

async function loadHeavyInbox(state: string) {
  const proxy = await getPlatformProxy<Env>({
    configPath: 'wrangler.toml',
    persist: { path: `${state}/v3` },
    remoteBindings: false,
  });
  try {
    const db = proxy.env.DB;
    const heavy = await db
      .prepare('select id from profiles where username = ?')
      .bind(HEAVY_MEMBER)
      .first<{ id: string }>();
    if (!heavy) throw new Error(`${HEAVY_MEMBER} is not seeded`);
    const now = Date.now();
    const statements: D1PreparedStatement[] = [];
    for (let p = 0; p < PEN_PALS; p++) {
      const pal = `benchpal${String(p).padStart(4, '0')}`;
      const id = conversationIdOf(heavy.id, pal);
      const last = now - p * 60_000;
      statements.push(
        db
          .prepare(`insert into users (id, name, email) values (?, ?, ?)`)
          .bind(pal, `Pal ${p}`, `${pal}@bench.example`),
        db
          .prepare(
            'insert into profiles (id, email, first_name, username, notification_preferences, privacy_settings) values (?, ?, ?, ?, ?, ?)',
          )
          .bind(
            pal,
            `${pal}@bench.example`,
            `Pal ${p}`,
            pal,
            JSON.stringify(DEFAULT_NOTIFICATION_PREFERENCES),
            JSON.stringify(DEFAULT_PRIVACY_SETTINGS),
          ),
        db
          .prepare(
            'insert into conversations (id, last_seq, last_message_text, last_sender_id, last_message_at) values (?, ?, ?, ?, ?)',
          )
          .bind(id, MESSAGES_PER_PAL, `Message ${MESSAGES_PER_PAL}`, pal, last),
        db
          .prepare(
            'insert into conversation_members (conversation_id, user_id, other_user_id, unread_count, last_read_seq, last_message_at) values (?, ?, ?, ?, ?, ?), (?, ?, ?, 0, ?, ?)',
          )
          .bind(id, heavy.id, pal, p % 3, MESSAGES_PER_PAL - (p % 3), last, id, pal, heavy.id, MESSAGES_PER_PAL, last),
      );
      // Literal multi-row inserts: D1 binds at most 100 parameters a statement.
      const rows = Array.from({ length: MESSAGES_PER_PAL }, (_, i) => {
        const seq = i + 1;
        const fromPal = seq % 2 === 0;
        return `(${sqlText(`${id}-${seq}`)}, ${sqlText(id)}, ${seq}, ${sqlText(fromPal ? pal : heavy.id)}, ${sqlText(fromPal ? heavy.id : pal)}, ${sqlText(`Message ${seq} about the weekend plans`)}, ${sqlText(`bench-${p}-${seq}`)}, 1, ${last - (MESSAGES_PER_PAL - seq) * 1000})`;
      });
      statements.push(
        db.prepare(
          `insert into messages (id, conversation_id, seq, sender_id, receiver_id, message_text, client_id, read, created_at) values ${rows.join(',')}`,
        ),
      );
    }
    for (let i = 0; i < statements.length; i += 200) await db.batch(statements.slice(i, i + 200));
  } finally {
    await proxy.dispose();
  }
}

async function signUp(base: string, i: number): Promise<Session> {
  const username = `msg_${Date.now().toString(36)}${i}`.slice(0, 20);
  const ip = `10.9.${i >> 8}.${i & 255}`;
  const res = await fetch(`${base}/api/account/sign-up`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify({
      email: `${username}@bench.example`,
      password: 'bench password 123',
      firstName: 'Bench',
      username,
      age: 30,
      country: 'GB',
      acceptTerms: true,
    }),
  });
  if (res.status !== 202) throw new Error(`sign-up ${res.status}`);
  const cookie = await confirmSignUp(base, `${username}@bench.example`, ip);
  const me = await fetch(`${base}/api/me`, { headers: { cookie } });
  const { profile } = (await me.json()) as { profile: { id: string } };
  return { id: profile.id, cookie };
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i] as T, i);
      }
    }),
  );
  return results;
}

type Listener = { events: MessageDto[]; ws: WebSocket; waiters: Map<string, (at: number) => void> };

function listen(base: string, session: Session, threadId: string): Promise<Listener> {
  const url = `${base.replace('http', 'ws')}/api/messaging/thread/${threadId}/socket`;
  const ws = new WebSocket(url, { headers: { cookie: session.cookie, origin: base } } as unknown as string[]);
  const listener: Listener = { events: [], ws, waiters: new Map() };
  ws.onclose = (e) => {
    if (e.code !== 1000) console.error(`socket closed ${e.code} ${e.reason}`);
  };
  ws.onmessage = (e) => {
    const at = performance.now();
    const event = JSON.parse(String(e.data)) as { type: string; message?: MessageDto };
    if (event.type !== 'message' || !event.message) return;
    listener.events.push(event.message);
    listener.waiters.get(event.message.client_id)?.(at);
  };
  return new Promise((resolve, reject) => {
    ws.onopen = () => resolve(listener);
    ws.onerror = () => reject(new Error('socket failed'));
  });
}

const post = (base: string, from: Session, to: Session, message: string, clientId: string) =>
  fetch(`${base}/api/messaging/messages`, {
    method: 'POST',
    headers: { cookie: from.cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ recipientId: to.id, message, clientId }),
  });

export const messaging: BenchSection = {
  name: 'messaging',
  // Load is generated by a few members, so the per-member send limit is lifted for the run.
  vars: { MESSAGES_PER_MINUTE: '1000000' },
  prepare: loadHeavyInbox,
  async run({ app, rows }) {
    const base = app.baseURL;

    // 1. Live delivery: send (API) to the other member's socket, 1,000 messages.
    const [a, b] = await Promise.all([signUp(base, 1), signUp(base, 2)]);
    const threadId = conversationIdOf(a.id, b.id);
    const [aSocket, bSocket] = await Promise.all([listen(base, a, threadId), listen(base, b, threadId)]);
    const latencies: number[] = [];
    let missed = 0;
    for (let i = 0; i < 1020; i++) {
      const clientId = `live-${i}-${Date.now()}`;
      // A bound so that a lost message is counted, not waited for forever.
      const arrived = new Promise<number | null>((resolve) => {
        bSocket.waiters.set(clientId, resolve);
        setTimeout(() => resolve(null), 5000);
      });
      const start = performance.now();
      const res = await post(base, a, b, `Live message ${i}`, clientId);
      if (res.status !== 201) throw new Error(`send ${res.status} ${await res.text()}`);
      const at = await arrived;
      bSocket.waiters.delete(clientId);
      if (at === null) missed++;
      else if (i >= 20) latencies.push(at - start);
      if (i % 200 === 0) console.error(`live delivery: ${i} sent`);
    }
    if (missed) rows.push(['Live delivery: messages not received within 5 s', String(missed), 'must be 0']);
    latencies.sort((x, y) => x - y);
    rows.push([
      'Live delivery, send to receipt p50 / p95 (1,000)',
      `${fmt(percentile(latencies, 50))} / ${fmt(percentile(latencies, 95))}`,
      'budget p95 15 ms (the best published Durable Object chat figure we know: about 16 ms)',
    ]);

    // 2. Fan-out: 200 conversations, both members connected, 20 messages each sent concurrently.
    const members = await pool(
      Array.from({ length: 400 }, (_, i) => i),
      8,
      (i) => signUp(base, 100 + i),
    );
    const pairs = Array.from({ length: 200 }, (_, i) => [members[2 * i], members[2 * i + 1]] as [Session, Session]);
    console.error('fan-out: 400 members signed up');
    const sockets = await pool(pairs, 20, async ([x, y]) => {
      const id = conversationIdOf(x.id, y.id);
      return Promise.all([listen(base, x, id), listen(base, y, id)]);
    });
    const sends = pairs.flatMap(([x, y], p) =>
      Array.from({ length: 20 }, (_, i) => ({ from: i % 2 ? y : x, to: i % 2 ? x : y, id: `fanout-${p}-${i}` })),
    );
    const started = performance.now();
    await pool(sends, 64, async (s) => {
      const res = await post(base, s.from, s.to, `Fan-out ${s.id}`, s.id);
      if (res.status !== 201) throw new Error(`fan-out send ${res.status} ${await res.text()}`);
    });
    const expected = 200 * 2 * 20;
    const received = () => sockets.flat().reduce((n, l) => n + l.events.length, 0);
    for (let waitMs = 0; received() < expected && waitMs < 10_000; waitMs += 20) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const elapsed = performance.now() - started;
    let lost = 0;
    let duplicated = 0;
    let outOfOrder = 0;
    for (const listener of sockets.flat()) {
      const seqs = listener.events.map((m) => m.seq);
      const unique = new Set(seqs);
      duplicated += seqs.length - unique.size;
      lost += 20 - unique.size;
      outOfOrder += seqs.filter((s, i) => i > 0 && s <= (seqs[i - 1] ?? 0)).length;
    }
    rows.push([
      'Fan-out: 200 conversations x 20 messages',
      `${Math.round(4000 / (elapsed / 1000))} messages/s`,
      `lost ${lost}, duplicated ${duplicated}, out of order ${outOfOrder} (must be 0/0/0)`,
    ]);
    // Closed cleanly (and waited for), so the server's side of every socket ends before the next step.
    await Promise.all(
      [aSocket, bSocket, ...sockets.flat()].map(
        (l) =>
          new Promise<void>((resolve) => {
            l.ws.addEventListener('close', () => resolve());
            l.ws.close(1000);
          }),
      ),
    );

    // 3. Thread list of a member with 500 conversations and 50,000 messages.
    const cookie = await signInCookie(base, `${HEAVY_MEMBER}@demo.lifelist.app`);
    const page = (i: number) =>
      fetch(`${base}/api/messaging/threads?limit=20&offset=${(i % 10) * 20}`, { headers: { cookie } });
    const first = (await (await page(0)).json()) as { threads: unknown[] };
    if (first.threads.length !== 20) throw new Error('the heavy inbox did not load');
    await timed(20, page);
    rows.push([
      'GET /api/messaging/threads p50 / p95 (500 threads, 50k messages)',
      both(await timed(300, page)),
      'Worker time; budget p95 30 ms',
    ]);
  },
};
