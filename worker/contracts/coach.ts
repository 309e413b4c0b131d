import * as v from 'valibot';
import { DATE_MESSAGES, isCalendarDay, LAST_DAY } from './calendar-day';
import { maxChars } from './characters';
import { COACHING_STYLES } from './enums';

export const COACH_ROLES = ['member', 'coach'] as const;
export type CoachingStyle = (typeof COACHING_STYLES)[number];

/** A real message fits (a long one about a week, a plan, a worry); a paste past it is refused, never cut. */
export const COACH_MESSAGE_MAX = 2000;
export const COACH_MESSAGES = {
  empty: 'Please write a message',
  tooLong: `Messages to the coach are limited to ${COACH_MESSAGE_MAX} characters`,
  planNotFound: 'That plan is no longer there',
  planDone: 'This plan has already been answered',
  pastDay: 'Please choose a day from today on',
  nothingToUndo: 'There is nothing to undo in this message',
  reminderNotFound: 'That reminder is no longer there',
  time: 'Please choose a time of day',
  weekday: 'Please choose a day of the week',
  checkinTime: 'Please choose an hour of the day',
} as const;

/** The days a weekly check-in can come on, 0 (Sunday) to 6, as the settings name them. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The check-in's time of day when the member chose none. */
export const DEFAULT_CHECKIN_TIME = '09:00';

/** An idea from the catalogue the coach proposes. */
export type CoachActivity = {
  id: number;
  title: string;
  imageUrl: string | null;
  category: string | null;
  cost: number;
  time: number;
  indoorOutdoor: string;
};

/** One of the member's list items, with what comes next on it. */
export type CoachItem = {
  id: string;
  title: string;
  status: 'not_started' | 'in_progress' | 'completed';
  progress: number;
  targetDate: string | null;
  activityId: number | null;
  customActivityId: string | null;
  nextStep: { id: string; text: string; dueDate: string | null } | null;
  stepsDone: number;
  stepsTotal: number;
};

export type PlannedStep = { text: string; dueDate: string };

export type CoachCard =
  /** An idea to add to the list. */
  | { type: 'idea'; activity: CoachActivity; reason: string }
  /** A list item and its next step: Tick, Set a date, Remind me. */
  | { type: 'item'; item: CoachItem; reason: string }
  /** Dated steps to add to an item (made for an idea first if it is not on the list yet). */
  | {
      type: 'steps';
      title: string;
      activityId: number | null;
      itemId: string | null;
      steps: PlannedStep[];
      /** The deadline the member gave: accepting sets it as the item's target date. */
      targetDate?: string | null;
      state: 'proposed' | 'accepted' | 'rejected';
    }
  /** Something done: marked complete on the list, with a rating to give and what could follow. */
  | { type: 'done'; item: CoachItem; rated: boolean }
  /** A reminder the coach set. */
  | { type: 'reminder'; about: string; remindOn: string; itemId: string | null };

export type CoachMessageDto = {
  id: string;
  role: (typeof COACH_ROLES)[number];
  text: string;
  cards: CoachCard[];
  suggestions: string[];
  /** What the coach did in this reply can be undone ('available'), or was ('done'). */
  undo: 'available' | 'done' | null;
  createdAt: string;
};

export type CoachThread = {
  messages: CoachMessageDto[];
  style: CoachingStyle;
  weeklyCheckin: boolean;
  /** The check-in's day of the week, 0 (Sunday) to 6, and time of day (HH:00), in the member's time zone. */
  checkinDay: number;
  checkinTime: string;
};

export const CoachMessageInput = v.strictObject({
  text: v.pipe(
    v.string(COACH_MESSAGES.empty),
    v.trim(),
    v.nonEmpty(COACH_MESSAGES.empty),
    maxChars(COACH_MESSAGE_MAX, COACH_MESSAGES.tooLong),
  ),
});

const isoDate = v.pipe(
  v.string(DATE_MESSAGES.coach),
  v.isoDate(DATE_MESSAGES.coach),
  v.check((d) => d <= LAST_DAY, DATE_MESSAGES.coach),
);
/** A plan's steps become the list's own: a day of the list's range. */
const plannedDay = v.pipe(v.string(DATE_MESSAGES.coach), v.check(isCalendarDay, DATE_MESSAGES.coach));

/** Most characters of a step of a proposed plan, as the member edits it before accepting. */
export const PLAN_STEP_MAX = 200;

/** Accepting a proposed plan, as the member edited it, or turning it down. */
export const PlanAnswerInput = v.variant('action', [
  v.strictObject({
    action: v.literal('accept'),
    steps: v.pipe(
      v.array(
        v.strictObject({
          text: v.pipe(
            v.string('Each step needs a few words'),
            v.trim(),
            v.nonEmpty('Each step needs a few words'),
            maxChars(PLAN_STEP_MAX, 'Steps are limited to 200 characters'),
          ),
          dueDate: plannedDay,
        }),
      ),
      v.minLength(1, 'A plan needs at least one step'),
      v.maxLength(20, 'A plan has at most 20 steps'),
    ),
  }),
  v.strictObject({ action: v.literal('reject') }),
]);

export const CoachSettingsInput = v.strictObject({
  coachingStyle: v.optional(v.picklist(COACHING_STYLES, 'Please choose a coaching style')),
  weeklyCheckin: v.optional(v.boolean()),
  checkinDay: v.optional(
    v.pipe(
      v.number(COACH_MESSAGES.weekday),
      v.integer(COACH_MESSAGES.weekday),
      v.minValue(0, COACH_MESSAGES.weekday),
      v.maxValue(6, COACH_MESSAGES.weekday),
    ),
  ),
  checkinTime: v.optional(
    v.pipe(v.string(COACH_MESSAGES.checkinTime), v.regex(/^([01]\d|2[0-3]):00$/, COACH_MESSAGES.checkinTime)),
  ),
});

export const COACHING_STYLE_NAMES: Record<CoachingStyle, string> = {
  tough_love: 'Tough love',
  gentle_encouragement: 'Gentle encouragement',
  goal_oriented: 'Goal oriented',
};

const timeOfDay = v.pipe(v.string(COACH_MESSAGES.time), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, COACH_MESSAGES.time));

/** "Remind me" on a list item's card: the day (and time of day) to be reminded of it. */
export const CoachReminderInput = v.strictObject({
  itemId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  remindOn: isoDate,
  remindAt: v.optional(timeOfDay),
});

/** Moving a reminder: a new day, a new time of day, or both. */
export const MoveReminderInput = v.pipe(
  v.strictObject({ remindOn: v.optional(isoDate), remindAt: v.optional(timeOfDay) }),
  v.check((input) => Boolean(input.remindOn || input.remindAt), 'Please choose a date'),
);

export const ReminderListQuery = v.object({ itemId: v.optional(v.pipe(v.string(), v.maxLength(64))) });

/** A reminder not sent yet, as the plan panel and the coach list it. */
export type CoachReminderDto = {
  id: string;
  itemId: string | null;
  stepId: string | null;
  about: string;
  remindOn: string;
  remindAt: string;
};
