import { sql } from 'drizzle-orm';
import type { CoachCard, CoachingStyle } from '../../contracts/coach';
import { COACHING_STYLE_NAMES } from '../../contracts/coach';
import type { Db } from '../../db/client';
import { addDays, daysBetween, sayDay } from '../../lib/days';
import { englishWords } from '../catalogue/english';
import { vocabulary } from '../catalogue/vocabulary';
import { gazetteer } from '../places/cities';
import { atOrMentions } from '../places/place-sql';
import { readPlace } from '../places/read-place';
import { profileWhereabouts } from '../places/whereabouts';
import { itemOf, type ListEntry, type Member } from './context';
import type { Horizon } from './ideas';
import { findIdeas, findIdeasAt, reasonFor } from './ideas';
import { smallestStep } from './plan';

/** What a request for ideas or help asks: the kind of thing wanted, when, and what it is about. */
export type Understood = {
  wants: string;
  horizon: Horizon;
  activity: string | null;
  /** A place the member named ("in edinburgh", "near me"): what is there comes first, or the coach says nothing is. */
  place?: string | null;
};

/** What the coach answers: its words, its cards, chips for the member's next ask, and what to do. */
export type Reply = {
  text: string;
  cards: CoachCard[];
  suggestions: string[];
  /** Done on the member's behalf before the reply is stored (marking done, setting a reminder). */
  effects: Effect[];
};

export type Effect =
  | { kind: 'complete'; itemId: string | null; activityId: number | null; title: string }
  | { kind: 'remind'; itemId: string | null; about: string; remindOn: string }
  | { kind: 'style'; style: CoachingStyle };

const CHIPS = {
  next: 'What should I do this weekend?',
  cheap: 'Suggest something cheap',
  progress: 'How am I doing?',
  stuck: "I'm stuck",
} as const;

const open = (member: Member) => member.list.filter((i) => i.status !== 'completed');
const overdue = (member: Member) => open(member).filter((i) => i.targetDate && i.targetDate < member.today);

/** What to do next from the list: overdue first, then due soonest, then under way, then by priority. */
function nextItems(member: Member, horizon: Horizon, count: number) {
  const until =
    horizon === 'today'
      ? member.today
      : horizon === 'weekend' || horizon === 'week'
        ? addDays(member.today, 7)
        : addDays(member.today, 31);
  const score = (i: ListEntry) =>
    (i.targetDate && i.targetDate < member.today ? 0 : i.targetDate && i.targetDate <= until ? 1 : 2) * 10 +
    (i.status === 'in_progress' ? 0 : 1) * 5 +
    (5 - i.priority);
  return open(member)
    .sort((a, b) => score(a) - score(b) || (a.targetDate ?? '9').localeCompare(b.targetDate ?? '9'))
    .slice(0, count);
}

function itemReason(member: Member, i: ListEntry) {
  if (i.targetDate && i.targetDate < member.today) {
    const late = daysBetween(i.targetDate, member.today);
    return `Overdue by ${late} day${late === 1 ? '' : 's'}`;
  }
  if (i.targetDate) return `Target date in ${daysBetween(member.today, i.targetDate)} days`;
  if (i.nextStep) return `Next: ${i.nextStep.text}`;
  return i.status === 'in_progress' ? `${i.progress}% done` : 'Not started yet';
}

export const itemCard = (member: Member, i: ListEntry): CoachCard => ({
  type: 'item',
  item: itemOf(i),
  reason: itemReason(member, i),
});

/**
 * The place a member named, read as search reads it, with the open items of their list that are
 * there: null when the words name no place the coach knows.
 */
async function placeAsked(db: Db, member: Member, said: string) {
  const whereabouts = await profileWhereabouts(member.profile);
  const reading = await readPlace(said, (await vocabulary(db)).places, whereabouts, await englishWords(), gazetteer);
  if (reading.needsLocation) return { needsLocation: true as const };
  const place = reading.place;
  if (place?.strength !== 'strong') return null;
  const ids = open(member).flatMap((i) => (i.activityId ? [i.activityId] : []));
  const there = ids.length
    ? new Set(
        (
          await db.all<{ id: number }>(
            sql`select a.id from activities a where a.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) and ${atOrMentions(place)}`,
          )
        ).map((r) => r.id),
      )
    : new Set<number>();
  return {
    label: place.label,
    items: open(member).filter((i) => i.activityId && there.has(i.activityId)),
    whereabouts,
  };
}

