import * as v from 'valibot';
import { COACHING_STYLES, VISIBILITIES } from './enums';

/**
 * What a member wants from the coach, as one typed ask: the coach's local reader and, where
 * Workers AI is bound, a model both produce it, and the Worker checks every field against the
 * member's own data before anything happens. It is the model's tool schema too, so it lives here.
 */
export const ASK_KINDS = [
  'plan',
  'next',
  'suggest',
  'tickItem',
  'tickStep',
  'untickStep',
  'setDate',
  'add',
  'remove',
  'remind',
  'listReminders',
  'moveReminder',
  'cancelReminder',
  'progress',
  /** "Is 3 weeks enough?": how long the goal takes, against the time the member has. */
  'feasible',
  'stuck',
  'style',
  'smallTalk',
  'thanks',
  'outOfScope',
  'foreign',
  'undo',
  'acceptPlan',
  'rejectPlan',
  'choose',
  'unclear',
] as const;
export type AskKind = (typeof ASK_KINDS)[number];

export const OUT_OF_SCOPE = ['weather', 'prices', 'booking', 'people', 'medical', 'other'] as const;

const words = v.pipe(v.string(), v.trim(), v.maxLength(200));
const isoDay = v.pipe(v.string(), v.isoDate());
const clock = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** Which list item: its id (the model reads the list with ids), the member's words, "it" or a card. */
export const ItemRef = v.strictObject({
  id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  words: v.optional(words),
  /** "it", "that": what the previous turn was about. */
  it: v.optional(v.boolean()),
  /** "the second one": the Nth card (1-based) of the coach's last reply. */
  card: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
  /** The whole clause, when the words cut from it find nothing. */
  context: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  /** "The one I just made": among those the member set most recently, `card` counting from the first of them. */
  recent: v.optional(v.boolean()),
});
export type ItemRef = v.InferOutput<typeof ItemRef>;

/** Which step of an item: its id, its words, its place (0-based, -1 the last), or the next one not done. */
export const StepRef = v.strictObject({
  id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  words: v.optional(words),
  index: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(50))),
  next: v.optional(v.boolean()),
  it: v.optional(v.boolean()),
});
export type StepRef = v.InferOutput<typeof StepRef>;

export const Ask = v.strictObject({
  kind: v.picklist(ASK_KINDS),
  item: v.optional(ItemRef),
  step: v.optional(StepRef),
  /** A day the member named, read into their own calendar. */
  date: v.optional(isoDay),
  /** "no date": the date is to be cleared. */
  clearDate: v.optional(v.boolean()),
  /** "Push it back two weeks": days to move a date by, from the one it has. */
  shift: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-3660), v.maxValue(3660))),
  /** A time of day the member named, HH:MM in their zone. */
  time: v.optional(clock),
  /** The member's words for what to add, plan, suggest or look for. */
  phrase: v.optional(words),
  /** Which reminder: its id, its words, or the one the previous turn was about. */
  reminder: v.optional(ItemRef),
  style: v.optional(v.picklist(COACHING_STYLES)),
  topic: v.optional(v.picklist(OUT_OF_SCOPE)),
  /** ISO 639-3 code of a message not in English. */
  language: v.optional(v.pipe(v.string(), v.maxLength(8))),
  /** How the member feels, where they said: low mood is met gently, a crisis with help. */
  mood: v.optional(v.picklist(['low', 'crisis'])),
  /** Asked, not told ("should I delete it?", "does that count for the half?"): the coach checks first. */
  confirm: v.optional(v.boolean()),
  /** Something added is already done ("I swam in the ocean": add it, ticked off). */
  done: v.optional(v.boolean()),
  /** Who may see something added, where the member said ("keep it private, just for me"). */
  privacy: v.optional(v.picklist(VISIBILITIES)),
  /** The place a "what next" or a request for ideas names ("in edinburgh", "near me"). */
  place: v.optional(words),
  /** The horizon of a "what next": today, the weekend, the week, the month. */
  horizon: v.optional(v.picklist(['today', 'weekend', 'week', 'month'])),
});
export type Ask = v.InferOutput<typeof Ask>;

/** One thing the coach did, with what undoes it: written only from what a service returned. */
export type UndoOp =
  | { op: 'step'; itemId: string; stepId: string; done?: boolean; dueDate?: string | null }
  | {
      op: 'itemStatus';
      itemId: string;
      status: 'not_started' | 'in_progress' | 'completed';
      progress: number;
      startedAt: number | null;
      completedAt: number | null;
    }
  | { op: 'targetDate'; itemId: string; targetDate: string | null }
  | { op: 'removeItem'; itemId: string }
  | { op: 'restoreItem'; snapshot: unknown }
  | { op: 'removeSteps'; itemId: string; stepIds: string[]; targetDate: string | null }
  | { op: 'removeReminder'; reminderId: string }
  | {
      op: 'restoreReminder';
      reminder: {
        id: string;
        itemId: string | null;
        stepId: string | null;
        about: string;
        remindOn: string;
        remindAt: string;
      };
    }
  | { op: 'style'; style: (typeof COACHING_STYLES)[number] };

/** What the coach keeps of a turn for the next one. */
export type CoachMemory = {
  /** What the member asked, as understood, or the weekly check-in that asked them. */
  ask?: AskKind | 'checkin';
  /** The check-in's question: how the week went, what got in the way, or which one next. */
  question?: 'how' | 'blocked' | 'which';
  /** The list item and step the turn was about: what "it" and "that" mean next. */
  itemId?: string | null;
  stepId?: string | null;
  reminderId?: string | null;
  /** The cards shown, in order: what "the second one" means. */
  cards?: { itemId?: string | null; activityId?: number | null; reminderId?: string | null; title: string }[];
  /** A question the coach asked: the ask waiting for its answer, and the candidates offered. */
  pending?: { ask: Ask; field: 'item' | 'step' | 'date' | 'reminder' | 'what' | 'confirm' } | null;
  /** How to undo what this turn did, last first. */
  undo?: UndoOp[];
  /** When it was undone. */
  undone?: boolean;
  /** What the turn changed and with what day, time or shift: "and the piano one too" does it again. */
  did?: { kind: AskKind; date?: string; time?: string; shift?: number };
  /** Which of a reply's ways of saying it was used: the next one like it is said another way. */
  wording?: number;
};
