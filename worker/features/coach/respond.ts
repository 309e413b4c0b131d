import type { CoachCard, CoachingStyle } from '../../contracts/coach';
import { COACHING_STYLE_NAMES } from '../../contracts/coach';
import type { Db } from '../../db/client';
import { addDays, daysBetween, sayDay } from '../../lib/days';
import { itemOf, type ListEntry, type Member } from './context';
import { parseDay } from './dates';
import { activityById, activityNamed, findIdeas, lookupOf, namingStems, reasonFor, titleNames } from './ideas';
import { dateSteps, type Plannable, smallestStep, stepsFor } from './plan';
import type { Horizon, Understood } from './understand';

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

const itemCard = (member: Member, i: ListEntry): CoachCard => ({
  type: 'item',
  item: itemOf(i),
  reason: itemReason(member, i),
});

/** The member's list item a phrase names, by its words (all of them, when `every`), open ones first. */
function listEntryNamed(member: Member, phrase: string, activityId: number | null, every: boolean) {
  const entries = [...open(member), ...member.list.filter((i) => i.status === 'completed')];
  if (activityId) {
    const byId = entries.find((i) => i.activityId === activityId);
    if (byId) return byId;
  }
  const stems = namingStems(lookupOf(phrase));
  return entries.find((i) => titleNames(i.title, stems, every)) ?? null;
}

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