/** Ideas from the catalogue at the place named, as cards; none when nothing there suits. */
async function ideaCardsAt(db: Db, member: Member, wants: string, horizon: Horizon, limit: number) {
  const found = await findIdeasAt(db, member, wants, {
    horizon,
    limit,
    whereabouts: await profileWhereabouts(member.profile),
  });
  return {
    ...found,
    cards: found.ideas.map<CoachCard>((idea) => ({
      type: 'idea',
      activity: idea.activity,
      reason: reasonFor(member, idea.found),
    })),
  };
}

const NEEDS_LOCATION =
  "I don't know where you are yet. Add your city to your profile and I can suggest what is near you.";

async function ideaCards(db: Db, member: Member, wants: string, horizon: Horizon, limit = 3) {
  const ideas = await findIdeas(db, member, wants, { horizon, limit });
  return ideas.map<CoachCard>((idea) => ({
    type: 'idea',
    activity: idea.activity,
    reason: reasonFor(member, idea.found),
  }));
}

const name = (member: Member) => member.profile.firstName;
/** A day as the member reads it: "today", "tomorrow", "Fri 27 Nov". */
const day = (member: Member, date: string) => sayDay(date, member.today, member.profile.country);
/** "today", "tomorrow" or "on Fri 27 Nov". */
const on = (member: Member, date: string) => {
  const said = day(member, date);
  return said === 'today' || said === 'tomorrow' ? said : `on ${said}`;
};

export async function next(
  db: Db,
  member: Member,
  u: Understood,
  /** The items the last "what next" showed: asked again, the coach offers the ones after them. */
  shown: ReadonlySet<string> = new Set(),
): Promise<Reply> {
  if (u.place) {
    const asked = await placeAsked(db, member, u.place);
    const when = u.horizon === 'today' ? ' today' : u.horizon === 'weekend' ? ' this weekend' : '';
    if (asked && 'needsLocation' in asked) {
      const rest = await next(db, member, { ...u, place: null }, shown);
      return { ...rest, text: `${NEEDS_LOCATION} For now: ${rest.text}` };
    }
    if (asked) {
      const items = asked.items.slice(0, 3);
      const ideas = await ideaCardsAt(db, member, [u.wants, u.place].join(' ').trim(), u.horizon, items.length ? 2 : 3);
      if (items.length || ideas.cards.length) {
        const text = items.length
          ? `For${when} ${asked.label}: “${items[0]?.title}” is on your list${items.length > 1 ? `, and ${items.length - 1} more of yours ${items.length === 2 ? 'is' : 'are'} there too` : ''}.${ideas.cards.length ? ' And a new idea there, if you fancy it.' : ''}`
          : `Nothing on your list is ${asked.label} yet, ${name(member)}, but these ideas are. Add the one that calls to you.`;
        return {
          text,
          cards: [...items.map((i) => itemCard(member, i)), ...ideas.cards],
          suggestions: [CHIPS.next, CHIPS.cheap, CHIPS.progress],
          effects: [],
        };
      }
      const rest = await next(db, member, { ...u, place: null }, shown);
      return {
        ...rest,
        text: `I don't know of anything ${asked.label} yet, ${name(member)}: nothing on your list or in the catalogue is there. Here is what's next wherever you are. ${rest.text}`,
      };
    }
  }
  const fresh = nextItems(member, u.horizon, 3 + shown.size).filter((i) => !shown.has(i.id));
  const items = fresh.length ? fresh.slice(0, 3) : nextItems(member, u.horizon, 3);
  const late = overdue(member);
  const ideas = await ideaCards(db, member, u.wants, u.horizon, items.length ? 1 : 3);
  const when =
    u.horizon === 'today'
      ? 'today'
      : u.horizon === 'weekend'
        ? 'this weekend'
        : u.horizon === 'month'
          ? 'this month'
          : 'next';
  let text: string;
  if (!items.length) {
    text = `Your list is empty, ${name(member)}, so here are a few ideas to start it. Add the one that calls to you.`;
  } else if (member.style === 'tough_love') {
    text = late.length
      ? `${late.length} thing${late.length === 1 ? ' is' : 's are'} overdue: “${late[0]?.title}” first. No more waiting: do its next step ${when === 'next' ? 'today' : when}.`
      : items[0]?.nextStep?.dueDate
        ? `${when === 'next' ? 'Next' : `For ${when}`}: “${items[0].nextStep.text}” for “${items[0].title}”, due ${day(member, items[0].nextStep.dueDate)}. Do it by then, not after.`
        : `${when === 'next' ? 'Next' : `For ${when}`}: “${items[0]?.title}”. Pick a time now and put it in your calendar.`;
  } else if (member.style === 'goal_oriented') {
    const total = member.list.length;
    const done = member.list.filter((i) => i.status === 'completed').length;
    text = `You are at ${done} of ${total} done (${total ? Math.round((done / total) * 100) : 0}%). ${when === 'next' ? 'Next' : `For ${when}`}: “${items[0]?.title}”${items[0]?.targetDate ? `, due ${day(member, items[0].targetDate)}` : ''}.`;
  } else {
    text = `How about “${items[0]?.title}” ${when === 'next' ? 'next' : when}? Even one small step counts.${ideas.length ? ' And one new idea, in case you fancy something different.' : ''}`;
  }
  return {
    text,
    cards: [...items.map((i) => itemCard(member, i)), ...ideas],
    suggestions: [CHIPS.cheap, CHIPS.progress, CHIPS.stuck],
    effects: [],
  };
}

