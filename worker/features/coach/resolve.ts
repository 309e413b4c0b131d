import type { Ask, CoachMemory, ItemRef, StepRef } from '../../contracts/coach-ask';
import type { EntryStep, ListEntry, Member, PendingReminder } from './context';
import { namingStems, sameStem, WEAK } from './read/words';

/** What a reference came to: one item, several that fit as well (the coach asks), or none. */
export type Found<T> = { one: T } | { several: T[] } | { none: string };

type Scored = {
  entry: ListEntry;
  score: number;
  /** How many of the phrase's stems the title shares. */
  shared: number;
  /** The share of the title's own strong words the phrase names: 1 when it names all of them. */
  coverage: number;
  step: EntryStep | null;
  stepScore: number;
  /** Two steps fit as well: which one is meant is asked. */
  stepTie: boolean;
  /** The step shares words the title does not have ("ran 15k" on "Run a half marathon": the 15k step). */
  stepOwn: boolean;
  /** How many of the phrase's strong words the title and that step say between them. */
  named: number;
};

const hits = (stems: string[], of: string[]) => stems.filter((s) => of.some((t) => sameStem(s, t))).length;
const strong = (stems: string[]) => stems.filter((s) => !WEAK.has(s));
const weak = (stems: string[]) => stems.filter((s) => WEAK.has(s));

/**
 * Words for a journey. A phrase of nothing else ("my trip", "the holiday") names every Visit,
 * Travel or Tour item as much as one called a trip; with a place in it ("visit barcelona") the
 * place names the item.
 */
const JOURNEY = new Set(['trip', 'travel', 'holiday', 'vacation', 'journey', 'getaway', 'visit', 'tour', 'backpack']);
/** In a title, these make it a journey too ("Weekend in Lisbon", "Alaska cruise", "a city break"). */
const JOURNEY_TITLE = new Set([
  ...JOURNEY,
  'weekend',
  'break',
  'cruise',
  'safari',
  'honeymoon',
  'expedition',
  'pilgrimage',
  'interrail',
  'roadtrip',
]);
const journeys = (stems: string[]) => stems.map((s) => (JOURNEY_TITLE.has(s) ? 'trip' : s));
/** A title's naming words with its journey words as "trip" ("weekend" is no naming word elsewhere). */
const tripStems = (title: string) => [
  ...journeys(namingStems(title)),
  ...(/\bweekends?\b/i.test(title) ? ['trip'] : []),
];
const onlyJourney = (stems: string[]) => stems.length > 0 && stems.every((s) => JOURNEY.has(s));

/** How well a step's words fit a phrase: its strong words, then its verb ("book it": the booking step). */
const stepFit = (stems: string[], text: string) => {
  const own = namingStems(text);
  return hits(strong(stems), strong(own)) + 0.25 * hits(weak(stems), own);
};

/** How well words name each list item: by its title, and by its steps' words ("the wetsuit one"). */
function scored(member: Member, words: string): Scored[] {
  const said = namingStems(words);
  const journey = onlyJourney(said);
  const stems = journey ? ['trip'] : said;
  if (!strong(stems).length) return [];
  // "The trip" with no item called a trip, a holiday or a visit: the ideas that happen in a place.
  const calledTrips = journey && member.list.some((e) => tripStems(e.title).includes('trip'));
  return member.list
    .map((entry) => {
      const title = journey
        ? [...tripStems(entry.title), ...(!calledTrips && entry.placed ? ['trip'] : [])]
        : namingStems(entry.title);
      const titleStrong = strong(title);
      const strongHits = hits(strong(stems), titleStrong);
      const weakHits = hits(weak(stems), title);
      const rest = strong(stems).filter((s) => !title.some((t) => sameStem(s, t)));
      // With the title named, its own words say nothing about which step: the rest of the phrase does.
      const stepStems = strongHits ? [...rest, ...weak(stems)] : stems;
      // "My trip" is about the trip, not the steps that mention one.
      const fits = (journey ? [] : entry.steps).map((st) => ({
        st,
        n: stepFit(stepStems, st.text),
        strongN: hits(strong(stems), strong(namingStems(st.text))),
      }));
      const top = Math.max(0, ...fits.map((f) => f.n));
      const best = fits.filter((f) => f.n === top && top > 0);
      const strongStep = Math.max(0, ...fits.map((f) => f.strongN));
      // A step whose own strong words the phrase says, every one ("ran 8k this morning without
      // dying": Run 8k), is named however much else is said.
      const wholeStep = fits.some((f) => {
        const own = strong(namingStems(f.st.text));
        return own.length > 0 && f.strongN >= own.length;
      });
      // A title named only by weak words is not named; a step alone names it only when it carries
      // most of the phrase ("bought the wetsuit"), not one word of many ("book scuba lessons for ages").
      if (!strongHits && !wholeStep && strongStep * 2 < strong(stems).length) return null;
      if (!strongHits && !strongStep) return null;
      const step = best[0]?.st ?? null;
      return {
        entry,
        score: strongHits * 3 + weakHits * 0.5 + strongStep * 1.5,
        shared: strongHits + weakHits,
        coverage: titleStrong.length ? strongHits / titleStrong.length : 0,
        step: best.length === 1 ? step : null,
        stepScore: top,
        stepTie: best.length > 1,
        stepOwn: Boolean(step) && hits(rest, namingStems(step?.text ?? '')) > 0,
        named: hits(strong(stems), [...titleStrong, ...strong(namingStems(step?.text ?? ''))]),
      };
    })
    .filter((s): s is Scored => s !== null && s.score > 0)
    .sort((a, b) => b.score - a.score || b.named - a.named || b.coverage - a.coverage);
}

