import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * A random number for one page load, the same on the server that renders the page and in the
 * browser that hydrates it: it is kept in the query cache, which the page carries. Where ads sit
 * in the feed, say, then does not change as the app starts.
 */
export function usePageSeed(name: string, range: number) {
  const queryClient = useQueryClient();
  const [seed] = useState(() => {
    const key = ['page-seed', name];
    const kept = queryClient.getQueryData<number>(key);
    if (kept !== undefined) return kept;
    const fresh = Math.floor(Math.random() * range);
    queryClient.setQueryData(key, fresh);
    return fresh;
  });
  return seed;
}