/** "What's overdue?": the items past their target date and the steps past theirs, oldest first. */
export async function late(
  db: Db,
  member: Member,
): Promise<Reply & { focus?: { itemId: string; stepId: string | null } }> {
  const items = overdue(member).sort((a, b) => (a.targetDate as string).localeCompare(b.targetDate as string));
  const steps = open(member)
    .flatMap((i) =>
      i.steps.filter((st) => !st.done && st.dueDate && st.dueDate < member.today).map((st) => ({ i, st })),
    )
    .sort((a, b) => (a.st.dueDate as string).localeCompare(b.st.dueDate as string));
  if (!items.length && !steps.length) {
    const reply = await next(db, member, { wants: '', horizon: null, activity: null });
    const soon = open(member)
      .flatMap((i) =>
        i.steps
          .filter((st) => !st.done && st.dueDate && daysBetween(member.today, st.dueDate) <= 7)
          .map((st) => `“${st.text}” (${day(member, st.dueDate as string)})`),
      )
      .slice(0, 3);
    return {
      ...reply,
      text: `Nothing is overdue: every date on your list is still ahead.${soon.length ? ` Due in the next seven days: ${soon.join(', ')}.` : ''} ${member.style === 'tough_love' ? 'Keep it that way.' : member.style === 'goal_oriented' ? `${open(member).length} open, 0 late.` : 'Nicely done.'}`,
    };
  }
  const lines: string[] = [];
  if (items.length) {
    lines.push(
      `${items.length === 1 ? '1 thing is' : `${items.length} things are`} past ${items.length === 1 ? 'its' : 'their'} target date: ${items
        .slice(0, 3)
        .map((i) => `“${i.title}” (${day(member, i.targetDate as string)})`)
        .join(', ')}${items.length > 3 ? ` and ${items.length - 3} more` : ''}.`,
    );
  }
  if (steps.length) {
    lines.push(
      `${steps.length === 1 ? '1 step is' : `${steps.length} steps are`} late: ${steps
        .slice(0, 3)
        .map(({ i, st }) => `“${st.text}” for “${i.title}” (${day(member, st.dueDate as string)})`)
        .join(', ')}${steps.length > 3 ? ` and ${steps.length - 3} more` : ''}.`,
    );
  }
  lines.push(
    member.style === 'tough_love'
      ? 'Start with the oldest today, or move its date to one you will keep.'
      : member.style === 'goal_oriented'
        ? 'Do the oldest first, or give it a new date.'
        : 'No judgement: pick the one that matters most, or give it a kinder date.',
  );
  const shown = [...items, ...steps.map(({ i }) => i)].filter((e, k, all) => all.indexOf(e) === k).slice(0, 3);
  // One thing late is what "give me till sunday" or "remind me about it" is about.
  const only = items.length + steps.length === 1 ? (steps[0] ?? { i: items[0] as ListEntry, st: null }) : null;
  return {
    text: lines.join(' '),
    cards: shown.map((i) => itemCard(member, i)),
    suggestions: [CHIPS.next, CHIPS.progress],
    effects: [],
    ...(only ? { focus: { itemId: only.i.id, stepId: only.st?.id ?? null } } : {}),
  };
}

