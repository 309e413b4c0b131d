import type { SearchEvent } from '../../contracts/analytics';
import type { SearchQuery } from '../../contracts/catalogue';
import type { ProfileRow } from '../../db/schema';
import { isAdmin, isModerator } from '../../policy';

const BOT = /bot|crawl|spider|slurp|headless|lighthouse|curl|wget|python-requests/i;
const FILTER_KEYS = [
  'category',
  'cost',
  'time',
  'difficulty',
  'planning',
  'risk',
  'social',
  'location',
  'sort',
] as const;

/** The analytics record of one search, as sent to the queue. */
export function searchEvent(
  q: SearchQuery,
  result: { total: number },
  ms: number,
  profile: ProfileRow | null,
  headers: Headers,
): SearchEvent {
  const filtersUsed: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = q[key];
    if (value !== undefined && !(key === 'sort' && value === 'popularity')) filtersUsed[key] = String(value);
  }
  const userAgent = headers.get('user-agent');
  return {
    id: crypto.randomUUID(),
    createdAt: Date.now(),
    query: q.q,
    userId: profile?.id ?? null,
    resultsCount: result.total,
    searchTimeMs: Math.round(ms * 100) / 100,
    filtersUsed,
    sessionId: headers.get('x-search-session')?.slice(0, 100) ?? null,
    userAgent: userAgent?.slice(0, 500) ?? null,
    isStaff: profile ? isAdmin(profile) || isModerator(profile) : false,
    isBot: userAgent ? BOT.test(userAgent) : true,
  };
}

/** Whether a request is a search worth recording: the first page of a query or of filters. */
export const isRecordedSearch = (q: SearchQuery) =>
  q.offset === 0 && (q.q !== '' || FILTER_KEYS.some((k) => k !== 'sort' && q[k] !== undefined));
