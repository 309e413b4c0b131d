import { LAST_DAY } from '../../contracts/calendar-day';
import type { CoachingStyle, PlannedStep } from '../../contracts/coach';
import { addDays, daysBetween, weekday } from '../../lib/days';
import type { Member } from './context';

/** What kind of goal a plan is for: it decides the steps and how long they take. */
export type GoalKind =
  | 'endurance'
  | 'fitness'
  | 'language'
  | 'skill'
  | 'trip'
  | 'experience'
  | 'giving'
  | 'social'
  | 'other';

const KIND_WORDS: [RegExp, GoalKind][] = [
  [
    /\b(marathon|half[- ]marathon|ultra|triathlon|ironman|10k|5k|10 ?km|half ironman|duathlon|century ride|sportive|100 ?km|200 ?km|race|run (a|the|my)|cycle (from|across|the length)|swim (the|across|a mile)|channel swim|trek|kilimanjaro|everest base camp|inca trail|camino)\b/,
    'endurance',
  ],
  [
    /\b(learn (to speak )?(spanish|french|german|italian|japanese|mandarin|chinese|portuguese|arabic|korean|russian|dutch|greek|sign language|bsl|asl|welsh|irish|hindi|swahili)|speak (spanish|french|german|italian|japanese|mandarin|a language|another language)|fluent|language|b1|b2|a2|c1|dele|delf|jlpt)\b/,
    'language',
  ],
  [
    /\b(violin|guitar|piano|ukulele|drums?|cello|saxophone|flute|sing|singing|instrument|paint|painting|draw|drawing|sketch|pottery|ceramics|knit|knitting|sew|sewing|crochet|photograph\w*|write (a|my) (novel|book|memoir)|novel|poetry|dance|dancing|salsa|tango|ballet|code|coding|program\w*|cook|cooking|bake|baking|calligraphy|woodwork\w*|juggl\w*|magic tricks|chess)\b/,
    'skill',
  ],
  [
    /\b(visit|travel|trip|holiday|vacation|road ?trip|backpack\w*|go to|see the|safari|cruise|interrail|northern lights|aurora|abroad|japan|iceland|new zealand|peru|machu picchu|patagonia|antarctica|paris|rome|tokyo|new york|spain|italy|france|greece|thailand|vietnam|australia|canada|norway|scotland)\b/,
    'trip',
  ],
  [/\b(volunteer\w*|donat\w*|charity|fundrais\w*|give blood|blood donor|mentor\w*|foster)\b/, 'giving'],
  [
    /\b(skydiv\w*|bungee|hot air balloon|balloon ride|zip ?line|paraglid\w*|scuba|dive|diving|surf|surfing|ski|skiing|snowboard\w*|climb|climbing|kayak\w*|sail\w*|horse ?riding|concert|festival|gig|tattoo|helicopter)\b/,
    'experience',
  ],
  [/\b(club|meet ?up|friends|dinner party|host|book club|choir|team|community|join a)\b/, 'social'],
  [
    /\b(gym|fit|fitness|yoga|pilates|push[- ]?ups?|pull[- ]?ups?|plank|lose weight|strength|muscle|swim|running|run)\b/,
    'fitness',
  ],
];

const CATEGORY_KINDS: [string, GoalKind][] = [
  ['Travel', 'trip'],
  ['Learning', 'skill'],
  ['Creative', 'skill'],
  ['Arts & Culture', 'skill'],
  ['Fitness', 'fitness'],
  ['Sports', 'fitness'],
  ['Adventure', 'experience'],
  ['Giving Back', 'giving'],
  ['Social', 'social'],
];

/** The kind of a goal, from its words first (a marathon is training, whatever it costs), then its categories. */
export function kindOf(title: string, categories: string[] = []): GoalKind {
  const t = title.toLowerCase();
  for (const [pattern, kind] of KIND_WORDS) if (pattern.test(t)) return kind;
  for (const [category, kind] of CATEGORY_KINDS) if (categories.includes(category)) return kind;
  return 'other';
}

/** How long a kind of goal takes from a standing start, in days, and the least it can safely take. */
export function timeNeeded(kind: GoalKind, title: string, careful: boolean) {
  const t = title.toLowerCase();
  const base: Record<GoalKind, [number, number]> = {
    endurance: /\b(ultra|ironman|everest|kilimanjaro)\b/.test(t)
      ? [210, 140]
      : /\bhalf\b/.test(t)
        ? [84, 56]
        : /\b(marathon|triathlon|trek|camino|inca)\b/.test(t)
          ? [126, 84]
          : [56, 35],
    fitness: [56, 21],
    language: [180, 60],
    skill: [90, 21],
    trip: [120, 14],
    experience: [42, 7],
    giving: [42, 7],
    social: [28, 7],
    other: [42, 7],
  };
  const [usual, least] = base[kind];
  const strenuous = kind === 'endurance' || kind === 'fitness' || kind === 'experience';
  return careful && strenuous ? { usual: Math.round(usual * 1.25), least: Math.round(least * 1.25) } : { usual, least };
}

/** A step's words and where it falls between today (0) and the deadline (1). */
type Template = [string, number][];

