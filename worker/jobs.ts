import { coachReminders } from './features/coach/reminders';
import { LIST_REMINDERS } from './features/list/reminders';

/**
 * Every kind of reminder the pipeline (features/notifications/reminders.ts) sends, in the order a
 * run sends them. Listed here, beside the Cron, so the pipeline knows no area that uses it.
 */
export const REMINDERS = [...LIST_REMINDERS, coachReminders] as const;

/** The reminders asked for at a time of day ("in 20 minutes", "at 6pm"): sent every five minutes. */
export const TIMED_REMINDERS = [coachReminders] as const;

/** The Cron that sends the timed reminders (wrangler.toml); the hourly one runs everything. */
export const TIMED_CRON = '*/5 * * * *';
