import * as v from 'valibot';
import { DATE_MESSAGES, isCalendarDay } from './calendar-day';
import { maxChars } from './characters';
import { CATEGORIES, INDOOR_OUTDOOR, LIST_STATUSES, SOLO_SOCIAL, SORTS, VIEW_MODES, VISIBILITIES } from './enums';
import { CONTINENT_CODES } from './places';

export * from './catalogue-display';
export { SORTS };

import { CUSTOM_DESCRIPTION_MAX, CUSTOM_TITLE_MAX, MAX_STEPS, STEP_MAX_LENGTH } from './catalogue-display';

export const PAGE_SIZE = 50;
export type Sort = (typeof SORTS)[number];

const scaleParam = v.optional(
  v.pipe(v.string(), v.regex(/^[1-5]$/, 'Scale filters take a value from 1 to 5'), v.transform(Number)),
);

export const SearchQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), maxChars(200, 'Search is limited to 200 characters')), ''),
  category: v.optional(v.picklist(CATEGORIES, 'Unknown category')),
  cost: scaleParam,
  time: scaleParam,
  difficulty: scaleParam,
  planning: scaleParam,
  risk: scaleParam,
  social: v.optional(v.picklist(SOLO_SOCIAL, 'Unknown social setting')),
  location: v.optional(v.picklist(INDOOR_OUTDOOR, 'Unknown location')),
  /** Ideas in a country (ISO 3166-1 alpha-2) or on a continent. */
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Unknown country'))),
  continent: v.optional(v.picklist(CONTINENT_CODES, 'Unknown continent')),
  /** Near the viewer ("me": the browser's position if sent, else their profile's city) or a point "lat,lon". */
  near: v.optional(
    v.union(
      [
        v.literal('me'),
        v.pipe(
          v.string(),
          v.regex(/^-?\d{1,2}(\.\d{1,6})?,-?\d{1,3}(\.\d{1,6})?$/, 'Unknown position'),
          v.transform((x) => {
            const [lat, lon] = x.split(',').map(Number) as [number, number];
            return { lat, lon };
          }),
          v.check(({ lat, lon }) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180, 'Unknown position'),
        ),
      ],
      'Unknown position',
    ),
  ),
  /** Without a sort, a text query is ranked by relevance and browsing by popularity. */
  sort: v.optional(v.picklist(SORTS, 'Unknown sort')),
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Invalid offset'), v.transform(Number)), '0'),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'Invalid limit'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(PAGE_SIZE),
    ),
    String(PAGE_SIZE),
  ),
});
export type SearchQuery = v.InferOutput<typeof SearchQuery>;

export const SuggestQuery = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(2, 'Suggestions need at least 2 characters'), maxChars(100)),
});

export const ActivityParams = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Activity not found'), v.transform(Number)),
});

// Scale labels, as the detail page and the editors show them.
// Personal list
export const LIST_SORTS = ['date_added', 'target_date', 'priority', 'progress', 'alphabetical'] as const;
export const ListQuery = v.object({
  status: v.optional(v.picklist(LIST_STATUSES, 'Unknown status')),
  priority: v.optional(v.pipe(v.string(), v.regex(/^[1-5]$/, 'Priority is 1 to 5'), v.transform(Number))),
  sort: v.optional(v.picklist(LIST_SORTS, 'Unknown sort'), 'date_added'),
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Invalid offset'), v.transform(Number)), '0'),
});
/** Cards per page of the own list: a screenful or three, whatever the list holds. */
export const LIST_PAGE_SIZE = 48;

const priority = v.pipe(
  v.number('Priority is 1 to 5'),
  v.integer('Priority is 1 to 5'),
  v.minValue(1, 'Priority is 1 to 5'),
  v.maxValue(5, 'Priority is 1 to 5'),
);
/** A day that exists on the calendar (not 30 February), from 2000 to 2100, as YYYY-MM-DD. */
const calendarDay = (message: string) => v.pipe(v.string(message), v.isoDate(message), v.check(isCalendarDay, message));
const targetDate = v.nullable(calendarDay(DATE_MESSAGES.target));

export const AddToListInput = v.strictObject({
  activityId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  privacy: v.optional(v.picklist(VISIBILITIES, 'Unknown privacy setting'), 'public'),
  targetDate: v.optional(targetDate, null),
  priority: v.optional(priority, 3),
});

/** 'Copy to my list' from another member's shared list. */
export const CopyToListInput = v.strictObject({
  itemId: v.pipe(v.string('Choose an activity to copy'), v.minLength(1, 'Choose an activity to copy'), v.maxLength(40)),
});