export async function suggest(db: Db, member: Member, u: Understood): Promise<Reply> {
  if (u.place) {
    // What they want, with the place as they said it ("near" and "me" may have been read apart).
    const placeWords = new Set(u.place.split(' '));
    const rest = u.wants
      .split(' ')
      .filter((w) => !placeWords.has(w))
      .join(' ');
    const found = await ideaCardsAt(db, member, `${rest} ${u.place}`.trim(), u.horizon, 3);
    if (found.needsLocation) {
      return { text: NEEDS_LOCATION, cards: [], suggestions: [CHIPS.cheap, CHIPS.next], effects: [] };
    }
    if (found.place && !found.cards.length) {
      return {
        text: `I don't know of anything ${found.place} that fits yet, ${name(member)}: nothing in the catalogue is there. Ask me for ideas anywhere, or somewhere nearby.`,
        cards: [],
        suggestions: [CHIPS.cheap, CHIPS.next],
        effects: [],
      };
    }
    if (found.place) {
      return {
        text: `${found.cards.length === 1 ? 'One idea' : `${found.cards.length} ideas`} ${found.place}. Add any that make you smile.`,
        cards: found.cards,
        suggestions: [CHIPS.next, 'Help me plan one of these', CHIPS.progress],
        effects: [],
      };
    }
  }
  const cards = await ideaCards(db, member, u.wants, u.horizon, 3);
  const first = cards[0]?.type === 'idea' ? cards[0].activity.title : null;
  const text = !cards.length
    ? 'I could not find anything new that fits that. Try other words, or ask me what to do next from your list.'
    : member.style === 'tough_love'
      ? `Here are ${cards.length}. Pick one today and add it: “${first}” is a good start.`
      : member.style === 'goal_oriented'
        ? `${cards.length} ideas that fit ${u.wants ? 'what you asked for' : 'your interests'}. Add one and give it a target date.`
        : 'A few ideas you might enjoy. No pressure: add any that make you smile.';
  return { text, cards, suggestions: [CHIPS.next, 'Help me plan one of these', CHIPS.progress], effects: [] };
}

/**
 * Something put off: the item named (resolved by the caller), or without one the thing waiting
 * longest, overdue first, made smaller: ten minutes, soon. Low mood is met first as a person.
 */
export async function stuck(
  db: Db,
  member: Member,
  named: ListEntry | null,
  words: string | null,
  low: boolean,
  /** The way the previous reply like this was said, if the last one was: this one is said another way. */
  lastWording: number | null = null,
): Promise<Reply & { wording?: number }> {
  const entry =
    named ?? (words ? null : (overdue(member)[0] ?? open(member).sort((a, b) => a.updatedAt - b.updatedAt)[0] ?? null));
  const title = entry?.title ?? (words ? words.charAt(0).toUpperCase() + words.slice(1) : null);
  // Said once: asked again straight after, the coach goes on to the step.
  const feel =
    low && lastWording === null
      ? `I'm sorry it feels heavy right now, ${name(member)}. Be kind to yourself: a list is there to enjoy, not to judge you. `
      : '';
  if (!title) {
    const ideas = await ideaCards(db, member, 'easy', null, 3);
    return {
      text: `${feel}Starting is the hardest part. Pick one small, easy thing from these, and we will plan it together.`,
      cards: ideas,
      suggestions: ['Help me plan one of these', CHIPS.next],
      effects: [],
    };
  }
  // A week or more on the list before anything is called "put off".
  const waiting = entry ? daysBetween(new Date(entry.createdAt).toISOString().slice(0, 10), member.today) : 0;
  const step = smallestStep(member, member.style, title, entry?.nextStep?.text);
  const when = on(member, step.dueDate);
  const next = entry?.nextStep?.text ?? null;
  const ways: Record<CoachingStyle, string[]> = {
    tough_love: [
      waiting >= 7
        ? `“${title}” has waited ${waiting} days. Ten minutes, ${when}. No excuses: accept the step and do it.`
        : `Then start “${title}” now: ten minutes, ${when}. Accept the step and do it.`,
      `Waiting will not make “${title}” easier. ${next ? `“${next}”` : 'The first move'} takes ten minutes: ${when}, no later.`,
      `Stop planning “${title}” in your head. Ten minutes ${when}, then tell me it is done.`,
    ],
    goal_oriented: [
      `“${title}” is at ${entry?.progress ?? 0}%. One ten-minute step ${when} moves it forward. Add it.`,
      `${entry?.stepsTotal ? `${entry.stepsDone} of ${entry.stepsTotal} steps done on “${title}”.` : `“${title}” has no steps yet.`} The next measurable move: ten minutes ${when}.`,
      `To get “${title}” moving: one ten-minute session ${when}, then we set the next milestone.`,
    ],
    gentle_encouragement: [
      `That happens to everyone, ${name(member)}. Let us make “${title}” smaller: just ten minutes ${when}. That is all.`,
      `No rush with “${title}”. ${next ? `What if “${next}” were only a ten-minute job` : 'What if the first move were only ten minutes'}, ${when}? Small still counts.`,
      `Big things start tiny. Ten minutes on “${title}” ${when} is plenty, and I will cheer when it is done.`,
    ],
  };
  const options = low
    ? [
        `Let us keep “${title}” really small: ${next ? `just look at “${next}”` : 'just five minutes of finding out'}, ${when}, and only if you feel up to it.`,
        `There is no deadline on feeling better. When you are ready, “${title}” can wait for one small step ${when}.`,
      ]
    : ways[member.style];
  // Asked again, it is said another way, so the same lines are not repeated.
  const wording = lastWording === null ? 0 : (lastWording + 1) % options.length;
  const text = `${feel}${options[wording] as string}`;
  const cards: CoachCard[] = [
    ...(entry ? [itemCard(member, entry)] : []),
    {
      type: 'steps',
      title,
      activityId: entry?.activityId ?? null,
      itemId: entry?.id ?? null,
      steps: [step],
      state: 'proposed',
    },
  ];
  return { text, cards, suggestions: [`Help me plan ${title.toLowerCase()}`, CHIPS.next], effects: [], wording };
}

