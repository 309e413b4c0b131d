import * as v from 'valibot';

/** One catalogue search, as sent to the analytics queue. */
export const SearchEventSchema = v.object({
  id: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
  createdAt: v.number(),
  query: v.pipe(v.string(), v.maxLength(500)),
  userId: v.nullable(v.string()),
  resultsCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  searchTimeMs: v.pipe(v.number(), v.minValue(0)),
  filtersUsed: v.record(v.string(), v.string()),
  sessionId: v.nullable(v.pipe(v.string(), v.maxLength(100))),
  userAgent: v.nullable(v.pipe(v.string(), v.maxLength(500))),
  isStaff: v.boolean(),
  isBot: v.boolean(),
});
export type SearchEvent = v.InferOutput<typeof SearchEventSchema>;