/** Most characters of a list item's private notes. */
export const LIST_NOTES_MAX = 5000;

export const UpdateListItemInput = v.strictObject({
  privacy: v.optional(v.picklist(VISIBILITIES, 'Unknown privacy setting')),
  targetDate: v.optional(targetDate),
  priority: v.optional(priority),
  /** Set by the member in steps of 10% when the item has no checklist. */
  progress: v.optional(
    v.pipe(
      v.number('Progress is 0 to 100'),
      v.integer('Progress is 0 to 100'),
      v.minValue(0, 'Progress is 0 to 100'),
      v.maxValue(100, 'Progress is 0 to 100'),
      v.check((n) => n % 10 === 0, 'Progress moves in steps of 10%'),
    ),
  ),
  privateNotes: v.optional(
    v.nullable(v.pipe(v.string(), maxChars(LIST_NOTES_MAX, 'Notes are limited to 5000 characters'))),
  ),
  reminders: v.optional(v.boolean('Reminders are on or off')),
});

// A list item's checklist.
const stepText = v.pipe(
  v.string('Please write the step'),
  v.trim(),
  v.nonEmpty('Please write the step'),
  maxChars(STEP_MAX_LENGTH, `A step can be at most ${STEP_MAX_LENGTH} characters`),
);
export const AddStepInput = v.strictObject({ text: stepText });
/** When a step is due (a day), or null for none. */
const stepDue = v.nullable(calendarDay(DATE_MESSAGES.due));
export const UpdateStepInput = v.pipe(
  v.strictObject({
    text: v.optional(stepText),
    done: v.optional(v.boolean('A step is done or not')),
    dueDate: v.optional(stepDue),
  }),
  v.check(
    (i) => i.text !== undefined || i.done !== undefined || i.dueDate !== undefined,
    'Please change the step or tick it',
  ),
);
export const ReorderStepsInput = v.strictObject({
  ids: v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(MAX_STEPS)),
});
export const StepParams = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  stepId: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
});
const rating = v.optional(
  v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1, 'Ratings are 1 to 5'), v.maxValue(5, 'Ratings are 1 to 5'))),
);
export const RateInput = v.pipe(
  v.strictObject({ difficulty: rating, cost: rating, enjoyment: rating }),
  v.check((r) => Boolean(r.difficulty || r.cost || r.enjoyment), 'Please choose at least one rating'),
);

export const ListItemParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) });

export const PreferencesInput = v.strictObject({ viewMode: v.picklist(VIEW_MODES, 'Unknown view mode') });

// Custom activities (multipart form fields)
/** Most characters of a custom activity's title: less than CUSTOM_TITLE_MAX, as its message says. */
export const CUSTOM_TITLE_MAX_CHARS = CUSTOM_TITLE_MAX - 1;
/** Most characters of a custom activity's description: less than CUSTOM_DESCRIPTION_MAX, as its message says. */
export const CUSTOM_DESCRIPTION_MAX_CHARS = CUSTOM_DESCRIPTION_MAX - 1;
export const CustomActivityInput = v.object({
  // A field left out of the form is answered as a blank one, in the form's own words.
  title: v.pipe(
    v.optional(v.string('Activity title is required'), ''),
    v.trim(),
    v.nonEmpty('Activity title is required'),
    maxChars(CUSTOM_TITLE_MAX_CHARS, 'Activity title must be less than 100 characters'),
  ),
  description: v.pipe(
    v.optional(v.string('Description is required'), ''),
    v.trim(),
    v.nonEmpty('Description is required'),
    maxChars(CUSTOM_DESCRIPTION_MAX_CHARS, 'Description must be less than 500 characters'),
  ),
  categories: v.pipe(
    v.optional(v.array(v.picklist(CATEGORIES, 'Please select at least one category')), []),
    v.minLength(1, 'Please select at least one category'),
    v.maxLength(3, 'Choose up to 3 categories'),
  ),
  privacy: v.optional(v.picklist(VISIBILITIES, 'Unknown privacy setting'), 'public'),
  proposeForMainList: v.optional(v.boolean(), false),
  imageUrl: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(2000),
      v.url('Please enter a valid image URL'),
      v.startsWith('https://', 'Image URLs must start with https://'),
    ),
  ),
});
export type CustomActivityInput = v.InferOutput<typeof CustomActivityInput>;

export const CustomActivityParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) });