export async function progress(db: Db, member: Member): Promise<Reply> {
  const total = member.list.length;
  const completed = member.list.filter((i) => i.status === 'completed');
  const going = member.list.filter((i) => i.status === 'in_progress');
  const year = member.today.slice(0, 4);
  const thisYear = completed.filter((i) => i.completedAt && new Date(i.completedAt).toISOString().startsWith(year));
  const streak = weekStreak(member);
  if (!total) {
    return {
      text: 'Your list is empty so far. Add a first idea and I will help you plan it.',
      cards: await ideaCards(db, member, '', null, 3),
      suggestions: [CHIPS.cheap, CHIPS.next],
      effects: [],
    };
  }
  const text =
    member.style === 'goal_oriented'
      ? `${completed.length} of ${total} done (${Math.round((completed.length / total) * 100)}%), ${thisYear.length} this year, ${going.length} under way. Streak: ${streak} week${streak === 1 ? '' : 's'} in a row with progress.`
      : member.style === 'tough_love'
        ? `${completed.length} done, ${total - completed.length} still waiting${overdue(member).length ? `, ${overdue(member).length} overdue` : ''}. Keep moving: the next one is below.`
        : completed.length
          ? `You have done ${completed.length} thing${completed.length === 1 ? '' : 's'} on your list${thisYear.length ? `, ${thisYear.length} this year` : ''}, and ${going.length} ${going.length === 1 ? 'is' : 'are'} under way. That is real progress, ${name(member)}.`
          : going.length
            ? `Nothing ticked off yet, ${name(member)}, but ${going.length} ${going.length === 1 ? 'thing is' : 'things are'} under way, and that is where every finish starts.`
            : `Nothing started yet, ${name(member)}: ${total} ${total === 1 ? 'idea is' : 'ideas are'} waiting. Pick one below and we will take the first small step together.`;
  return {
    text,
    cards: nextItems(member, null, 3).map((i) => itemCard(member, i)),
    suggestions: [CHIPS.next, CHIPS.stuck],
    effects: [],
  };
}

/** Weeks in a row, back from this one (or the last, if nothing yet this week), with something completed. */
function weekStreak(member: Member) {
  const today = Date.parse(member.today) + 86_400_000;
  const weeks = new Set(
    member.list.flatMap((i) => (i.completedAt ? [Math.floor((today - i.completedAt) / (7 * 86_400_000))] : [])),
  );
  let week = weeks.has(0) ? 0 : 1;
  let streak = 0;
  while (weeks.has(week)) {
    streak++;
    week++;
  }
  return streak;
}

/** "a, b and c". */
const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** The coach's first words to a new member, from what they told us at sign-up. */
export async function welcome(db: Db, member: Member): Promise<Reply> {
  const p = member.profile;
  const interests = listed(p.interests.slice(0, 3).map((i) => i.toLowerCase()));
  const times = p.timeAvailability.length ? listed(p.timeAvailability.map((t) => t.toLowerCase())) : null;
  const style = COACHING_STYLE_NAMES[member.style].toLowerCase();
  const text = [
    `Hello ${p.firstName}, I am your Lifelist coach.`,
    interests ? `You told us you love ${interests}` : 'Tell me what you love doing',
    times ? `and that you are free ${times}, so I will plan around that.` : 'and I will plan around the time you have.',
    `I will coach you in the ${style} style; you can change that any time above.`,
    member.careful ? 'I will keep to ideas that suit the health considerations you gave.' : '',
    'Here are a few ideas to start with.',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    text,
    cards: await ideaCards(db, member, '', null, 3),
    suggestions: [CHIPS.next, CHIPS.cheap, 'Help me plan learning to surf', CHIPS.progress],
    effects: [],
  };
}