/**
 * The list items that words name best. Two that share the same words with it are a tie (the
 * coach asks), unless the phrase names the whole of one title and only part of the other ("the
 * marathon": Run a marathon, not Run a half marathon), or shares two or more words with both and
 * covers one better ("ran the city marathon").
 */
export function itemsNamed(member: Member, words: string, prefer?: (e: ListEntry) => boolean) {
  let all = scored(member, words);
  if (prefer && all.some((s) => prefer(s.entry))) all = all.filter((s) => prefer(s.entry));
  const best = all[0];
  if (!best) return [];
  // Scored the same, the one whose title and step say more of the phrase ("the open mic": the open
  // mic night step, not "open water").
  const tied = all.filter((s) => s.score === best.score && s.named === best.named);
  const whole = tied.filter((s) => s.coverage === 1);
  if (tied.length > 1 && whole.length === 1) return whole;
  if (tied.length > 1 && best.shared >= 2) return tied.filter((s) => Math.abs(s.coverage - best.coverage) < 0.01);
  return tied;
}

/** Items whose titles carry only weak words of the phrase ("the run"): candidates to ask about, never a pick. */
function weaklyNamed(member: Member, words: string) {
  const stems = weak(namingStems(words));
  if (!stems.length || strong(namingStems(words)).length) return [];
  return member.list.filter((e) => hits(stems, namingStems(e.title)) > 0);
}

/** One scored match as a found item, with the step its words name when they name one. */
function found(only: Scored): Found<ListEntry> & { step?: EntryStep | null; stepTie?: boolean } {
  const stepNamed = only.stepScore > 0 && (only.stepOwn || only.stepScore * 1.5 > only.score - only.stepScore * 1.5);
  return { one: only.entry, step: stepNamed ? only.step : null, stepTie: stepNamed && only.stepTie };
}

/**
 * The list item a reference means: its id, a card of the last reply, what the same clause names,
 * "it" (the previous turn's), or the member's words, matched by meaning against titles and steps.
 * `prefer` narrows a tie (open items for a tick, done ones for an untick).
 */
