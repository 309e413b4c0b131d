import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import * as v from 'valibot';
import { type ClickEvent, ClickEventSchema, type SearchEvent, SearchEventSchema } from '../../contracts/analytics';
import { createDb, type Db } from '../../db/client';
import { searchAnalytics } from '../../db/schema';

// D1 binds at most 100 parameters per statement; a row has 11 columns.
const ROWS_PER_STATEMENT = 9;
/** A click can arrive before its search is stored; it waits this long before trying again. */
const CLICK_RETRY_SECONDS = 10;

export async function storeSearchEvents(db: Db, events: SearchEvent[]) {
  if (events.length === 0) return;
  const statements = [];
  for (let i = 0; i < events.length; i += ROWS_PER_STATEMENT) {
    const rows = events.slice(i, i + ROWS_PER_STATEMENT).map((e) => ({ ...e, createdAt: new Date(e.createdAt) }));
    // The event id makes a redelivered batch insert nothing twice.
    statements.push(db.insert(searchAnalytics).values(rows).onConflictDoNothing({ target: searchAnalytics.id }));
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/**
 * Records clicks on their search events: only the first click of a search counts, and only from
 * the browser session that searched. Returns the clicks whose search is not stored yet.
 */
export async function storeClicks(db: Db, clicks: ClickEvent[]) {
  if (clicks.length === 0) return [];
  const updates = clicks.map((k) =>
    db
      .update(searchAnalytics)
      .set({ clickedActivityId: k.activityId, clickedAt: new Date(k.clickedAt) })
      .where(
        and(
          eq(searchAnalytics.id, k.eventId),
          isNull(searchAnalytics.clickedActivityId),
          k.sessionId ? or(isNull(searchAnalytics.sessionId), eq(searchAnalytics.sessionId, k.sessionId)) : undefined,
        ),
      ),
  );
  const [first, ...rest] = updates;
  if (first) await db.batch([first, ...rest]);
  const ids = [...new Set(clicks.map((k) => k.eventId))];
  const stored = new Set<string>();
  for (let i = 0; i < ids.length; i += 90) {
    const found = await db
      .select({ id: searchAnalytics.id })
      .from(searchAnalytics)
      .where(inArray(searchAnalytics.id, ids.slice(i, i + 90)));
    for (const r of found) stored.add(r.id);
  }
  return clicks.filter((k) => !stored.has(k.eventId));
}

/**
 * Queue consumer: one batched write per delivery, searches before clicks so a click delivered
 * with its search lands. Messages that can never be stored are retried until the queue's
 * max_retries moves them to the dead-letter queue; a failed write retries all.
 */
export async function consumeSearchEvents(batch: MessageBatch<unknown>, env: Env) {
  const searches: { message: Message<unknown>; event: SearchEvent }[] = [];
  const clicks: { message: Message<unknown>; click: ClickEvent }[] = [];
  for (const message of batch.messages) {
    const click = v.safeParse(ClickEventSchema, message.body);
    const search = click.success ? null : v.safeParse(SearchEventSchema, message.body);
    if (click.success) clicks.push({ message, click: click.output });
    else if (search?.success) searches.push({ message, event: search.output });
    else message.retry();
  }
  const db = createDb(env.DB);
  try {
    await storeSearchEvents(
      db,
      searches.map((x) => x.event),
    );
    for (const { message } of searches) message.ack();
  } catch (error) {
    console.error(JSON.stringify({ queue: batch.queue, error: String(error) }));
    for (const { message } of searches) message.retry({ delaySeconds: 30 });
    for (const { message } of clicks) message.retry({ delaySeconds: 30 });
    return;
  }
  try {
    const waiting = new Set(
      await storeClicks(
        db,
        clicks.map((x) => x.click),
      ),
    );
    for (const { message, click } of clicks) {
      if (waiting.has(click)) message.retry({ delaySeconds: CLICK_RETRY_SECONDS });
      else message.ack();
    }
  } catch (error) {
    console.error(JSON.stringify({ queue: batch.queue, error: String(error) }));
    for (const { message } of clicks) message.retry({ delaySeconds: 30 });
  }
}
