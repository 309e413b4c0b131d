// What the web app shows of the catalogue: labels, limits and picture addresses. Apart from the
// catalogue contract's schemas, so pages that only show activities do not load those.
import { CATEGORIES } from './enums';

/** The filter list offers All and every category but Wellness and Technology. */
export const FILTER_CATEGORIES = CATEGORIES.filter((c) => c !== 'Wellness' && c !== 'Technology');

export const COST_LABELS = ['Free £0', '£1-£20', '£21-£50', '£51-£100', '£100+'] as const;
export const COST_EDITOR_LABELS = ['Free', 'Low Cost', 'Moderate', 'Expensive', 'Very Expensive'] as const;
export const TIME_LABELS = ['Under 1 hour', '1-3 hours', '3-6 hours', '6+ hours', 'Multi-day'] as const;
export const TIME_EDITOR_LABELS = ['Very Quick', 'Short', 'Medium', 'Long', 'Multi-day'] as const;
export const PLANNING_LABELS = ['No planning needed', 'Minimal', 'Some', 'Significant', 'Extensive'] as const;
export const RISK_LABELS = ['Very Low', 'Low', 'Moderate', 'High', 'Very High'] as const;
export const DIFFICULTY_LABELS = ['Very easy', 'Easy', 'Moderate', 'Hard', 'Very hard'] as const;
export const PRIORITY_LABELS = ['Low', 'Below Average', 'Average', 'High', 'Very High'] as const;
export const SOCIAL_LABELS = { solo: 'Solo', social: 'Social', either: 'Either' } as const;
export const LOCATION_LABELS = { indoor: 'Indoor', outdoor: 'Outdoor', either: 'Either' } as const;

/** 1-based scale value to its label. */
export const labelOf = (labels: readonly string[], value: number | null | undefined) =>
  value ? (labels[value - 1] ?? null) : null;

// A list item's checklist.
export const MAX_STEPS = 20;
export const STEP_MAX_LENGTH = 200;
export const STEP_MESSAGES = {
  tooMany: `A plan can have at most ${MAX_STEPS} steps`,
  notFound: 'Step not found',
  reorder: 'Reorder the steps this plan has, each once',
  progressFollowsSteps: 'Progress follows the steps you tick',
} as const;

// Custom activities
export const CUSTOM_TITLE_MAX = 100;
export const CUSTOM_DESCRIPTION_MAX = 500;
export const CUSTOM_IMAGE_MAX = 5 * 1024 * 1024;

/** Bumped when the generated pictures change (worker/features/art/drawing), so cached copies are fetched again. */
export const ART_VERSION = 5;

/** A short, stable fingerprint of what an activity's generated picture is drawn from. */
function artKey(parts: string[]) {
  let h = 2166136261;
  for (const ch of parts.join('|')) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return (h >>> 0).toString(36);
}

/**
 * An activity's picture: the one an admin or member set, or its own generated illustration. The
 * URL changes when the title, categories or setting do, so it can be cached for good.
 */
export function activityImage(a: {
  id: number;
  title: string;
  imageUrl: string | null;
  categoryTags: string[];
  indoorOutdoor?: string | null;
}) {
  if (a.imageUrl) return a.imageUrl;
  const key = artKey([a.title, ...a.categoryTags, a.indoorOutdoor ?? 'either']);
  return `/media/art/activity/${a.id}.svg?v=${ART_VERSION}.${key}`;
}

/** A member's custom activity's picture: its own image, else one drawn for it like the catalogue's. */
export function customActivityImage(a: { id: string; title: string; imageUrl: string | null; categoryTags: string[] }) {
  if (a.imageUrl) return a.imageUrl;
  const key = artKey([a.title, ...a.categoryTags]);
  return `/media/art/custom/${a.id}.svg?v=${ART_VERSION}.${key}`;
}

/** The title an activity is shown by: its shorter display title when it has one. */
export const displayTitle = (a: { title: string; displayTitle: string | null }) => a.displayTitle || a.title;
