import type { CoachMemory, ItemRef, StepRef } from '../../contracts/coach-ask';
import type { EntryStep, ListEntry, Member, PendingReminder } from './context';
import { namingStems, sameStem } from './read/words';

/** What a reference came to: one item, several that fit as well (the coach asks), or none. */
export type Found<T> = { one: T } | { several: T[] } | { none: string };

type Scored = { entry: ListEntry; score: number; coverage: number; step: EntryStep | null; stepScore: number };

const hits = (stems: string[], of: string[]) => stems.filter((s) => of.some((t) => sameStem(s, t))).length;

/** How well words name each list item: by its title, and by its steps' words ("the wetsuit one"). */
function scored(member: Member, words: string): Scored[] {
  const stems = namingStems(words);
  if (!stems.length) return [];
  return member.list
    .map((entry) => {
      const title = namingStems(entry.title);
      const titleHits = hits(stems, title);
      let step: EntryStep | null = null;
      let stepScore = 0;
      for (const s of entry.steps) {
        const n = hits(stems, namingStems(s.text));
        if (n > stepScore) {
          stepScore = n;
          step = s;
        }
      }
      return {
        entry,
        score: titleHits * 3 + stepScore * 1.5,
        coverage: title.length ? titleHits / title.length : 0,
        step,
        stepScore,
      };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || b.coverage - a.coverage);
}

/** The list items that words name best, with the step they name when it is a step's words that fit. */
export function itemsNamed(member: Member, words: string, prefer?: (e: ListEntry) => boolean) {
  let all = scored(member, words);
  if (prefer && all.some((s) => prefer(s.entry))) all = all.filter((s) => prefer(s.entry));
  const best = all[0];
  if (!best) return [];
  return all.filter((s) => s.score === best.score && Math.abs(s.coverage - best.coverage) < 0.01);
}

/**
 * The list item a reference means: its id, "it" (the previous turn's), a card of the last reply,
 * or the member's words, matched by meaning against titles and steps. `prefer` narrows a tie
 * (open items for a tick, done ones for an untick).
 */
export function findItem(
  member: Member,
  ref: ItemRef | undefined,
  previous: CoachMemory | null,
  prefer?: (e: ListEntry) => boolean,
): Found<ListEntry> & { step?: EntryStep | null } {
  const byId = (id: string | null | undefined) => (id ? member.list.find((e) => e.id === id) : undefined);
  if (!ref) return { none: '' };
  if (ref.id) {
    const entry = byId(ref.id);
    return entry ? { one: entry } : { none: '' };
  }
  if (ref.card) {
    const card = previous?.cards?.[ref.card - 1];
    const entry =
      byId(card?.itemId) ?? (card?.activityId ? member.list.find((e) => e.activityId === card.activityId) : undefined);
    return entry ? { one: entry } : { none: card?.title ?? '' };
  }
  if (ref.it || !ref.words) {
    const entry = byId(previous?.itemId);
    if (entry) return { one: entry, step: entry.steps.find((s) => s.id === previous?.stepId) ?? null };
    const shown = (previous?.cards ?? []).map((c) => byId(c.itemId)).filter((e): e is ListEntry => Boolean(e));
    if (shown.length === 1 && shown[0]) return { one: shown[0] };
    if (shown.length > 1) return { several: shown };
    return { none: '' };
  }
  const named = itemsNamed(member, ref.words, prefer);
  if (named.length === 1 && named[0]) {
    const only = named[0];
    return { one: only.entry, step: only.stepScore * 1.5 > only.score - only.stepScore * 1.5 ? only.step : null };
  }
  if (named.length > 1) return { several: named.map((n) => n.entry) };
  return { none: ref.words };
}

/** The step of an item a reference means: its id, its place, the next one not done, or its words. */
export function findStep(entry: ListEntry, ref: StepRef | undefined, previous: CoachMemory | null): Found<EntryStep> {
  const steps = entry.steps;
  if (!steps.length) return { none: '' };
  if (!ref) return { none: '' };
  if (ref.id) {
    const step = steps.find((s) => s.id === ref.id);
    return step ? { one: step } : { none: '' };
  }
  if (ref.index !== undefined) {
    const step = ref.index === -1 ? steps.at(-1) : steps[ref.index];
    return step ? { one: step } : { none: `step ${ref.index + 1}` };
  }
  if (ref.next) {
    const step = steps.find((s) => !s.done);
    return step ? { one: step } : { none: 'next' };
  }
  if (ref.it) {
    const step = steps.find((s) => s.id === previous?.stepId);
    return step ? { one: step } : { none: '' };
  }
  const stems = namingStems(ref.words ?? '');
  const ranked = steps
    .map((s) => ({ s, n: hits(stems, namingStems(s.text)) }))
    .filter((r) => r.n > 0)
    .sort((a, b) => b.n - a.n);
  const best = ranked[0];
  if (!best) return { none: ref.words ?? '' };
  const tied = ranked.filter((r) => r.n === best.n);
  return tied.length === 1 ? { one: best.s } : { several: tied.map((r) => r.s) };
}

/** The pending reminder a reference means: "it" (the previous turn's), its words, or the only one. */
export function findReminder(
  member: Member,
  ref: ItemRef | undefined,
  previous: CoachMemory | null,
): Found<PendingReminder> {
  const all = member.reminders;
  if (!all.length) return { none: '' };
  if (ref?.id) {
    const r = all.find((x) => x.id === ref.id);
    return r ? { one: r } : { none: '' };
  }
  if (ref?.card) {
    const card = previous?.cards?.[ref.card - 1];
    const r = all.find((x) => x.id === card?.reminderId);
    return r ? { one: r } : { none: '' };
  }
  if (!ref?.words || ref.it) {
    const r = all.find((x) => x.id === previous?.reminderId);
    if (r) return { one: r };
    return all.length === 1 && all[0] ? { one: all[0] } : { several: all };
  }
  const stems = namingStems(ref.words);
  const titleOf = (r: PendingReminder) => {
    const entry = member.list.find((e) => e.id === r.itemId);
    return `${r.about} ${entry?.title ?? ''}`;
  };
  const ranked = all
    .map((r) => ({ r, n: hits(stems, namingStems(titleOf(r))) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n);
  const best = ranked[0];
  if (!best) return all.length === 1 && all[0] && !stems.length ? { one: all[0] } : { none: ref.words };
  const tied = ranked.filter((x) => x.n === best.n);
  return tied.length === 1 ? { one: best.r } : { several: tied.map((x) => x.r) };
}
