import { COACHING_STYLE_NAMES, type CoachCard } from '../../contracts/coach';
import type { Ask, CoachMemory, ItemRef, UndoOp } from '../../contracts/coach-ask';
import type { Db } from '../../db/client';
import type { ProfileRow } from '../../db/schema';
import { addDays, daysBetween, sayDay } from '../../lib/days';
import { AppError } from '../../lib/errors';
import * as act from './act';
import { itemOf, type ListEntry, type Member, type PendingReminder } from './context';
import { activityById, activityNamed } from './ideas';
import { buildPlan, kindOf, timeNeeded } from './plan';
import { LANGUAGES } from './read/language';
import { namingStems, sameStem, titleStems, WEAK } from './read/words';
import { findItem, findReminder, findStep } from './resolve';
import { itemCard, late, next, progress, type Reply, stuck, suggest, welcome } from './respond';

/** A reply with what the coach keeps of it for the next turn. */
export type Turn = Reply & { memory: CoachMemory };

/** Where a turn happens: the member, what the coach kept of its last reply, and the bindings it acts with. */
export type TurnContext = {
  db: Db;
  media: R2Bucket;
  member: Member;
  previous: CoachMemory | null;
  /** The coach's last reply's cards (a plan to accept). */
  previousCards: CoachCard[];
  /** The member's own words, for the few asks that read them again. */
  text: string;
  /**
   * How the last reply to a low moment in the recent talk was worded, when there was one: the
   * next is said another way, even with other talk between them.
   */
  stuckWording?: number | null;
};

const CHIPS = { next: 'What should I do next?', progress: 'How am I doing?', reminders: 'What reminders do I have?' };

const actor = (c: TurnContext): ProfileRow => c.member.profile;
const day = (m: Member, date: string) => sayDay(date, m.today, m.profile.country);
const on = (m: Member, date: string) => {
  const said = day(m, date);
  return said === 'today' || said === 'tomorrow' ? said : `on ${said}`;
};
const clock = (m: Member, time: string) => {
  const [h, min] = time.split(':').map(Number) as [number, number];
  if (m.profile.country === 'US')
    return `${h % 12 || 12}${min ? `:${String(min).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`;
  return time;
};
const quote = (s: string) => `“${s}”`;
const privacyWords = { public: 'public', followers: 'visible to your followers', private: 'private' } as Record<
  string,
  string
>;

function said(text: string, extra: Partial<Turn> = {}): Turn {
  return { text, cards: [], suggestions: [CHIPS.next, CHIPS.progress], effects: [], memory: {}, ...extra };
}

/** A question with the candidates as cards and chips: nothing is done until the member answers. */
function askWhich(
  c: TurnContext,
  question: string,
  ask: Ask,
  entries: ListEntry[],
  field: 'item' | 'step' = 'item',
): Turn {
  const shown = entries.slice(0, 4);
  return said(question, {
    cards: shown.map((e) => itemCard(c.member, e)),
    suggestions: shown.map((e) => e.title),
    memory: { ask: ask.kind, pending: { ask, field }, cards: shown.map((e) => ({ itemId: e.id, title: e.title })) },
  });
}

function notFound(c: TurnContext, words: string, doing: string, ask?: Ask): Turn {
  const open = c.member.list.filter((e) => e.status !== 'completed').slice(0, 3);
  return said(
    words
      ? `I couldn't find ${quote(words)} on your list, so I haven't ${doing} anything. Which one did you mean?`
      : `Which item do you mean? I haven't ${doing} anything yet.`,
    {
      cards: open.map((e) => itemCard(c.member, e)),
      suggestions: open.map((e) => e.title),
      memory: {
        ...(ask ? { ask: ask.kind } : {}),
        pending: ask ? { ask, field: 'item' } : null,
        cards: open.map((e) => ({ itemId: e.id, title: e.title })),
      },
    },
  );
}

const stepsLeft = (e: ListEntry) => e.steps.filter((s) => !s.done).length;

async function tickStep(c: TurnContext, ask: Ask): Promise<Turn> {
  // "Why is pottery ticked?? never went": a whole item ticked off, taken back.
  if (ask.kind === 'untickStep' && !ask.step) {
    const ticked = findItem(c.member, ask.item, c.previous, (e) => e.status === 'completed');
    if ('one' in ticked && !ticked.step && ticked.one.status === 'completed') {
      const e = ticked.one;
      const result = await act.untickItem(c.db, actor(c), e.id);
      return said(`Taken the tick off ${quote(e.title)}: it is open on your list again.`, {
        cards: [itemCard(c.member, { ...e, status: 'not_started' })],
        memory: { ask: ask.kind, itemId: e.id, undo: result.undo, cards: [{ itemId: e.id, title: e.title }] },
      });
    }
  }
  const found = findItem(c.member, ask.item, c.previous, (e) => e.status !== 'completed' && e.steps.length > 0);
  if ('several' in found) return askWhich(c, 'Which one is that step on?', ask, found.several);
  if ('none' in found) return notFound(c, found.none, 'ticked', ask);
  const entry = found.one;
  const step = findStep(entry, ask.step ?? (found.step ? { id: found.step.id } : undefined), c.previous);
  if ('several' in step) {
    return said(`Which step of ${quote(entry.title)}? ${step.several.map((s) => quote(s.text)).join(' or ')}?`, {
      suggestions: step.several.map((s) => s.text),
      memory: { ask: ask.kind, itemId: entry.id, pending: { ask: { ...ask, item: { id: entry.id } }, field: 'step' } },
    });
  }
  if ('none' in step) {
    return said(
      entry.steps.length
        ? `Which step of ${quote(entry.title)} did you mean? Its steps: ${entry.steps.map((s, i) => `${i + 1}. ${s.text}`).join('; ')}.`
        : `${quote(entry.title)} has no steps yet, so there was nothing to tick. Shall I plan some?`,
      {
        memory: {
          ask: ask.kind,
          itemId: entry.id,
          pending: entry.steps.length ? { ask: { ...ask, item: { id: entry.id } }, field: 'step' } : null,
        },
      },
    );
  }
  const s = step.one;
  const done = ask.kind !== 'untickStep';
  if (s.done === done) {
    return said(`${quote(s.text)} was already ${done ? 'done' : 'open'}, so nothing changed.`, {
      memory: { ask: ask.kind, itemId: entry.id, stepId: s.id },
    });
  }
  const result = await act.tickStep(c.db, actor(c), entry.id, s.id, done);
  const left = result.item.steps.filter((x) => !x.done);
  const total = result.item.steps.length;
  const text = done
    ? `Ticked off ${quote(s.text)} on ${quote(entry.title)}: ${total - left.length} of ${total} steps done.` +
      (left[0]
        ? ` Next: ${quote(left[0].text)}${left[0].dueDate ? `, ${on(c.member, left[0].dueDate)}` : ''}.`
        : ` That was the last step. Say “mark it done” when ${quote(entry.title)} itself is done.`)
    : `${quote(s.text)} is not ticked any more: ${total - left.length} of ${total} steps done.`;
  return said(encourage(c, text, done), {
    cards: [itemCard(c.member, { ...entry, steps: result.item.steps, stepsDone: total - left.length })],
    memory: {
      ask: ask.kind,
      itemId: entry.id,
      stepId: s.id,
      undo: result.undo,
      cards: [{ itemId: entry.id, title: entry.title }],
    },
  });
}

/** A word of the member's style after what was done. */
function encourage(c: TurnContext, text: string, good: boolean) {
  if (!good) return text;
  if (c.member.style === 'gentle_encouragement') return `${text} Well done!`;
  if (c.member.style === 'tough_love') return `${text} Keep going.`;
  return text;
}

