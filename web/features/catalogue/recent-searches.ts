const KEY = 'lifelist-recent-searches';
export const MAX_RECENT = 5;

export function recentSearches(): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** Most recent first, without duplicates (ignoring case), at most 5. */
export function rememberSearch(query: string): string[] {
  const q = query.trim();
  if (q.length < 2) return recentSearches();
  const next = [q, ...recentSearches().filter((x) => x.toLowerCase() !== q.toLowerCase())].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: nothing is remembered.
  }
  return next;
}