async function next(db: Db, member: Member, u: Understood): Promise<Reply> {
  const items = nextItems(member, u.horizon, 3);
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

async function suggest(db: Db, member: Member, u: Understood): Promise<Reply> {
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
 * Resolves what a message is about: an item on the list, a catalogue idea, or only its words.
 * `every` asks that all its naming words match (ticking something off must not tick a neighbour).
 */
async function about(db: Db, member: Member, phrase: string | null, every = false) {
  if (!phrase) return { entry: null, activity: null };
  // Their own list first: what they wrote is most likely about something on it.
  const listed = listEntryNamed(member, phrase, null, every);
  if (listed) return { entry: listed, activity: listed.activityId ? await activityById(db, listed.activityId) : null };
  const activity = await activityNamed(db, phrase, every);
  return { entry: listEntryNamed(member, phrase, activity?.id ?? null, every), activity };
}

const plannable = (title: string, a: Awaited<ReturnType<typeof activityNamed>>): Plannable =>
  a
    ? {
        title,
        categories: a.categoryTags,
        cost: a.cost,
        difficulty: a.difficulty,
        planning: a.planningRequired,
        time: a.time,
        setting: a.indoorOutdoor,
      }
    : { title, categories: kindsOf(title), cost: 3, difficulty: 3, planning: 3, time: 3, setting: 'either' };

/** What kind of thing a member's own words name, for its plan's steps: a trip, a skill or training. */
function kindsOf(title: string) {
  const t = title.toLowerCase();
  const kinds: string[] = [];
  if (/\b(trip|travel|travelling|visit|holiday|vacation|go to|backpack\w*|road ?trip)\b/.test(t)) kinds.push('Travel');
  if (/\b(learn\w*|lessons?|class(es)?|course|speak|play the|how to)\b/.test(t)) kinds.push('Learning');
  if (/\b(run|running|marathon|10k|5k|triathlon|train|training|fit|fitness|gym|cycle|swim)\b/.test(t))
    kinds.push('Fitness');
  return kinds;
}

/** A member's own words as the title of an idea: capitalised, at most 99 characters. */
const ownTitle = (words: string) => {
  const t = words.trim().slice(0, 99);
  return t.charAt(0).toUpperCase() + t.slice(1);
};

async function plan(db: Db, member: Member, u: Understood): Promise<Reply> {
  const { entry, activity } = await about(db, member, u.activity);
  if (!entry && !activity && !u.activity) {
    return {
      text: `Tell me what you would like to plan, for example “help me plan learning to surf”.`,
      cards: await ideaCards(db, member, u.activity ?? '', null, 2),
      suggestions: ['Help me plan learning to surf', CHIPS.next],
      effects: [],
    };
  }
  const title = entry?.title ?? (activity ? activity.displayTitle || activity.title : ownTitle(u.activity ?? ''));
  const steps = dateSteps(member, member.style, stepsFor(plannable(title, activity)));
  const last = steps.at(-1)?.dueDate;
  const weeks = last ? Math.max(1, Math.round(daysBetween(member.today, last) / 7)) : 0;
  const text =
    member.style === 'tough_love'
      ? `Here is the plan for “${title}”: ${steps.length} steps, done in ${weeks} weeks. The first is due ${day(member, steps[0]?.dueDate ?? member.today)}. Accept it and start.`
      : member.style === 'goal_oriented'
        ? `A ${steps.length}-step plan for “${title}”, finishing ${day(member, last ?? member.today)} (${weeks} weeks at your pace). Edit the dates if you need to, then accept.`
        : `Here is a gentle plan for “${title}”, one small step at a time. Change anything that does not suit you, then add it to your list.`;
  return {
    text,
    cards: [
      {
        type: 'steps',
        title,
        activityId: entry?.activityId ?? activity?.id ?? null,
        itemId: entry?.id ?? null,
        steps,
        state: 'proposed',
      },
    ],
    suggestions: [CHIPS.next, CHIPS.progress],
    effects: [],
  };
}

async function done(db: Db, member: Member, u: Understood): Promise<Reply> {
  const { entry, activity } = await about(db, member, u.activity, true);
  if (!entry && !activity && !u.activity) {
    return {
      text: 'Well done! Which one was it? Tell me its name and I will tick it off your list.',
      cards: nextItems(member, null, 3).map((i) => itemCard(member, i)),
      suggestions: [CHIPS.progress, CHIPS.next],
      effects: [],
    };
  }
  // Something in neither the list nor the catalogue becomes an idea of the member's own, done.
  const title = entry?.title ?? activity?.displayTitle ?? activity?.title ?? ownTitle(u.activity ?? '');
  const already = entry?.status === 'completed';
  const finished = member.list.filter((i) => i.status === 'completed').length + (already ? 0 : 1);
  const text =
    member.style === 'tough_love'
      ? `Done: “${title}”. That is ${finished} off your list. Rate it while it is fresh, then pick the next one.`
      : member.style === 'goal_oriented'
        ? `“${title}” is complete: ${finished} of ${member.list.length + (entry ? 0 : 1)} done. Rate it and share it, then set your next target.`
        : `That is wonderful, ${name(member)}! “${title}” is ticked off. How was it? Give it a rating, and share a post if you like.`;
  // What could come next: ideas in its own category.
  const nextIdeas = activity ? await ideaCards(db, member, activity.categoryTags[0] ?? '', null, 2) : [];
  const card: CoachCard = {
    type: 'done',
    item: entry
      ? { ...itemOf(entry), status: 'completed', progress: 100 }
      : {
          id: '',
          title,
          status: 'completed',
          progress: 100,
          targetDate: null,
          activityId: activity?.id ?? null,
          customActivityId: null,
          nextStep: null,
          stepsDone: 0,
          stepsTotal: 0,
        },
    rated: false,
  };
  return {
    text,
    cards: [card, ...nextIdeas.filter((c) => c.type !== 'idea' || c.activity.id !== activity?.id)],
    suggestions: [CHIPS.next, CHIPS.progress],
    effects: already ? [] : [{ kind: 'complete', itemId: entry?.id ?? null, activityId: activity?.id ?? null, title }],
  };
}

async function stuck(db: Db, member: Member, u: Understood): Promise<Reply> {
  const named = u.activity ? await about(db, member, u.activity) : { entry: null, activity: null };
  // Without a name: the thing waiting longest, overdue first.
  const entry =
    named.entry ??
    (u.activity ? null : (overdue(member)[0] ?? open(member).sort((a, b) => a.updatedAt - b.updatedAt)[0] ?? null));
  const title =
    entry?.title ?? named.activity?.displayTitle ?? named.activity?.title ?? (u.activity ? ownTitle(u.activity) : null);
  if (!title) {
    const ideas = await ideaCards(db, member, 'easy', null, 3);
    return {
      text: 'Starting is the hardest part. Pick one small, easy thing from these, and we will plan it together.',
      cards: ideas,
      suggestions: ['Help me plan one of these', CHIPS.next],
      effects: [],
    };
  }
  const step = smallestStep(member, member.style, title, entry?.nextStep?.text);
  const text =
    member.style === 'tough_love'
      ? `You have put off “${title}” long enough. Ten minutes, ${day(member, step.dueDate)}. No excuses: accept the step and do it.`
      : member.style === 'goal_oriented'
        ? `“${title}” is at ${entry?.progress ?? 0}%. One ten-minute step ${on(member, step.dueDate)} moves it forward. Add it.`
        : `That happens to everyone, ${name(member)}. Let us make “${title}” smaller: just ten minutes ${on(member, step.dueDate)}. That is all.`;
  const cards: CoachCard[] = [
    ...(entry ? [itemCard(member, entry)] : []),
    {
      type: 'steps',
      title,
      activityId: entry?.activityId ?? named.activity?.id ?? null,
      itemId: entry?.id ?? null,
      steps: [step],
      state: 'proposed',
    },
  ];
  return { text, cards, suggestions: [`Help me plan ${title.toLowerCase()}`, CHIPS.next], effects: [] };
}

async function remind(db: Db, member: Member, u: Understood): Promise<Reply> {
  const monthFirst = member.profile.country === 'US';
  const when = (u.when && parseDay(u.when, member.today, monthFirst)) || addDays(member.today, 1);
  const { entry } = await about(db, member, u.activity);
  const what = u.activity ?? entry?.title ?? 'your plans';
  const reminder: CoachCard = { type: 'reminder', about: what, remindOn: when, itemId: entry?.id ?? null };
  const text =
    member.style === 'tough_love'
      ? `Set for ${day(member, when)}: “${what}”. When it comes, do it that day.`
      : member.style === 'goal_oriented'
        ? `Reminder set for ${day(member, when)} (${daysBetween(member.today, when)} days from today): “${what}”.`
        : `Of course. I will remind you ${on(member, when)} about “${what}”.`;
  return {
    text,
    cards: [reminder, ...(entry ? [itemCard(member, entry)] : [])],
    suggestions: [CHIPS.next, CHIPS.progress],
    effects: [{ kind: 'remind', itemId: entry?.id ?? null, about: what, remindOn: when }],
  };
}

async function progress(db: Db, member: Member): Promise<Reply> {
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
        : `You have done ${completed.length} thing${completed.length === 1 ? '' : 's'} on your list${thisYear.length ? `, ${thisYear.length} this year` : ''}, and ${going.length} ${going.length === 1 ? 'is' : 'are'} under way. That is real progress, ${name(member)}.`;
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
    `I will coach you with ${style}; you can change that any time above.`,
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

function changeStyle(style: CoachingStyle): Reply {
  const text =
    style === 'tough_love'
      ? 'Tough love it is. I will name what is overdue and set firm dates.'
      : style === 'goal_oriented'
        ? 'Goal oriented it is: numbers, dates and streaks from now on.'
        : 'Gentle encouragement it is. Small steps, and every one counts.';
  return { text, cards: [], suggestions: [CHIPS.next, CHIPS.progress], effects: [{ kind: 'style', style }] };
}

/** The coach's answer to what the member wrote, as read by `understand`. */
export async function respond(db: Db, member: Member, u: Understood): Promise<Reply> {
  switch (u.intent) {
    case 'next':
      return next(db, member, u);
    case 'plan':
      return plan(db, member, u);
    case 'done':
      return done(db, member, u);
    case 'stuck':
      return stuck(db, member, u);
    case 'remind':
      return remind(db, member, u);
    case 'progress':
      return progress(db, member);
    case 'style':
      return changeStyle(u.style ?? member.style);
    case 'hello':
      return welcome(db, member);
    default:
      return suggest(db, member, u);
  }
}
