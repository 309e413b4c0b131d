/**
 * The Workers Cache API's default cache at this edge, or null where there is none. (The DOM
 * library's CacheStorage type, which the web app needs, has no `default`.)
 */
export function edgeCache(): Cache | null {
  if (typeof caches === 'undefined') return null;
  return (caches as unknown as { default?: Cache }).default ?? null;
}
