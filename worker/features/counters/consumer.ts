import * as v from 'valibot';
import { applyFlush, COUNTER_KINDS, type CounterFlush } from './kinds';

/** The queue that carries the Counter objects' flushes to D1. */
export const COUNTERS_QUEUE = 'lifelist-counters';

const FlushSchema = v.object({
  kind: v.picklist(COUNTER_KINDS),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  delta: v.pipe(v.number(), v.integer(), v.minValue(1)),
  flushId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});

/**
 * Adds a batch of flushes to D1 in one transaction: per flush, its id is recorded and, only if it
 * was new, its count added. A batch delivered again (queues deliver at least once) adds nothing
 * twice; a batch that fails is retried whole. A message that is not a flush goes, after retries,
 * to the dead-letter queue.
 */
export async function consumeCounters(batch: MessageBatch<unknown>, env: Env) {
  const flushes: { message: Message<unknown>; flush: CounterFlush }[] = [];
  for (const message of batch.messages) {
    const parsed = v.safeParse(FlushSchema, message.body);
    if (parsed.success) flushes.push({ message, flush: parsed.output });
    else {
      console.error(JSON.stringify({ queue: batch.queue, error: 'not a counter flush', id: message.id }));
      message.retry();
    }
  }
  if (!flushes.length) return;
  const now = Date.now();
  const record = env.DB.prepare(
    'insert into counter_flushes (flush_id, applied_at) values (?, ?) on conflict do nothing',
  );
  try {
    await env.DB.batch(flushes.flatMap(({ flush }) => [record.bind(flush.flushId, now), applyFlush(env.DB, flush)]));
    for (const { message } of flushes) message.ack();
  } catch (error) {
    console.error(JSON.stringify({ queue: batch.queue, error: String(error) }));
    for (const { message } of flushes) message.retry({ delaySeconds: 5 });
  }
}
