import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { SearchEvent } from '../../worker/contracts/analytics';
import worker from '../../worker/index';

export const searchEvent = (overrides: Partial<SearchEvent> = {}): SearchEvent => ({
  id: crypto.randomUUID(),
  createdAt: Date.parse('2026-03-01T12:00:00Z'),
  query: 'kayaking',
  userId: null,
  resultsCount: 10,
  searchTimeMs: 4,
  filtersUsed: {},
  sessionId: 'session-1234567890',
  userAgent: 'Mozilla/5.0',
  isStaff: false,
  isBot: false,
  ...overrides,
});

let delivery = 0;
/** Hands messages to the Worker's queue consumer, as the queue would. */
export async function deliver(bodies: unknown[]) {
  const batch = createMessageBatch(
    'lifelist-search-events',
    bodies.map((body, i) => ({ id: `d${delivery}-${i}`, timestamp: new Date(), attempts: 1, body })),
  );
  delivery++;
  const ctx = createExecutionContext();
  await worker.queue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

export const at = (iso: string) => Date.parse(iso);
