import * as v from 'valibot';
import { maxChars } from './characters';
import { ReportReason } from './moderation';

/** Reporting a member's profile (Report User). Other kinds of report join this as they are built. */
export const ReportUserInput = v.strictObject({
  user_id: v.pipe(v.string('Missing user'), v.minLength(1, 'Missing user'), v.maxLength(64)),
  reason: ReportReason,
  extra_notes: v.optional(v.pipe(v.string(), v.trim(), maxChars(1000, 'Notes must be less than 1000 characters'))),
});
