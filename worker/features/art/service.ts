import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, customActivities } from '../../db/schema';
import { staticData } from '../../lib/static-data';
import type { ArtInput } from './drawing';
import type { Icon } from './drawing/labelled';

/** What an activity's own illustration is drawn from (its picture, and its link-preview card). */
export async function activityArtInput(db: Db, id: number): Promise<ArtInput | null> {
  const [row] = await db
    .select({
      title: activities.title,
      description: activities.searchText,
      categories: activities.categoryTags,
      setting: activities.indoorOutdoor,
      picture: activities.picture,
    })
    .from(activities)
    .where(eq(activities.id, id));
  if (!row) return null;
  const { picture, ...rest } = row;
  // A labelled idea is drawn from what it must show, with the icons the catalogue's pictures use
  // (web/public/data/picture-icons.json, built by scripts/places/build-icons.ts).
  const drawn = picture ? await staticData<Record<string, Icon>>('picture-icons.json') : null;
  return { seed: String(id), ...rest, picture: picture && drawn ? { ...picture, drawn } : null };
}

/** What a custom activity's picture is drawn from: its words only (never its owner or image). */
export async function customArtInput(db: Db, id: string): Promise<ArtInput | null> {
  const [row] = await db
    .select({
      title: customActivities.title,
      description: customActivities.description,
      categories: customActivities.categoryTags,
    })
    .from(customActivities)
    .where(eq(customActivities.id, id));
  return row ? { seed: id, ...row, description: row.description ?? undefined, setting: 'either' } : null;
}
