import { coachReminders } from '../coach/reminders';
import { LIST_REMINDERS } from '../list/reminders';

/** Every kind of reminder the pipeline (reminders.ts) sends, in the order a run sends them. */
export const REMINDERS = [...LIST_REMINDERS, coachReminders] as const;