async function tickItem(c: TurnContext, ask: Ask): Promise<Turn> {
  if (
    ask.item?.words &&
    /^(everything|all|all of (it|them)|the (whole|entire) list|every(thing| item))$/.test(ask.item.words)
  ) {
    return said('I tick things off one at a time, so I have not changed anything. Which one did you do?', {
      memory: { ask: ask.kind, pending: { ask, field: 'item' } },
    });
  }
  const found = findItem(c.member, ask.item, c.previous, (e) => e.status !== 'completed');
  if ('several' in found) return askWhich(c, 'Well done! Which one was it?', ask, found.several);
  if ('none' in found) {
    if (!found.none) return notFound(c, '', 'ticked', ask);
    const title = found.none.charAt(0).toUpperCase() + found.none.slice(1);
    return said(`Congratulations! ${quote(title)} isn't on your list. Shall I add it and mark it done?`, {
      suggestions: ['Yes, add it as done', 'No thanks'],
      memory: {
        ask: ask.kind,
        pending: {
          ask: { kind: 'add', phrase: found.none, item: { words: found.none }, done: true },
          field: 'confirm',
        },
      },
    });
  }
  const entry = found.one;
  // "Went to a cooking class" is not "Cook a three-course dinner for friends": a report (no "tick"
  // or "done" said) whose own words the item or step does not hold is asked about, not ticked.
  const context = ask.item?.context ?? '';
  const told =
    /\b(tick|ticked|mark|marked|cross|crossed|check(ed)? off|done|finished|complete|completed|✅)\b|✅/u.test(context);
  if (!told && ask.item?.words && !ask.item.id) {
    const held = [...titleStems(entry.title), ...(found.step ? titleStems(found.step.text) : [])];
    const chat =
      /^(btw|tbh|lol|now|rn|today|yesterday|tonight|finally|already|omg|haha\w*|yay|woo+|ok|okay|just|actually|officially|at|last|night|morning|week|weekend)$/;
    // How it went ("without dying", "without stopping") is no part of what was done.
    const how = namingStems([...ask.item.words.matchAll(/\bwithout (\w+)/g)].map((m) => m[1]).join(' '));
    const stems = namingStems(ask.item.words).filter(
      (w) => !WEAK.has(w) && !/^\d+$/.test(w) && !chat.test(w) && !(how.includes(w) && !held.includes(w)),
    );
    const missing = stems.filter((w) => !held.some((h) => sameStem(w, h)));
    // One word in common and one not ("a cooking class" for a dinner party) is asked about; most
    // words in common with one more (a place: "the northern lights in tromsø") is the item.
    const matched = stems.length - missing.length;
    if (missing.length && (matched < 2 || missing.length > matched)) {
      const what = found.step ? `${quote(found.step.text)} on ${quote(entry.title)}` : quote(entry.title);
      return said(`Nice! Was that ${what}? Say yes and I'll tick it off.`, {
        cards: [itemCard(c.member, entry)],
        suggestions: ['Yes, tick it off', 'No, something else'],
        memory: {
          ask: ask.kind,
          itemId: entry.id,
          cards: [{ itemId: entry.id, title: entry.title }],
          pending: {
            ask: found.step
              ? { kind: 'tickStep', item: { id: entry.id }, step: { id: found.step.id } }
              : { kind: 'tickItem', item: { id: entry.id } },
            field: 'confirm',
          },
        },
      });
    }
  }
  // "Tick off the spanish one" with steps still open: the whole goal, or one of its steps?
  if (
    !found.step &&
    stepsLeft(entry) &&
    /\bthe \w+ one\b/.test(ask.item?.context ?? ask.item?.words ?? '') &&
    entry.status !== 'completed'
  ) {
    const open = entry.steps.filter((s) => !s.done);
    return said(
      `The whole of ${quote(entry.title)}, or one of its open steps: ${open.map((s) => quote(s.text)).join(', ')}?`,
      {
        suggestions: [`All of ${entry.title}`, ...open.slice(0, 3).map((s) => s.text)],
        memory: {
          ask: ask.kind,
          itemId: entry.id,
          pending: { ask: { kind: 'tickStep', item: { id: entry.id } }, field: 'step' },
        },
      },
    );
  }
  // Their words named a step ("I bought the wetsuit"): that step is what was done.
  if (found.stepTie) {
    const open = entry.steps.filter((s) => !s.done && namingStems(s.text).length);
    return said(`Which step of ${quote(entry.title)} was it? ${open.map((s) => quote(s.text)).join(' or ')}?`, {
      suggestions: open.slice(0, 4).map((s) => s.text),
      memory: {
        ask: ask.kind,
        itemId: entry.id,
        pending: { ask: { kind: 'tickStep', item: { id: entry.id } }, field: 'step' },
      },
    });
  }
  // "Tick off pick a pattern on the quilt" when that step is ticked already: nothing to change (the
  // goal is not what was named).
  if (found.step?.done && !found.stepTie) {
    const open = entry.steps.filter((st) => !st.done);
    return said(
      `${quote(found.step.text)} was done already on ${quote(entry.title)}, so nothing changed.${open.length ? ` Did you mean another step: ${open.map((st) => quote(st.text)).join(', ')}?` : ''}`,
      {
        suggestions: open.slice(0, 3).map((st) => st.text),
        memory: {
          ask: ask.kind,
          itemId: entry.id,
          pending: { ask: { kind: 'tickStep', item: { id: entry.id } }, field: 'step' },
        },
      },
    );
  }
  // "Sourdough is DONE, open crumb achieved": its last open step, and the goal itself when the
  // words say the goal is done.
  const lastStep = Boolean(found.step && !found.step.done && entry.steps.filter((st) => !st.done).length === 1);
  const goalDone =
    /\b([\w' ]{2,30}?)\s+(?:is|are|'s)\s+(?:all\s+|finally\s+|officially\s+)?(?:done|finished|complete|completed)\b/.exec(
      ask.item?.context ?? '',
    )?.[1];
  // "Rode to the end of the street on her own, tick it all off": every open step and the goal.
  const allSaid =
    entry.status !== 'completed' &&
    /\b(?:tick|mark|cross|check)(?:ed)? (?:it |them |that |this )?all (?:off|done)\b|\ball (?:of it )?(?:done|ticked)\b|\bthe whole (?:thing|lot|goal)\b/.test(
      ask.item?.context ?? '',
    );
  const wholeSaid =
    allSaid ||
    (lastStep &&
      entry.status !== 'completed' &&
      Boolean(goalDone) &&
      namingStems(goalDone ?? '').some((w) => !WEAK.has(w) && titleStems(entry.title).some((t) => sameStem(w, t))));
  if (found.step && !found.step.done && !wholeSaid)
    return tickStep(c, { kind: 'tickStep', item: { id: entry.id }, step: { id: found.step.id } });
  const ticking = allSaid ? entry.steps.filter((st) => !st.done) : wholeSaid && found.step ? [found.step] : [];
  if (entry.status === 'completed') {
    return said(`${quote(entry.title)} is already done on your list, so nothing changed.`, {
      memory: { ask: ask.kind, itemId: entry.id },
    });
  }
  // The goal first, so its undo puts back the status it had before any of its steps were ticked.
  const result = await act.tickItem(c.db, actor(c), entry.id);
  const stepUndo = [];
  for (const st of ticking) stepUndo.push(...(await act.tickStep(c.db, actor(c), entry.id, st.id, true)).undo);
  const finished = c.member.list.filter((e) => e.status === 'completed').length + 1;
  const open = stepsLeft(entry) - ticking.length;
  const text =
    `Ticked off ${quote(entry.title)}: that is ${finished} done on your list.` +
    (open ? ` I left its ${open} open step${open === 1 ? '' : 's'} as ${open === 1 ? 'it is' : 'they are'}.` : '') +
    (c.member.style === 'gentle_encouragement'
      ? ' How was it? Give it a rating while it is fresh.'
      : ' Rate it while it is fresh.');
  return said(text, {
    cards: [{ type: 'done', item: { ...itemOf(entry), status: 'completed', progress: 100 }, rated: false }],
    memory: {
      ask: ask.kind,
      itemId: entry.id,
      undo: [...result.undo, ...stepUndo],
      cards: [{ itemId: entry.id, title: entry.title }],
    },
  });
}

async function setDate(c: TurnContext, ask: Ask): Promise<Turn> {
  const found = findItem(c.member, ask.item, c.previous, (e) => e.status !== 'completed');
  if ('several' in found) return askWhich(c, 'Which one should that date go on?', ask, found.several);
  if ('none' in found) return notFound(c, found.none, 'dated', ask);
  const entry = found.one;
  // "The cbt thing, move it to friday" with two steps about the CBT and a title that does not say
  // it: which step, not the goal's own date.
  const named = ask.item?.words ?? ask.item?.context;
  // "I booked the cbt for saturday" with a step to book it and a step to do it: the booking is done.
  if (ask.phrase === 'booked' && !ask.step && found.stepTie && named) {
    const said_ = namingStems(named).filter((w) => !WEAK.has(w));
    const booking = entry.steps.filter(
      (st) =>
        !st.done &&
        /\b(?:book|reserve)/i.test(st.text) &&
        said_.some((w) => titleStems(st.text).some((t) => sameStem(w, t))),
    );
    if (booking.length === 1 && booking[0])
      return tickStep(c, { kind: 'tickStep', item: { id: entry.id }, step: { id: booking[0].id } });
  }
  if (!ask.step && found.stepTie && named) {
    const said_ = namingStems(named).filter((w) => !WEAK.has(w));
    const titleNamed = said_.some((w) => titleStems(entry.title).some((t) => sameStem(w, t)));
    const steps = entry.steps.filter((st) => said_.some((w) => titleStems(st.text).some((t) => sameStem(w, t))));
    if (!titleNamed && steps.length > 1)
      return said(`Which step of ${quote(entry.title)}? ${steps.map((st) => quote(st.text)).join(' or ')}?`, {
        suggestions: steps.slice(0, 4).map((st) => st.text),
        memory: {
          ask: ask.kind,
          itemId: entry.id,
          pending: { ask: { ...ask, item: { id: entry.id } }, field: 'step' },
        },
      });
  }
  const stepRef = ask.step ?? (found.step && (ask.item?.words || ask.item?.it) ? { id: found.step.id } : undefined);
  // "Booked the hotel for the 12th" when the step is booking it: that step is done. Otherwise the
  // date is when the booked thing happens, and that is what is dated.
  if (ask.phrase === 'booked' && stepRef) {
    const booked = findStep(entry, stepRef, c.previous);
    if ('one' in booked && !booked.one.done && /\b(?:book|reserve)/i.test(booked.one.text))
      return tickStep(c, { kind: 'tickStep', item: { id: entry.id }, step: { id: booked.one.id } });
  }
  // "Push it back two weeks": from the date it has now (the step's, else the item's, else today).
  if (ask.shift !== undefined && !ask.date) {
    const from = stepRef ? findStep(entry, stepRef, c.previous) : null;
    const base = (from && 'one' in from ? from.one.dueDate : null) ?? entry.targetDate ?? c.member.today;
    return setDate(c, {
      ...ask,
      shift: undefined,
      date: addDays(base, ask.shift),
      item: { id: entry.id },
      ...(stepRef ? { step: stepRef } : {}),
    });
  }
  if (ask.phrase?.startsWith('how far') && !ask.date && ask.shift === undefined) {
    return said(
      `How far ${ask.phrase === 'how far earlier' ? 'earlier' : 'back'} shall I move ${quote(entry.title)}${entry.targetDate ? ` (now ${day(c.member, entry.targetDate)})` : ''}? A week, a month, three months?`,
      {
        suggestions: ['A week', 'A month', 'Three months'],
        memory: {
          ask: ask.kind,
          itemId: entry.id,
          pending: { ask: { ...ask, item: { id: entry.id } }, field: 'date' },
        },
      },
    );
  }
  if (!ask.date && !ask.clearDate) {
    return said(`What date would you like for ${quote(entry.title)}?`, {
      memory: { ask: ask.kind, itemId: entry.id, pending: { ask: { ...ask, item: { id: entry.id } }, field: 'date' } },
    });
  }
  if (ask.phrase === 'which day' && ask.date) {
    return said(
      `Which day in ${new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(`${ask.date}T00:00:00Z`))} should ${quote(entry.title)} be for?`,
      {
        memory: {
          ask: ask.kind,
          itemId: entry.id,
          pending: { ask: { kind: 'setDate', item: { id: entry.id }, date: ask.date }, field: 'date' },
        },
      },
    );
  }
  // "Actually make it the 20th" after October was set: the 20th of October.
  const dayOf = ask.phrase?.startsWith('day ') ? Number(ask.phrase.slice(4)) : null;
  const current = stepRef ? null : entry.targetDate;
  const inMonth =
    dayOf && current && current > c.member.today && ask.date?.slice(0, 7) !== current.slice(0, 7)
      ? `${current.slice(0, 8)}${String(dayOf).padStart(2, '0')}`
      : null;
  const date = ask.clearDate ? null : inMonth && !Number.isNaN(Date.parse(inMonth)) ? inMonth : (ask.date ?? null);
  if (date && date < c.member.today) {
    return said(`${day(c.member, date)} has already passed, so I have not changed anything. Which day from today on?`, {
      memory: { ask: ask.kind, itemId: entry.id, pending: { ask: { ...ask, item: { id: entry.id } }, field: 'date' } },
    });
  }
  if (stepRef) {
    const step = findStep(entry, stepRef, c.previous);
    if (!('one' in step))
      return said(`Which step of ${quote(entry.title)} should be due then?`, {
        memory: {
          ask: ask.kind,
          itemId: entry.id,
          pending: { ask: { ...ask, item: { id: entry.id } }, field: 'step' },
        },
      });
    const result = await act.setStepDue(c.db, actor(c), entry.id, step.one.id, date);
    return said(
      date
        ? `${quote(step.one.text)} is now due ${on(c.member, date)}.`
        : `${quote(step.one.text)} has no due date now.`,
      { memory: { ask: ask.kind, itemId: entry.id, stepId: step.one.id, undo: result.undo } },
    );
  }
  const result = await act.setTarget(c.db, actor(c), entry.id, date);
  const tough = c.member.style === 'tough_love' && date ? ' That is a promise: I will hold you to it.' : '';
  return said(
    date
      ? `The target date for ${quote(entry.title)} is now ${day(c.member, date)}${result.previous ? ` (it was ${day(c.member, result.previous)})` : ''}.${tough}`
      : `${quote(entry.title)} has no target date now.`,
    {
      cards: [itemCard(c.member, { ...entry, targetDate: date })],
      suggestions: [`Help me plan ${entry.title.toLowerCase()}`, CHIPS.next],
      memory: { ask: ask.kind, itemId: entry.id, undo: result.undo, cards: [{ itemId: entry.id, title: entry.title }] },
    },
  );
}

/** Cards of the last reply named by place: "add the first and third", "both", "all of them". */
function cardsNamed(c: TurnContext): number[] {
  const cards = c.previous?.cards ?? [];
  if (!cards.length) return [];
  const t = c.text.toLowerCase();
  if (/\b(all|all of them|all three|every one|both)\b/.test(t)) return cards.map((_, i) => i + 1);
  const places: [RegExp, number][] = [
    [/\b(first|1st)\b/, 1],
    [/\b(second|2nd)\b/, 2],
    [/\b(third|3rd)\b/, 3],
    [/\b(fourth|4th)\b/, 4],
    [/\blast\b/, cards.length],
  ];
  return places.filter(([p]) => p.test(t)).map(([, n]) => n);
}

async function add(c: TurnContext, ask: Ask): Promise<Turn> {
  // "The 1st and 3rd": the ideas shown, by their places.
  const onlyPlaces =
    /^(?:(?:and|&|the|one|ones|both|pls|please)\s*|(?:first|second|third|fourth|1st|2nd|3rd|4th|last)\b\s*)+$/.test(
      ask.item?.words ?? '',
    );
  const places = ask.item?.card || ask.item?.it || (onlyPlaces && c.previous?.cards?.length) ? cardsNamed(c) : [];
  const refs: (ItemRef | undefined)[] = places.length ? places.map((card) => ({ card })) : [ask.item];
  const undo: UndoOp[] = [];
  const lines: string[] = [];
  const cards: CoachMemory['cards'] = [];
  for (const ref of refs) {
    let activityId: number | null = null;
    let title = '';
    if (ref?.card || ref?.it) {
      const card = ref.card
        ? c.previous?.cards?.[ref.card - 1]
        : c.previous?.cards?.length === 1
          ? c.previous.cards[0]
          : undefined;
      if (!card)
        return said('Which one would you like to add? Tell me its name.', {
          memory: { ask: ask.kind, pending: { ask, field: 'what' } },
        });
      if (card.itemId && c.member.list.some((e) => e.id === card.itemId)) {
        lines.push(`${quote(card.title)} is already on your list.`);
        continue;
      }
      activityId = card.activityId ?? null;
      title = card.title;
    } else {
      const words = ref?.words ?? ask.phrase ?? '';
      if (!words)
        return said('What would you like to add to your list?', {
          memory: { ask: ask.kind, pending: { ask, field: 'what' } },
        });
      const listed = findItem(c.member, { words }, c.previous);
      // On the list already when its title says what they said ("add surfing": Learn to surf), or all
      // but one word of it; "teaching her to swim" is not "Teach Mia to ride a bike".
      const asked = namingStems(words).filter((w) => !WEAK.has(w));
      const held = 'one' in listed ? titleStems(listed.one.title) : [];
      const missing = asked.filter((w) => !held.some((t) => sameStem(w, t))).length;
      const already = missing === 0 || (asked.length - missing >= 2 && missing <= 1);
      if ('one' in listed && !listed.step && already) {
        lines.push(
          `${quote(listed.one.title)} is already on your list${listed.one.status === 'completed' ? ', ticked off' : ''}, so I have not added it again.`,
        );
        cards.push({ itemId: listed.one.id, title: listed.one.title });
        continue;
      }
      const named = await activityNamed(c.db, words, true);
      // The catalogue's idea only when it is what they said, not a narrower one ("swim with dolphins"
      // is not "... in the Azores"): their own words otherwise.
      const extra = named
        ? namingStems(named.displayTitle || named.title).filter(
            (w) => !WEAK.has(w) && !namingStems(words).some((x) => sameStem(w, x)),
          ).length
        : 0;
      const activity = named && extra <= 1 ? named : null;
      if (activity && c.member.onList.has(activity.id)) {
        const entry = c.member.list.find((e) => e.activityId === activity.id);
        lines.push(`${quote(entry?.title ?? activity.title)} is already on your list.`);
        continue;
      }
      activityId = activity?.id ?? null;
      title = activity ? activity.displayTitle || activity.title : words.charAt(0).toUpperCase() + words.slice(1);
    }
    const result = await act.addItem(
      c.db,
      c.media,
      actor(c),
      activityId ? { activityId } : { title: title.slice(0, 99) },
      ask.privacy,
    );
    undo.push(...result.undo);
    cards.push({ itemId: result.itemId, activityId, title: result.title });
    if (ask.done) undo.push(...(await act.tickItem(c.db, actor(c), result.itemId)).undo);
    lines.push(
      `Added ${quote(result.title)} to your list${ask.done ? ', ticked off' : ''} (${privacyWords[result.privacy] ?? result.privacy}).`,
    );
  }
  return said(lines.join(' '), {
    suggestions:
      cards.length === 1 && cards[0] ? [`Help me plan ${cards[0].title.toLowerCase()}`, CHIPS.next] : [CHIPS.next],
    memory: {
      ask: ask.kind,
      itemId: cards.length === 1 ? (cards[0]?.itemId ?? null) : null,
      undo,
      // Added from the ideas shown: they stay what "the 2nd too" counts in.
      cards: ask.item?.card && c.previous?.cards?.length ? c.previous.cards : cards,
    },
  });
}

async function remove(c: TurnContext, ask: Ask): Promise<Turn> {
  const found = findItem(c.member, ask.item, c.previous);
  if ('several' in found) return askWhich(c, 'Which one should I take off your list?', ask, found.several);
  if ('none' in found) return notFound(c, found.none, 'removed', ask);
  const entry = found.one;
  const result = await act.dropItem(c.db, actor(c), entry.id);
  return said(
    `Removed ${quote(entry.title)} from your list${entry.steps.length ? `, with its ${entry.steps.length} steps` : ''}. Undo puts it back as it was.`,
    {
      memory: { ask: ask.kind, undo: result.undo },
    },
  );
}

/** The day and time a reminder is for: what was said, else tomorrow; a time alone is today if it is still to come. */
function reminderWhen(c: TurnContext, ask: Ask, keep?: PendingReminder) {
  const time = ask.time ?? keep?.remindAt ?? '09:00';
  let date = ask.date ?? keep?.remindOn;
  if (!date) date = ask.time && c.member.clock < time ? c.member.today : addDays(c.member.today, 1);
  return { date, time };
}

async function remind(c: TurnContext, ask: Ask): Promise<Turn> {
  let found: ReturnType<typeof findItem> = ask.item
    ? findItem(c.member, ask.item, c.previous, (e) => e.status !== 'completed')
    : { none: '' };
  // A reminder needs no item: when the words fit several, it is about the words alone; when they
  // fit none, about them, on what the conversation was about.
  if ('several' in found) {
    if (!ask.item?.words) return askWhich(c, 'Which one should I remind you about?', ask, found.several);
    found = { none: ask.item.words };
  }
  // (After a list of several, "what the conversation was about" is none of them in particular.)
  const focus =
    'none' in found && found.none && c.previous?.itemId && !['next', 'suggest'].includes(c.previous.ask ?? '')
      ? c.member.list.find((e) => e.id === c.previous?.itemId)
      : undefined;
  const entry = 'one' in found ? found.one : (focus ?? null);
  if (!entry && !('none' in found && found.none)) {
    return said('What should I remind you about?', { memory: { ask: ask.kind, pending: { ask, field: 'what' } } });
  }
  if (
    !ask.date &&
    !ask.time &&
    !(ask.phrase?.endsWith('before') && (entry?.targetDate || entry?.steps.some((st) => st.dueDate)))
  ) {
    return said(
      `When should I remind you${entry ? ` about ${quote(entry.title)}` : ''}? A day and a time, like “Friday at 6pm”.`,
      {
        memory: {
          ask: ask.kind,
          itemId: entry?.id ?? null,
          pending: { ask: entry ? { ...ask, item: { id: entry.id } } : ask, field: 'date' },
        },
      },
    );
  }
  const stepRef =
    ask.step ??
    ('one' in found && found.step
      ? { id: found.step.id }
      : c.previous?.stepId && ask.item?.it
        ? { id: c.previous.stepId }
        : undefined);
  const step = entry && stepRef ? findStep(entry, stepRef, c.previous) : null;
  const stepOne = step && 'one' in step ? step.one : null;
  // "The day before": before the step's or the item's own date.
  const anchor = stepOne?.dueDate ?? entry?.targetDate ?? null;
  const before =
    ask.phrase === 'due' && anchor
      ? anchor
      : ask.phrase?.endsWith('before') && anchor
        ? addDays(
            anchor,
            -(Number(/^(\d+) days before$/.exec(ask.phrase)?.[1]) || (ask.phrase.startsWith('week') ? 7 : 1)),
          )
        : null;
  const { date, time } = reminderWhen(c, before ? { ...ask, date: before } : ask);
  if (date < c.member.today)
    return said(`${day(c.member, date)} has already passed. Which day from today on?`, {
      memory: { ask: ask.kind, pending: { ask, field: 'date' } },
    });
  // Today at a time already gone ("remind me later", "today at 9am" after ten): which time today.
  if (date === c.member.today && time < c.member.clock) {
    const named = entry?.title ?? ask.item?.words;
    const what = named ? ` about ${quote(named)}` : '';
    return said(
      ask.time
        ? `${clock(c.member, time)} has already passed today. What time should I remind you${what}?`
        : `What time today should I remind you${what}? Like “6pm”.`,
      {
        memory: {
          ask: ask.kind,
          itemId: entry?.id ?? null,
          pending: {
            ask: { ...(entry ? { ...ask, item: { id: entry.id } } : ask), date, time: undefined },
            field: 'date',
          },
        },
      },
    );
  }
  // The step's words, else the member's own ("book my surf lesson"), else the item's title.
  const words =
    ask.item?.words && !('one' in found && found.one.title.toLowerCase() === ask.item.words) ? ask.item.words : null;
  const about = stepOne?.text ?? words ?? entry?.title ?? ('none' in found ? found.none : '');
  // A reminder about the same thing that day is there already: never a second one unasked. At the
  // same time, nothing to do; at another, which the member wants.
  const same = entry
    ? c.member.reminders.find(
        (r) => r.remindOn === date && r.itemId === entry.id && (!stepOne || !r.stepId || r.stepId === stepOne.id),
      )
    : undefined;
  if (same && !ask.phrase?.includes('another')) {
    const existing = `You already have a reminder ${on(c.member, date)} at ${clock(c.member, same.remindAt)} about ${quote(same.about)}`;
    if (same.remindAt === time)
      return said(`${existing}, so I haven't added another.`, {
        memory: { ask: ask.kind, itemId: entry?.id ?? null, stepId: stepOne?.id ?? null, reminderId: same.id },
      });
    return said(`${existing}. Shall I move it to ${clock(c.member, time)}, or add a second one?`, {
      suggestions: [`Move it to ${clock(c.member, time)}`, 'Add a second one'],
      memory: {
        ask: ask.kind,
        itemId: entry?.id ?? null,
        stepId: stepOne?.id ?? null,
        reminderId: same.id,
        pending: { ask: { kind: 'moveReminder', reminder: { id: same.id }, date, time }, field: 'confirm' },
      },
    });
  }
  const result = await act.addReminder(c.db, actor(c), {
    itemId: entry?.id ?? null,
    stepId: stepOne?.id ?? null,
    about,
    remindOn: date,
    remindAt: time,
  });
  return said(`I'll remind you ${on(c.member, date)} at ${clock(c.member, time)} about ${quote(about)}.`, {
    cards: [{ type: 'reminder', about, remindOn: date, itemId: entry?.id ?? null }],
    suggestions: [CHIPS.reminders, CHIPS.next],
    memory: {
      ask: ask.kind,
      itemId: entry?.id ?? null,
      stepId: stepOne?.id ?? null,
      reminderId: result.id,
      undo: result.undo,
      cards: [{ reminderId: result.id, title: about }],
    },
  });
}

function listReminders(c: TurnContext, ask: Ask): Turn {
  const every = c.member.reminders.filter((r) => r.remindOn >= c.member.today);
  // "For running": the ones whose words or item share a word with it; all of them when none do.
  const stems = ask.item?.words ? namingStems(ask.item.words) : [];
  const titleOf = (r: PendingReminder) => `${r.about} ${c.member.list.find((e) => e.id === r.itemId)?.title ?? ''}`;
  const about = stems.length
    ? every.filter((r) => namingStems(titleOf(r)).some((w) => stems.some((s) => sameStem(s, w))))
    : every;
  const all = about.length ? about : every;
  const scope =
    stems.length && about.length
      ? ` about ${quote(ask.item?.words ?? '')}`
      : stems.length && every.length
        ? ` in all (none about ${quote(ask.item?.words ?? '')})`
        : '';
  if (!all.length) {
    return said(
      "You have no reminders set. Say something like “remind me on Friday at 6pm to book the lesson” and I'll set one.",
      { memory: { ask: ask.kind } },
    );
  }
  const lines = all
    .slice(0, 10)
    .map((r, i) => `${i + 1}. ${quote(r.about)} ${on(c.member, r.remindOn)} at ${clock(c.member, r.remindAt)}`);
  return said(
    `You have ${all.length} reminder${all.length === 1 ? '' : 's'}${scope}:\n${lines.join('\n')}\nTell me to move or cancel any of them.`,
    {
      cards: all
        .slice(0, 10)
        .map((r) => ({ type: 'reminder', about: r.about, remindOn: r.remindOn, itemId: r.itemId })),
      memory: {
        ask: ask.kind,
        cards: all.slice(0, 10).map((r) => ({ reminderId: r.id, itemId: r.itemId, title: r.about })),
        reminderId: all.length === 1 ? (all[0]?.id ?? null) : null,
      },
    },
  );
}

async function changeReminder(c: TurnContext, ask: Ask): Promise<Turn> {
  const found = findReminder(c.member, ask.reminder ?? ask.item, c.previous);
  const moving = ask.kind === 'moveReminder';
  if ('none' in found) {
    return said(
      c.member.reminders.length
        ? `I couldn't find a reminder ${found.none ? `about ${quote(found.none)}` : 'like that'}, so nothing changed. Which one?`
        : 'You have no reminders set, so there is nothing to change.',
      {
        memory: { ask: ask.kind },
      },
    );
  }
  if ('several' in found) {
    const shown = found.several.slice(0, 5);
    return said(
      `Which reminder? ${shown.map((r, i) => `${i + 1}. ${quote(r.about)} ${on(c.member, r.remindOn)}`).join('; ')}.`,
      {
        suggestions: shown.map((r) => r.about),
        memory: {
          ask: ask.kind,
          pending: { ask, field: 'reminder' },
          cards: shown.map((r) => ({ reminderId: r.id, title: r.about })),
        },
      },
    );
  }
  const r = found.one;
  if (!moving) {
    const result = await act.cancelReminder(c.db, actor(c), r);
    return said(`Cancelled the reminder about ${quote(r.about)} ${on(c.member, r.remindOn)}.`, {
      memory: { ask: ask.kind, undo: result.undo },
    });
  }
  // "Back a day": from the day it has, at its time.
  if (ask.shift && !ask.date) ask = { ...ask, date: addDays(r.remindOn, ask.shift), shift: undefined };
  // "Just move that one earlier" after "shall I move it to 08:00?": where the coach offered.
  const offered = c.previous?.pending?.field === 'confirm' ? c.previous.pending.ask : null;
  if (!ask.date && !ask.time && offered?.kind === 'moveReminder' && offered.reminder?.id === r.id)
    ask = { ...ask, date: offered.date, time: offered.time };
  if (!ask.date && !ask.time) {
    return said(`When should the reminder about ${quote(r.about)} be instead?`, {
      memory: { ask: ask.kind, reminderId: r.id, pending: { ask: { ...ask, reminder: { id: r.id } }, field: 'date' } },
    });
  }
  // ("11pm" says which half too; "half 12" is midday, never half past midnight.)
  const said12 = /(?:\d|\b)(am|pm|a\.m\.|p\.m\.)(?!\w)|\b(morning|evening|afternoon|tonight|noon)\b|\d:\d/.test(
    c.text.toLowerCase(),
  );
  const [newHour, oldHour] = [Number(ask.time?.slice(0, 2)), Number(r.remindAt.slice(0, 2))];
  // "Make it 8" keeps the half of the day it had; on another day ("sunday 9ish") the hour reads as
  // any hour does.
  const sameDay = !ask.date || ask.date === r.remindOn;
  const keepHalf =
    ask.time && sameDay && !said12 && newHour % 12 !== 0 && newHour < 12 !== oldHour < 12
      ? `${String((newHour + 12) % 24).padStart(2, '0')}${ask.time.slice(2)}`
      : ask.time;
  const { date, time } = reminderWhen(c, { ...ask, ...(keepHalf ? { time: keepHalf } : {}) }, r);
  if (date < c.member.today)
    return said(`${day(c.member, date)} has already passed. Which day from today on?`, {
      memory: { ask: ask.kind, reminderId: r.id },
    });
  // "Move it to today" when its time of day has gone: which time today.
  if (date === c.member.today && time < c.member.clock) {
    return said(
      ask.time
        ? `${clock(c.member, time)} has already passed today. What time should the reminder about ${quote(r.about)} be?`
        : `What time today should the reminder about ${quote(r.about)} be? Like “6pm”.`,
      {
        memory: {
          ask: ask.kind,
          reminderId: r.id,
          pending: { ask: { ...ask, reminder: { id: r.id }, date, time: undefined }, field: 'date' },
        },
      },
    );
  }
  const result = await act.moveReminder(c.db, actor(c), r, date, time);
  return said(`Moved the reminder about ${quote(r.about)} to ${day(c.member, date)} at ${clock(c.member, time)}.`, {
    cards: [{ type: 'reminder', about: r.about, remindOn: date, itemId: r.itemId }],
    memory: { ask: ask.kind, reminderId: r.id, undo: result.undo },
  });
}

/** The goal a plan or a question is about: the member's item, else the catalogue idea of that name, else their words. */
async function goalOf(c: TurnContext, entry: ListEntry | null, words: string) {
  const activity = entry?.activityId
    ? await activityById(c.db, entry.activityId)
    : entry
      ? null
      : await activityNamed(c.db, words, true);
  const title =
    entry?.title ??
    (activity ? activity.displayTitle || activity.title : words.charAt(0).toUpperCase() + words.slice(1));
  return { activity, title };
}

async function plan(c: TurnContext, ask: Ask): Promise<Turn> {
  const found = ask.item
    ? findItem(c.member, ask.item, c.previous, (e) => e.status !== 'completed')
    : ({ none: '' } as const);
  if ('several' in found) return askWhich(c, 'Which one shall we plan?', ask, found.several);
  const entry = 'one' in found ? found.one : null;
  const words = 'none' in found ? found.none : '';
  if (!entry && !words) {
    return said('What would you like to plan? Tell me the goal, and a date if you have one.', {
      memory: { ask: ask.kind, pending: { ask, field: 'what' } },
    });
  }
  const { activity, title } = await goalOf(c, entry, words);
  // The deadline is the one just said, else the item's own target date.
  const deadline = ask.date ?? (entry?.targetDate && entry.targetDate > c.member.today ? entry.targetDate : null);
  // "I can only do weekends": the plan is made again on those days.
  const days =
    ask.phrase === 'weekends'
      ? ['Weekend mornings', 'Weekend afternoons']
      : ask.phrase === 'weekdays'
        ? ['Weekday evenings']
        : null;
  const member = days ? { ...c.member, profile: { ...c.member.profile, timeAvailability: days } } : c.member;
  const p = buildPlan(member, c.member.style, title, activity?.categoryTags ?? [], deadline);
  const undo: UndoOp[] = [];
  // "Set 1 march as the date and plan it": the date is set now, as asked.
  if (
    entry &&
    ask.date &&
    /\b(set|make|change|move)\b.*\b(date|deadline)\b|\b(date|deadline)\b.*\b(set|to)\b/.test(c.text.toLowerCase())
  ) {
    undo.push(...(await act.setTarget(c.db, actor(c), entry.id, ask.date)).undo);
  }
  const weeks = Math.max(1, Math.round((Date.parse(p.targetDate) - Date.parse(c.member.today)) / (7 * 86_400_000)));
  const lines = [
    p.tooSoon && p.asked
      ? `${day(c.member, p.asked)} is too soon to get ready for ${quote(title)} safely, so this plan runs to ${day(c.member, p.targetDate)}; change the dates if you know your body can do it sooner.`
      : p.asked
        ? `Here is a plan for ${quote(title)}, worked back from ${day(c.member, p.asked)}: ${p.steps.length} steps over about ${weeks} weeks.`
        : `Here is a plan for ${quote(title)}: ${p.steps.length} steps over about ${weeks} weeks, to ${day(c.member, p.targetDate)}.`,
    days ? `Every step falls on ${ask.phrase === 'weekends' ? 'a weekend' : 'a weekday'}.` : '',
    p.adapted
      ? 'Because of the health considerations you gave, it starts with a check with your doctor and builds up gently.'
      : '',
    c.member.style === 'tough_love'
      ? 'Accept it and do the first step on its day.'
      : c.member.style === 'goal_oriented'
        ? `First milestone: ${day(c.member, p.steps[0]?.dueDate ?? c.member.today)}.`
        : 'Change anything that does not suit you, then accept it.',
    undo.length ? `I've set its target date to ${day(c.member, ask.date as string)}.` : '',
  ];
  return said(lines.filter(Boolean).join(' '), {
    cards: [
      {
        type: 'steps',
        title,
        activityId: entry?.activityId ?? activity?.id ?? null,
        itemId: entry?.id ?? null,
        steps: p.steps,
        targetDate: ask.date && p.asked && !p.tooSoon ? p.asked : null,
        state: 'proposed',
      },
    ],
    suggestions: ['Yes, add this plan', 'No thanks'],
    memory: {
      ask: 'plan',
      itemId: entry?.id ?? null,
      undo,
      cards: [{ itemId: entry?.id ?? null, activityId: activity?.id ?? null, title }],
    },
  });
}

async function undoLast(c: TurnContext, ask: Ask, undoPrevious: () => Promise<UndoOp[] | null>): Promise<Turn> {
  const ops = await undoPrevious();
  if (!ops)
    return said("There is nothing of mine to undo just now: I haven't changed anything since.", {
      memory: { ask: ask.kind },
    });
  const text = 'Undone: everything is back as it was.';
  // What was undone is still what the talk is about ("remind me to practise it tonight").
  return said(text, {
    memory: { ask: ask.kind, itemId: c.previous?.itemId ?? null, stepId: c.previous?.stepId ?? null },
  });
}

function out(c: TurnContext, ask: Ask): Turn {
  const about = ask.item ? findItem(c.member, ask.item, c.previous) : null;
  const itemId = about && 'one' in about ? about.one.id : (c.previous?.itemId ?? null);
  const can = 'I can help with your list instead: plan a goal, tick things off, set dates and reminders.';
  const words: Record<string, string> = {
    weather: `I can't see weather forecasts, so I can't tell you that. A local forecast will know. ${can}`,
    prices: `I can't look up prices, fares or availability, so I won't guess. ${can}`,
    booking: `I can't book, buy or pay for anything, and I haven't. I can add a step or a reminder to book it yourself.`,
    people: `I can only see your own list, not anyone else's plans. ${can}`,
    medical: `I can't give medical advice: please ask a doctor, pharmacist or physio about that. Once you know what suits you, I can adapt your plans to it.`,
    other: `That's outside what I can do. ${can}`,
  };
  return said(words[ask.topic ?? 'other'] ?? (words.other as string), { memory: { ask: ask.kind, itemId } });
}

function foreign(ask: Ask): Turn {
  const code = ask.language ?? '';
  const inTheirs: Record<string, string> = {
    spa: 'Lo siento: por ahora solo entiendo inglés. ¿Puedes escribírmelo en inglés?',
    fra: "Désolé : pour l'instant je ne comprends que l'anglais. Pouvez-vous me l'écrire en anglais ?",
    deu: 'Entschuldigung: Im Moment verstehe ich nur Englisch. Kannst du es mir auf Englisch schreiben?',
    por: 'Desculpe: por enquanto só entendo inglês. Pode escrever em inglês?',
    ita: "Mi dispiace: per ora capisco solo l'inglese. Puoi scrivermelo in inglese?",
    nld: 'Sorry: voorlopig begrijp ik alleen Engels. Kun je het in het Engels schrijven?',
  };
  const name = LANGUAGES[code];
  return said(
    `${inTheirs[code] ? `${inTheirs[code]} ` : ''}I read English for now${name ? `, not ${name}` : ''}: could you write that in English? Nothing on your list has changed.`,
    {
      memory: { ask: ask.kind },
    },
  );
}

function smallTalk(c: TurnContext, ask: Ask): Turn {
  const t = (ask.phrase ?? '').toLowerCase();
  const first = c.member.profile.firstName;
  if (
    /\b(what can you (actually |really |even )?do|help|who are you|what are you|are you (a bot|real|human|an ai))\b/.test(
      t,
    )
  ) {
    return said(
      `I'm your Lifelist coach, a program rather than a person. I can plan a goal back from a date, tick off items or single steps, set target dates, add or remove things, set and change reminders, suggest ideas and tell you how you're doing. Just say it the way you would to a friend.`,
      { memory: { ask: ask.kind } },
    );
  }
  if (
    /\b(bye|goodbye|good ?night|see you|later)\b/.test(t) ||
    /\b(gonna|going to|got to|gotta|have to|need to) (go|head off|get back to work|go do (some )?(actual )?work)\b|\bgtg\b/.test(
      c.text.toLowerCase(),
    )
  )
    return said(`Bye for now, ${first}. I'm here when you need me.`, { suggestions: [], memory: { ask: ask.kind } });
  if (/\b(how are you|how'?s it going|how r u|what'?s up|whats up)\b/.test(t)) {
    return said(
      `All good here, thanks for asking! How are things with you, ${first}? Anything on your list you fancy moving forward?`,
      { memory: { ask: ask.kind } },
    );
  }
  if (/^(hi|hey|hello|hiya|yo|sup|howdy|good (morning|afternoon|evening)|morning|evening)\b/.test(t)) {
    return said(
      `Hi ${first}! What would you like to do today: plan something, tick something off, or find a new idea?`,
      { memory: { ask: ask.kind } },
    );
  }
  if (t === 'leave it')
    return said('Okay, I’ll leave it as it is. Nothing has changed.', { memory: { ask: ask.kind } });
  return said(`😊 Anything else I can help with, ${first}?`, { memory: { ask: ask.kind } });
}

/** Where one item stands: its target date, its steps' dates, what is next. */
function itemStatus(c: TurnContext, e: ListEntry, step: ListEntry['steps'][number] | null): Turn {
  const m = c.member;
  const next = e.steps.find((s) => !s.done);
  const focus = step ?? next ?? null;
  const parts = [
    step
      ? `${quote(step.text)} ${step.done ? 'is done' : step.dueDate ? `is due ${on(m, step.dueDate)}${step.dueDate < m.today ? ' (overdue)' : ''}` : 'has no due date yet'}.`
      : e.status === 'completed'
        ? `${quote(e.title)} is done${e.steps.length ? `, all ${e.steps.length} steps with it` : ''}.`
        : `${quote(e.title)}: ${e.targetDate ? `target date ${day(m, e.targetDate)}${e.targetDate < m.today ? ' (overdue)' : ` (${inTime(m.today, e.targetDate)})`}` : 'no target date yet'}, ${e.steps.length ? `${e.steps.filter((s) => s.done).length} of ${e.steps.length} steps done, ${e.steps.filter((s) => !s.done).length} to go` : 'no steps yet'}.`,
    !step && e.status !== 'completed' ? onTrack(m, e) : '',
    !step && next ? `Next: ${quote(next.text)}${next.dueDate ? `, due ${on(m, next.dueDate)}` : ''}.` : '',
  ];
  return said(parts.filter(Boolean).join(' '), {
    cards: [itemCard(m, e)],
    memory: { ask: 'progress', itemId: e.id, stepId: focus?.id ?? null, cards: [{ itemId: e.id, title: e.title }] },
  });
}

/** "in 3 days", "in about 5 weeks", "in about 4 months". */
function inTime(today: string, date: string) {
  const days = daysBetween(today, date);
  if (days === 0) return 'today';
  if (days < 14) return `in ${days} day${days === 1 ? '' : 's'}`;
  if (days < 70) return `in about ${Math.round(days / 7)} weeks`;
  return `in about ${Math.round(days / 30.4)} months`;
}

/** Whether an item keeps to its dates: late steps named, else what is left against the time left. */
function onTrack(m: Member, e: ListEntry) {
  const lateSteps = e.steps.filter((s) => !s.done && s.dueDate && s.dueDate < m.today);
  if (lateSteps.length)
    return `Behind: ${lateSteps.length === 1 ? `${quote(lateSteps[0]?.text ?? '')} was due ${day(m, lateSteps[0]?.dueDate as string)}` : `${lateSteps.length} steps are past their dates`}.`;
  if (e.targetDate && e.targetDate < m.today) return '';
  if (e.steps.length && e.targetDate) return 'On track: no step is late.';
  return '';
}

/** "Is 3 weeks enough?", "can I do the marathon by March?": what the kind of goal takes, against the time given. */
async function feasible(c: TurnContext, ask: Ask): Promise<Turn> {
  const m = c.member;
  const found = ask.item ? findItem(m, ask.item, c.previous, (e) => e.status !== 'completed') : null;
  if (found && 'several' in found) return askWhich(c, 'Which one do you mean?', { ...ask }, found.several);
  const entry = found && 'one' in found ? found.one : null;
  const words = found && 'none' in found ? found.none : '';
  if (!entry && !words) {
    return said('Which goal do you mean? Tell me its name and I will tell you how long it usually takes.', {
      memory: { ask: ask.kind },
    });
  }
  const { activity, title } = await goalOf(c, entry, words);
  const kind = kindOf(title, activity?.categoryTags ?? []);
  const { usual, least } = timeNeeded(kind, title, m.careful);
  const have =
    ask.shift ??
    (ask.date
      ? daysBetween(m.today, ask.date)
      : entry?.targetDate && entry.targetDate > m.today
        ? daysBetween(m.today, entry.targetDate)
        : null);
  const weeks = (d: number) =>
    d >= 70 ? `about ${Math.round(d / 30.4)} months` : `about ${Math.max(1, Math.round(d / 7))} weeks`;
  const started = entry?.steps.some((s) => s.done)
    ? ` You are ${entry.steps.filter((s) => s.done).length} of ${entry.steps.length} steps in already, which helps.`
    : '';
  const health =
    m.careful && (kind === 'endurance' || kind === 'fitness' || kind === 'experience')
      ? ' I allowed extra time for the health considerations you gave.'
      : '';
  const safety = kind === 'endurance' || kind === 'fitness' || kind === 'language';
  let text: string;
  if (have === null) {
    text = `From a standing start, ${quote(title)} usually takes ${weeks(usual)}, and ${safety ? 'not safely less than' : 'at the very least'} ${weeks(least)}.${health}${started}`;
  } else if (have >= usual) {
    text = `Yes: ${weeks(have)} is enough for ${quote(title)}. It usually takes ${weeks(usual)} from a standing start.${health}${started}`;
  } else if (have >= least) {
    text = `It is tight but doable: ${weeks(have)} for ${quote(title)}, which usually takes ${weeks(usual)}. Keep every session.${health}${started}`;
  } else {
    text = `Honestly, no: ${weeks(have)} is too little for ${quote(title)}${safety ? ' to do it safely' : ''}. Allow at least ${weeks(least)}, ${weeks(usual)} to be comfortable.${health}${started}`;
  }
  return said(text, {
    ...(entry ? { cards: [itemCard(m, entry)] } : {}),
    suggestions: [`Help me plan ${title.toLowerCase()}`, CHIPS.next],
    memory: {
      ask: ask.kind,
      itemId: entry?.id ?? null,
      ...(entry ? { cards: [{ itemId: entry.id, title: entry.title }] } : {}),
    },
  });
}

/** Asked, not told: "should I delete it?", "does that count for the half too?". The coach answers, and acts only on a yes. */
function checkFirst(c: TurnContext, ask: Ask): Turn {
  const m = c.member;
  const found = findItem(
    m,
    ask.item,
    c.previous,
    ask.kind === 'tickItem' ? (e) => e.status !== 'completed' : undefined,
  );
  if ('several' in found) return askWhich(c, 'Which one do you mean?', { ...ask, confirm: false }, found.several);
  if ('none' in found) {
    return said(
      found.none
        ? `${quote(found.none.charAt(0).toUpperCase() + found.none.slice(1))} isn't on your list, so there is nothing to ${ask.kind === 'tickItem' ? 'tick' : 'remove'}.`
        : 'Which one do you mean?',
      { memory: { ask: ask.kind } },
    );
  }
  const e = found.one;
  const again: Ask = { kind: ask.kind, item: { id: e.id } };
  const memory: CoachMemory = {
    ask: ask.kind,
    itemId: e.id,
    cards: [{ itemId: e.id, title: e.title }],
    pending: { ask: again, field: 'confirm' },
  };
  if (ask.kind === 'tickItem') {
    return said(
      `${quote(e.title)} is its own item on your list, so it stays as it is unless you say so. Shall I tick it off too?`,
      { cards: [itemCard(m, e)], suggestions: ['Yes, tick it off', 'No, leave it'], memory },
    );
  }
  return said(
    `That's your call, ${m.profile.firstName}: your list should fit your life. If ${quote(e.title)} no longer does, I can remove it now, and Undo would put it back. Shall I?`,
    { cards: [itemCard(m, e)], suggestions: ['Yes, remove it', 'No, keep it'], memory },
  );
}

function unclear(c: TurnContext, ask: Ask): Turn {
  // A bare name, or a card of the last reply ("no. 2"): the item, and what could be done with it.
  const found = ask.item?.card
    ? findItem(c.member, ask.item, c.previous)
    : ask.item?.words || ask.item?.context
      ? findItem(c.member, { ...ask.item, it: false }, null)
      : null;
  if (found && 'one' in found) {
    const e = found.one;
    return said(
      `What would you like to do with ${quote(e.title)}? I can plan it, tick off a step, set a date or remind you.`,
      {
        cards: [itemCard(c.member, e)],
        suggestions: [
          `Help me plan ${e.title.toLowerCase()}`,
          `Set a target date for ${e.title.toLowerCase()}`,
          `Remind me about ${e.title.toLowerCase()}`,
        ],
        memory: { ask: ask.kind, itemId: e.id, cards: [{ itemId: e.id, title: e.title }] },
      },
    );
  }
  return said(
    "I'm not sure what you'd like me to do. Do you want to plan something, tick something off, set a date or a reminder, or find a new idea?",
    {
      suggestions: [CHIPS.next, 'Suggest something new', CHIPS.progress, CHIPS.reminders],
      memory: { ask: ask.kind },
    },
  );
}

function crisis(c: TurnContext): Turn {
  return said(
    `I'm really sorry you're feeling this way, ${c.member.profile.firstName}. You deserve support from a person right now: please contact your local emergency number, or a crisis line such as Samaritans (116 123 in the UK and Ireland) or 988 in the US, any time, day or night. Your list can wait.`,
    { suggestions: [], memory: { ask: 'stuck' } },
  );
}

/** What the coach says to the member's ask, doing first what it asks, through the list's services. */
export async function dispatch(c: TurnContext, ask: Ask, undoPrevious?: () => Promise<UndoOp[] | null>): Promise<Turn> {
  const m = c.member;
  const plain = (r: Reply, memory: CoachMemory): Turn => ({ ...r, memory: { ...memory, cards: memoryCards(r.cards) } });
  try {
    if (ask.confirm && (ask.kind === 'tickItem' || ask.kind === 'remove')) return checkFirst(c, ask);
    switch (ask.kind) {
      case 'tickStep':
      case 'untickStep':
        return await tickStep(c, ask);
      case 'tickItem':
        return await tickItem(c, ask);
      case 'setDate':
        return await setDate(c, ask);
      case 'add':
        return await add(c, ask);
      case 'remove':
        return await remove(c, ask);
      case 'remind':
        return await remind(c, ask);
      case 'listReminders':
        return listReminders(c, ask);
      case 'moveReminder':
      case 'cancelReminder':
        return await changeReminder(c, ask);
      case 'plan':
        return await plan(c, ask);
      case 'style': {
        if (!ask.style) {
          const others = (['tough_love', 'gentle_encouragement', 'goal_oriented'] as const).filter(
            (st) => st !== m.style,
          );
          return said(
            `There are three: tough love (firm near dates, names what is overdue), gentle encouragement (the smallest next step, every one celebrated) and goal oriented (numbers, dates and milestones). You have ${COACHING_STYLE_NAMES[m.style].toLowerCase()} now. Which would you like?`,
            {
              suggestions: others.map((st) => COACHING_STYLE_NAMES[st]),
              memory: { ask: 'style', pending: { ask: { kind: 'style' }, field: 'what' } },
            },
          );
        }
        const style = ask.style ?? m.style;
        if (style === m.style)
          return said(`You already have ${COACHING_STYLE_NAMES[style].toLowerCase()}, so nothing changed.`, {
            memory: { ask: ask.kind },
          });
        const result = await act.setStyle(c.db, actor(c), style, m.style);
        const words = {
          tough_love: 'Tough love it is: firm near dates, and I will name what is overdue.',
          gentle_encouragement: 'Gentle encouragement it is: the smallest next step, and every one celebrated.',
          goal_oriented: 'Goal oriented it is: numbers, dates and milestones from now on.',
        };
        return said(words[style], { memory: { ask: ask.kind, undo: result.undo } });
      }
      case 'undo':
        return await undoLast(c, ask, undoPrevious ?? (async () => null));
      case 'thanks':
        return said(`You're welcome, ${m.profile.firstName}!`, { suggestions: [], memory: { ask: ask.kind } });
      case 'smallTalk':
        return smallTalk(c, ask);
      case 'outOfScope':
        return out(c, ask);
      case 'foreign':
        return foreign(ask);
      case 'stuck': {
        if (ask.mood === 'crisis') return crisis(c);
        const found = ask.item ? findItem(m, ask.item, c.previous, (e) => e.status !== 'completed') : null;
        const entry = found && 'one' in found ? found.one : null;
        const words = found && 'none' in found ? found.none : null;
        const r = await stuck(
          c.db,
          m,
          entry,
          words,
          ask.mood === 'low',
          c.previous?.ask === 'stuck' ? (c.previous.wording ?? 0) : (c.stuckWording ?? null),
        );
        return plain(
          { text: r.text, cards: r.cards, suggestions: r.suggestions, effects: r.effects },
          {
            ask: 'stuck',
            ...(r.wording !== undefined ? { wording: r.wording } : {}),
            itemId: entry?.id ?? null,
            stepId:
              found && 'one' in found ? (found.step?.id ?? entry?.steps.find((st) => !st.done)?.id ?? null) : null,
          },
        );
      }
      case 'progress': {
        const found = ask.item ? findItem(m, ask.item, c.previous) : null;
        if (found && 'one' in found) return itemStatus(c, found.one, found.step ?? null);
        return plain(await progress(c.db, m), { ask: ask.kind });
      }
      case 'next': {
        if (ask.phrase === 'overdue') {
          const { focus: only, ...r } = await late(c.db, m);
          const focus = r.cards.find((card) => card.type === 'item');
          return plain(r, {
            ask: ask.kind,
            itemId: only?.itemId ?? (focus?.type === 'item' ? focus.item.id : null),
            ...(only?.stepId ? { stepId: only.stepId } : {}),
          });
        }
        const shown =
          c.previous?.ask === 'next'
            ? new Set((c.previous.cards ?? []).flatMap((card) => (card.itemId ? [card.itemId] : [])))
            : undefined;
        const r = await next(
          c.db,
          m,
          { wants: '', horizon: ask.horizon ?? null, activity: null, place: ask.place ?? null },
          shown,
        );
        const focus = r.cards.find((card) => card.type === 'item');
        return plain(r, { ask: ask.kind, itemId: focus?.type === 'item' ? focus.item.id : null });
      }
      case 'feasible':
        return await feasible(c, ask);
      case 'suggest':
        return plain(
          await suggest(c.db, m, {
            wants: ask.phrase ?? '',
            horizon: ask.horizon ?? null,
            activity: null,
            place: ask.place ?? null,
          }),
          { ask: ask.kind },
        );
      default:
        if (ask.phrase === 'markup') {
          return said(
            "I can't use markup or code as something to add or tick, so nothing changed. What would you like to add? Just the name is fine.",
            {
              memory: { ask: 'unclear', pending: { ask: { kind: 'add' }, field: 'what' } },
            },
          );
        }
        return unclear(c, ask);
    }
  } catch (error) {
    // A service refused (the item went meanwhile, a checklist is full): say so, honestly.
    if (error instanceof AppError && error.status < 500)
      return said(`I couldn't do that: ${error.message}. Nothing else changed.`, { memory: { ask: ask.kind } });
    throw error;
  }
}

/** What a reply's cards point at, in order, for "the second one" next turn. */
function memoryCards(cards: CoachCard[]): CoachMemory['cards'] {
  return cards.map((card) =>
    card.type === 'idea'
      ? { activityId: card.activity.id, title: card.activity.title }
      : card.type === 'item' || card.type === 'done'
        ? { itemId: card.item.id, activityId: card.item.activityId, title: card.item.title }
        : card.type === 'steps'
          ? { itemId: card.itemId, activityId: card.activityId, title: card.title }
          : { itemId: card.itemId, title: card.about },
  );
}

export { welcome };