function templateFor(kind: GoalKind, title: string, careful: boolean): Template {
  const t = title.charAt(0).toLowerCase() + title.slice(1);
  const doctor: Template = careful
    ? [['Check with your doctor or physio that this suits you, and what to adapt', 0]]
    : [];
  switch (kind) {
    case 'endurance':
      return [
        ...doctor,
        ['Choose your event and sign up for it', careful ? 0.05 : 0],
        ['Get proper kit (shoes fitted for you) and a training plan that fits your week', 0.08],
        [
          careful
            ? 'Start gently: three short, easy sessions a week (walk-run is fine)'
            : 'Start training: three easy sessions a week',
          0.15,
        ],
        ['Build your long session a little each week (no more than 10% more)', 0.4],
        ['Do your longest training session', 0.8],
        ['Ease off (taper) so you start fresh', 0.9],
        [`Event day: ${t}`, 1],
      ];
    case 'fitness':
      return [
        ...doctor,
        ['Pick a routine that fits your week and put the sessions in your calendar', 0],
        [careful ? 'First session, gently: note how it felt' : 'First session: note how it felt', 0.05],
        ['Keep to three sessions a week for a month', 0.45],
        ['Step it up a little and check your progress', 0.75],
        [`Reach it: ${t}`, 1],
      ];
    case 'language':
      return [
        ['Choose how to learn: a class, a tutor or an app, and a daily time for it', 0],
        ['Book a first lesson or join a class', 0.03],
        ['Practise 15 minutes every day (keep a streak)', 0.1],
        ['Have a first short conversation with a native speaker', 0.45],
        ['Take a practice level test and see what to work on', 0.8],
        [`Reach your goal: ${t}`, 1],
      ];
    case 'skill':
      return [
        ['Get what you need to start (borrow or rent before buying)', 0],
        ['Find a teacher, class or course and book the first session', 0.05],
        ['Practise 20 minutes, four times a week', 0.15],
        ['Finish a first small piece or project', 0.5],
        ['Show someone what you can do', 0.85],
        [`Do it: ${t}`, 1],
      ];
    case 'trip':
      return [
        ['Choose when to go (the best season and your own dates)', 0],
        ['Set a budget and start putting money aside', 0.05],
        ['Book travel and somewhere to stay', 0.25],
        ['Plan what you want to do there, and book what needs booking', 0.6],
        ['Check documents, insurance and packing', 0.9],
        [`Go: ${t}`, 1],
      ];
    case 'experience':
      return [
        ...doctor,
        ['Find a well-reviewed provider and check what it needs (age, fitness, weather)', 0],
        ['Book a date', 0.2],
        ['Get ready: what to wear and bring, and how to get there', 0.85],
        [`Do it: ${t}`, 1],
      ];
    case 'giving':
      return [
        ['Find an organisation you trust for it', 0],
        ['Get in touch or sign up, and ask what they need', 0.15],
        ['Do the first session or give the first time', 0.5],
        [`Do it: ${t}`, 1],
      ];
    case 'social':
      return [
        ['Find a group or people to do it with', 0],
        ['Go along once: just turn up', 0.3],
        [`Make it a habit: ${t}`, 1],
      ];
    default:
      return [
        ['Find out what it takes: where, when and what it costs', 0],
        ['Pick a date and put it in your calendar', 0.2],
        ['Get ready for it', 0.8],
        [`Do it: ${t}`, 1],
      ];
  }
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

export type Plan = {
  kind: GoalKind;
  steps: PlannedStep[];
  /** The day the plan ends on: the member's deadline, or a realistic one for the kind. */
  targetDate: string;
  /** The member's deadline, when they gave one. */
  asked: string | null;
  /** The deadline was too near to do this safely: the plan ends later, and says why. */
  tooSoon: boolean;
  /** Health considerations shaped it (a check with a doctor first, a gentler build-up). */
  adapted: boolean;
};

/**
 * A plan built backwards from the deadline (or a realistic one for the kind of goal): the last step
 * is the goal itself on that day, the others fall where the kind needs them (a race's longest run
 * weeks before it, a trip's booking months before). A deadline nearer than the kind can safely
 * take (a marathon in three weeks) is not planned to: the plan ends when it safely can.
 */
export function buildPlan(
  member: Member,
  style: CoachingStyle,
  title: string,
  categories: string[],
  deadline: string | null,
): Plan {
  const kind = kindOf(title, categories);
  const careful = member.careful;
  const { usual, least } = timeNeeded(kind, title, careful);
  const start = addDays(member.today, style === 'tough_love' ? 1 : 2);
  // A deadline already past, or past the last day a list can hold, is not planned to.
  const asked = deadline && deadline > member.today && deadline <= LAST_DAY ? deadline : null;
  const room = asked ? daysBetween(start, asked) : usual;
  const tooSoon = asked !== null && room < least && (kind === 'endurance' || kind === 'fitness' || kind === 'language');
  const end = asked && !tooSoon ? asked : onAvailableDay(member, addDays(start, tooSoon ? least : usual));
  const span = Math.max(daysBetween(start, end), 0);
  const steps: PlannedStep[] = [];
  for (const [text, at] of templateFor(kind, title, careful)) {
    let due = at >= 1 ? end : onAvailableDay(member, addDays(start, Math.round(span * at)));
    const last = steps.at(-1)?.dueDate;
    if (last && due <= last) due = addDays(last, 1);
    if (due > end) due = end;
    steps.push({ text, dueDate: due });
  }
  // Two steps on the deadline itself (a very short plan): the goal keeps the day, the rest move back.
  return { kind, steps, targetDate: end, asked, tooSoon, adapted: careful && kind !== 'other' };
}

/** The smallest next step for something put off: ten minutes, soon. */
export function smallestStep(member: Member, style: CoachingStyle, title: string, next?: string | null): PlannedStep {
  const lower = title.charAt(0).toLowerCase() + title.slice(1);
  const text = next ? `Spend ten minutes on: ${next}` : `Spend ten minutes finding out how to start: ${lower}`;
  return { text, dueDate: onAvailableDay(member, addDays(member.today, style === 'tough_love' ? 0 : 1)) };
}
