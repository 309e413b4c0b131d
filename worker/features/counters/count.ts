import { type CounterKind, counterKey } from './kinds';

/** The Counter object of one thing's views, impressions or clicks. */
export const counterOf = (env: Env, kind: CounterKind, id: string) =>
  env.COUNTER.get(env.COUNTER.idFromName(counterKey(kind, id)));

/**
 * Counts `viewer`'s look at a thing once a day, off D1's write path: the thing's Counter object
 * remembers who it counted and adds its counts to D1 every couple of seconds. `stored` is the
 * count as D1 has it now; the answer is the total with this look, for the viewer's own screen.
 */
export async function countOnce(env: Env, kind: CounterKind, id: string, viewer: string, stored: number) {
  return counterOf(env, kind, id).count({ kind, id, viewer, stored });
}

/** The total as it stands, for someone whose look does not count (a blog's author): D1 may lag. */
export async function currentTotal(env: Env, kind: CounterKind, id: string, stored: number) {
  return counterOf(env, kind, id).total(stored);
}
