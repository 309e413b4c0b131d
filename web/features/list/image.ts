import { activityImage, customActivityImage } from '../../../worker/contracts/catalogue-display';

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

/**
 * The picture of an item on a member's list: a catalogue activity's own (set or generated), or a
 * custom activity's (its image, else one drawn for it); the drawing of its first category when
 * neither is known.
 */
export function listItemImage(item: {
  activityId: number | null;
  customActivityId?: string | null;
  title: string;
  imageUrl: string | null;
  categoryTags: string[];
  indoorOutdoor?: string | null;
}) {
  if (item.activityId) return activityImage({ ...item, id: item.activityId });
  if (item.customActivityId) return customActivityImage({ ...item, id: item.customActivityId });
  return item.imageUrl || `/art/${SLUGS[item.categoryTags[0] ?? ''] ?? 'adventure'}.svg`;
}