export function findItem(
  member: Member,
  ref: ItemRef | undefined,
  previous: CoachMemory | null,
  prefer?: (e: ListEntry) => boolean,
): Found<ListEntry> & { step?: EntryStep | null; stepTie?: boolean } {
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
  // "Actually saturday, fridays are chaos": the words if they name an item, else what came before.
  if (ref.it && ref.words) {
    const named = itemsNamed(member, ref.words, prefer);
    if (named.length === 1 && named[0]) return found(named[0]);
    if (named.length > 1) return { several: named.map((n) => n.entry) };
    return findItem(member, { it: true }, previous, prefer);
  }
  if (ref.it || !ref.words) {
    // "Plan it" in a clause that names the item: that item, before anything said earlier.
    const inClause = ref.context ? itemsNamed(member, ref.context, prefer) : [];
    if (inClause.length === 1 && inClause[0]) return found(inClause[0]);
    const entry = byId(previous?.itemId);
    if (entry) return { one: entry, step: entry.steps.find((s) => s.id === previous?.stepId) ?? null };
    const shown = (previous?.cards ?? []).map((c) => byId(c.itemId)).filter((e): e is ListEntry => Boolean(e));
    if (shown.length === 1 && shown[0]) return { one: shown[0] };
    if (shown.length > 1) return { several: shown };
    if (inClause.length > 1) return { several: inClause.map((n) => n.entry) };
    return { none: '' };
  }
  let named = itemsNamed(member, ref.words, prefer);
  // What the reader cut out as "the item" found nothing: the whole clause may still name it.
  if (!named.length && ref.context) named = itemsNamed(member, ref.context, prefer);
  if (named.length === 1 && named[0]) return found(named[0]);
  if (named.length > 1) return { several: named.map((n) => n.entry) };
  const loose = weaklyNamed(member, ref.words);
  if (loose.length > 1) return { several: loose };
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
  const title = namingStems(entry.title);
  const said = namingStems(ref.words ?? '');
  // The item's own title words say nothing about which of its steps: "learn spanish, the partner step".
  const stems = said.filter((w) => !title.some((t) => sameStem(w, t))).length
    ? said.filter((w) => !title.some((t) => sameStem(w, t)))
    : said;
  const ranked = steps
    .map((s) => ({ s, n: stepFit(stems, s.text) }))
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
  if (ref?.recent) {
    // The ones the coach set in its last few replies, else in the last hour, in the order they
    // were set: "the first one I just made".
    const set = (member.justSet ?? []).flatMap((id) => all.filter((r) => r.id === id));
    const latest = Math.max(...all.map((r) => r.createdAt));
    const fresh = set.length
      ? set
      : all.filter((r) => r.createdAt >= latest - 3_600_000).sort((a, b) => a.createdAt - b.createdAt);
    const r = ref.card ? (ref.card >= 10 ? fresh.at(-1) : fresh[ref.card - 1]) : fresh.at(-1);
    return r ? { one: r } : { several: fresh };
  }
  if (ref?.card) {
    // Card 10 stands for "the last one" of those shown.
    const card = ref.card >= 10 ? previous?.cards?.at(-1) : previous?.cards?.[ref.card - 1];
    const r = all.find((x) => x.id === card?.reminderId);
    return r ? { one: r } : { none: '' };
  }
  if (!ref?.words || ref.it) {
    const r = all.find((x) => x.id === previous?.reminderId);
    if (r) return { one: r };
    return all.length === 1 && all[0] ? { one: all[0] } : { several: all };
  }
  // "The 6pm one": the reminder at that time of day.
  const at = /^(?:the )?(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?: one)?$/.exec(ref.words.trim());
  if (at) {
    let hour = Number(at[1]) % 12;
    if (at[3] === 'pm' || (!at[3] && hour >= 1 && hour <= 6)) hour += 12;
    const minute = at[2] ?? '00';
    const time = `${String(hour).padStart(2, '0')}:${minute}`;
    const same = all.filter(
      (r) => r.remindAt === time || (!at[3] && r.remindAt === `${at[1]?.padStart(2, '0')}:${minute}`),
    );
    if (same.length === 1 && same[0]) return { one: same[0] };
    if (same.length > 1) return { several: same };
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

/**
 * "Tick off kayaking and the hot air balloon": one ask about several items, when each part of its
 * words names an item of its own or none (which is said). An item whose own title joins words the same way ("learn to
 * sail and navigate") is still the one item meant. Otherwise the ask as it was.
 */
export function splitJoined(member: Member, ask: Ask, previous: CoachMemory | null): Ask[] {
  const words = ask.item?.words;
  if (!words || !['tickItem', 'remove'].includes(ask.kind) || !/,|&|\band\b/.test(words)) return [ask];
  const whole = findItem(member, ask.item, previous);
  if ('one' in whole && /,|&|\band\b/.test(whole.one.title.toLowerCase())) return [ask];
  const parts = words
    .split(/\s*(?:,|&|\band\b)\s*/)
    .map((part) => part.replace(/^(?:also|then|both)\s+/, '').trim())
    .filter(Boolean);
  if (parts.length < 2) return [ask];
  // Each part an item of its own, or none (said so on its own): never one part that could be two.
  const found = parts.map((part) => findItem(member, { words: part, context: part }, null));
  if (found.some((f) => 'several' in f)) return [ask];
  const ids = found.flatMap((f) => ('one' in f ? [f.one.id] : []));
  if (!ids.length || new Set(ids).size !== ids.length) return [ask];
  // Each part is about its own words only, never "it" (the item the talk was about).
  return parts.map((part) => ({ ...ask, item: { words: part, context: part, it: false } }));
}
