import * as v from 'valibot';
import { counterOf } from './count';
import { applyFlush, COUNTER_KINDS, type CounterFlush, counterKey } from './kinds';

/** The queue that carries the Counter objects' flushes to D1. */
export const COUNTERS_QUEUE = 'lifelist-counters';

const FlushSchema = v.object({
  kind: v.picklist(COUNTER_KINDS),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  delta: v.pipe(v.number(), v.integer(), v.minValue(1)),
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  epoch: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
});

/**
 * Adds a batch of flushes to D1 in one transaction: per flush, the item's last applied sequence
 * number moves to the flush's and, only if it moved, the count is added. A flush delivered again
 * (queues deliver at least once) adds nothing twice; a batch that fails is retried whole. Once in
 * D1, each flush is confirmed to its Counter object, which then sends its next one. A message that
 * is not a flush goes, after retries, to the dead-letter queue.
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
  const advance = env.DB.prepare(
    `insert into counter_sequences (key, seq) values (?, ?)
     on conflict (key) do update set seq = excluded.seq where excluded.seq > counter_sequences.seq`,
  );
  try {
    await env.DB.batch(
      flushes.flatMap(({ flush }) => [
        advance.bind(`${counterKey(flush.kind, flush.id)}:${flush.epoch}`, flush.seq),
        applyFlush(env.DB, flush),
      ]),
    );
  } catch (error) {
    console.error(JSON.stringify({ queue: batch.queue, error: String(error) }));
    for (const { message } of flushes) message.retry({ delaySeconds: 5 });
    return;
  }
  for (const { message } of flushes) message.ack();
  // A confirmation that does not arrive only delays the next flush: the object sends this one again.
  await Promise.allSettled(flushes.map(({ flush }) => counterOf(env, flush.kind, flush.id).confirm(flush.seq)));
}
