import * as v from 'valibot';
import { type SearchEvent, SearchEventSchema } from '../../contracts/analytics';
import { createDb, type Db } from '../../db/client';
import { searchAnalytics } from '../../db/schema';

// D1 binds at most 100 parameters per statement; a row has 11 columns.
const ROWS_PER_STATEMENT = 9;

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
 * Queue consumer: one batched write per delivery. Messages that can never be stored are retried
 * until the queue's max_retries moves them to the dead-letter queue; a failed write retries all.
 */
export async function consumeSearchEvents(batch: MessageBatch<unknown>, env: Env) {
  const valid: { message: Message<unknown>; event: SearchEvent }[] = [];
  for (const message of batch.messages) {
    const parsed = v.safeParse(SearchEventSchema, message.body);
    if (parsed.success) valid.push({ message, event: parsed.output });
    else message.retry();
  }
  try {
    await storeSearchEvents(
      createDb(env.DB),
      valid.map((x) => x.event),
    );
    for (const { message } of valid) message.ack();
  } catch (error) {
    console.error(JSON.stringify({ queue: batch.queue, error: String(error) }));
    for (const { message } of valid) message.retry({ delaySeconds: 30 });
  }
}
