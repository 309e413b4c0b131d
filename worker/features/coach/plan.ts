import type { CoachingStyle, PlannedStep } from '../../contracts/coach';
import { addDays, weekday } from '../../lib/days';
import type { Member } from './context';

/** What the plan is for: a catalogue activity's properties, or only a title (a custom idea). */
export type Plannable = {
  title: string;
  categories: string[];
  cost: number;
  difficulty: number;
  planning: number | null;
  time: number;
  setting: string;
};

const lower = (title: string) => title.charAt(0).toLowerCase() + title.slice(1);

/**
 * The steps of a plan, by what kind of thing it is: a skill is learnt in lessons and practice, a
 * fitness goal trained for, a trip chosen, budgeted and booked, anything else found out about,
 * prepared and done. Costly or much-planned things get a budget and a booking.
 */
export function stepsFor(p: Plannable): string[] {
  const title = p.title;
  const learning =
    /^(learn|master|take up)\b/i.test(title) ||
    p.categories.some((c) => ['Learning', 'Creative', 'Arts & Culture', 'Technology'].includes(c));
  const fitness = p.categories.includes('Fitness');
  const trip = p.categories.includes('Travel') || (p.planning ?? 0) >= 4 || p.time >= 5;
  const steps: string[] = [];
  if (trip) {
    steps.push('Choose when to go: check the best season and your own dates');
    if (p.cost >= 3) steps.push('Set a budget and start putting money aside');
    steps.push('Book travel and somewhere to stay');
    if (p.setting === 'outdoor') steps.push('Get the gear and clothing you need');
    if (p.difficulty >= 3) steps.push('Get fit for it with a few practice outings');
  } else if (learning) {
    steps.push('Find a class, course or teacher near you');
    steps.push('Book your first lesson or taster session');
    steps.push('Practise for 20 minutes, three times a week');
    if (p.difficulty >= 3) steps.push('Set a first milestone and check it off');
  } else if (fitness) {
    steps.push('Pick a training plan that fits your week');
    if (p.setting !== 'indoor') steps.push('Get the kit you need');
    steps.push('Do your first session and note how it felt');
    steps.push('Build up: train three times a week');
    if (p.cost >= 2 || (p.planning ?? 0) >= 3) steps.push('Sign up or book your place');
  } else {
    steps.push('Find out what it takes: where, when and what it costs');
    if (p.cost >= 3) steps.push('Set a budget for it');
    if ((p.planning ?? 0) >= 3 || p.cost >= 4) steps.push('Pick a date and book it');
    else steps.push('Pick a date and put it in your calendar');
    if (p.setting === 'outdoor' && p.difficulty >= 3) steps.push('Get ready: the gear, and a practice run');
  }
  steps.push(`Do it: ${title}`);
  return steps.slice(0, 8);
}

/** Days between steps: by the time the member has, and how hard the coach pushes. */
function spacing(member: Member, style: CoachingStyle, count: number) {
  const times = member.profile.timeAvailability;
  let days = times.includes('Limited availability') ? 14 : times.includes('Flexible schedule') ? 5 : 7;
  if (style === 'tough_love') days = Math.max(3, Math.round(days * 0.6));
  if (style === 'gentle_encouragement') days = Math.round(days * 1.3);
  // Long plans are spread a little tighter, so the whole stays within a few months.
  if (count > 5) days = Math.max(3, Math.round((days * 5) / count));
  return days;
}

/** Only weekend times given: steps fall on Saturdays. Only weekdays: never on a weekend. */
function onAvailableDay(member: Member, date: string) {
  const times = member.profile.timeAvailability;
  const weekendsOnly = times.length > 0 && times.every((t) => t.startsWith('Weekend'));
  const weekdaysOnly = times.length > 0 && times.every((t) => t.startsWith('Weekday'));
  const day = weekday(date);
  if (weekendsOnly && day !== 6 && day !== 0) return addDays(date, (6 - day + 7) % 7);
  if (weekdaysOnly && (day === 6 || day === 0)) return addDays(date, day === 6 ? 2 : 1);
  return date;
}

/**
 * Dates for steps, from the member's today: the first soon (tomorrow for gentle encouragement,
 * two days for the others), then spaced by the time they have, each on a day they said they are
 * free, never two on the same day.
 */
export function dateSteps(member: Member, style: CoachingStyle, steps: string[]): PlannedStep[] {
  const gap = spacing(member, style, steps.length);
  const planned: PlannedStep[] = [];
  let date = addDays(member.today, style === 'gentle_encouragement' ? 1 : 2);
  for (const text of steps) {
    let due = onAvailableDay(member, date);
    const last = planned.at(-1)?.dueDate;
    if (last && due <= last) due = onAvailableDay(member, addDays(last, 1));
    planned.push({ text, dueDate: due });
    date = addDays(due, gap);
  }
  return planned;
}

/** The smallest next step for something put off: ten minutes, soon. */
export function smallestStep(member: Member, style: CoachingStyle, title: string, next?: string | null): PlannedStep {
  const text = next ? `Spend ten minutes on: ${next}` : `Spend ten minutes finding out how to start: ${lower(title)}`;
  return { text, dueDate: onAvailableDay(member, addDays(member.today, style === 'tough_love' ? 0 : 1)) };
}
