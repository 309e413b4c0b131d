const SLUGS: Record<string, string> = {
  Adventure: 'adventure',
  Creative: 'creative',
  Fitness: 'fitness',
  Social: 'social',
  Learning: 'learning',
  Travel: 'travel',
  'Food & Drink': 'food-drink',
  'Arts & Culture': 'arts-culture',
  Outdoor: 'outdoor',
  Indoor: 'indoor',
  Wellness: 'wellness',
  Technology: 'technology',
};

/** The activity's own image, or the artwork of its first category. */
export function activityImage(a: { imageUrl: string | null; categoryTags: string[] }) {
  return a.imageUrl || `/art/${SLUGS[a.categoryTags[0] ?? ''] ?? 'adventure'}.svg`;
}

export const displayTitle = (a: { title: string; displayTitle: string | null }) => a.displayTitle || a.title;
