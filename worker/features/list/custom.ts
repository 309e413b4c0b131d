import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { CUSTOM_IMAGE_MAX, CustomActivityInput, customActivityImage } from '../../contracts/catalogue';
import type { Db } from '../../db/client';
import { newId } from '../../db/columns';
import { customActivities, type ProfileRow, profiles, userActivities } from '../../db/schema';
import { fail } from '../../lib/errors';
import { checkUpload, mediaKey } from '../../lib/uploads';
import { issueMessage } from '../../lib/validate';
import { authorize } from '../../policy';
import { relationBetween } from '../../policy/relations';
import { listVisibility } from '../../policy/visibility';

type FormBody = Record<string, string | File | (string | File)[]>;

const text = (value: FormBody[string] | undefined) => (typeof value === 'string' ? value : undefined);

/** Reads the multipart form of the create-your-own dialog into the contract's shape. */
export function parseCustomActivityForm(body: FormBody) {
  const categories = body.categories ?? body['categories[]'];
  const image = body.image;
  const parsed = v.safeParse(CustomActivityInput, {
    title: text(body.title) ?? '',
    description: text(body.description) ?? '',
    categories: (Array.isArray(categories) ? categories : categories === undefined ? [] : [categories]).filter(
      (c): c is string => typeof c === 'string',
    ),
    privacy: text(body.privacy) || undefined,
    proposeForMainList: text(body.proposeForMainList) === 'true',
    imageUrl: text(body.imageUrl)?.trim() || undefined,
  });
  if (!parsed.success) throw fail(400, 'VALIDATION', issueMessage(parsed.issues[0], CustomActivityInput));
  const file = image instanceof File && image.size > 0 ? image : null;
  if (file && parsed.output.imageUrl) throw fail(400, 'VALIDATION', 'Choose either an image file or an image URL');
  // On an edit, the current image is kept unless a new one is given or it is removed.
  const removeImage = text(body.removeImage) === 'true';
  return { input: parsed.output, file, removeImage };
}

/** Checks an image file (size, declared type, bytes) and stores it in R2; returns its URL. */
async function storeImage(media: R2Bucket, actor: ProfileRow, file: File) {
  const upload = await checkUpload(file, {
    maxBytes: CUSTOM_IMAGE_MAX,
    allowed: ['image/jpeg', 'image/png', 'image/gif'],
    tooLarge: 'Image must be smaller than 5MB',
    wrongType: 'Only JPG, PNG, and GIF images are supported',
  });
  const key = mediaKey(`custom-activities/${actor.id}`, upload.extension);
  await media.put(key, upload.bytes, {
    httpMetadata: { contentType: upload.type, cacheControl: 'public, max-age=3600' },
  });
  return `/media/${key}`;
}

/** Our own stored image (not an outside URL), by its R2 key. */
const storedKey = (url: string | null) =>
  url?.startsWith('/media/custom-activities/') ? url.slice('/media/'.length) : null;

export async function deleteStoredImage(media: R2Bucket, url: string | null) {
  const key = storedKey(url);
  if (key) await media.delete(key);
}

/**
 * Creates a member's own activity and puts it on their list as not started. An image file is
 * checked by size, declared type and bytes, then stored in R2. Proposed activities wait for
 * moderation before anyone else sees them.
 */
export async function createCustomActivity(
  db: Db,
  media: R2Bucket,
  actor: ProfileRow,
  input: CustomActivityInput,
  file: File | null,
) {
  const imageUrl = file ? await storeImage(media, actor, file) : (input.imageUrl ?? null);
  const id = newId();
  const [[activity], [item]] = await db.batch([
    db
      .insert(customActivities)
      .values({
        id,
        userId: actor.id,
        title: input.title,
        description: input.description,
        categoryTags: input.categories,
        imageUrl,
        privacy: input.privacy,
        proposedForMainList: input.proposeForMainList,
        moderationStatus: input.proposeForMainList ? 'pending' : 'approved',
      })
      .returning(),
    db
      .insert(userActivities)
      .values({ userId: actor.id, customActivityId: id, status: 'not_started', progress: 0, privacy: input.privacy })
      .returning(),
  ]);
  if (!activity || !item) throw new Error('custom activity insert returned nothing');
  return { activity, item };
}

type CustomRow = typeof customActivities.$inferSelect;

const notFound = () => fail(404, 'ACTIVITY_NOT_FOUND', 'Activity not found');

/** What a viewer is shown of a custom activity; the owner also sees where its proposal stands. */
function view(
  row: CustomRow,
  owner: { username: string; firstName: string; avatarUrl: string | null },
  isOwner: boolean,
  itemId: string | null,
) {
  return {
    id: row.id,
    /** Its place on the creator's list (for 'Copy to my list'). */
    itemId,
    title: row.title,
    displayTitle: row.displayTitle,
    description: row.description,
    categoryTags: row.categoryTags,
    imageUrl: row.imageUrl,
    image: customActivityImage(row),
    privacy: row.privacy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    owner,
    isOwner,
    ...(isOwner
      ? { proposedForMainList: row.proposedForMainList, moderationStatus: row.moderationStatus }
      : { proposedForMainList: false, moderationStatus: null }),
  };
}
export type CustomActivityView = ReturnType<typeof view>;

/**
 * A custom activity as the viewer may see it: its owner always; anyone else only as its privacy
 * and its owner's list privacy allow (listVisibility). Everyone else is told it does not exist.
 */
export async function getCustomActivity(db: Db, viewerId: string | null, id: string) {
  const [found] = await db
    .select({
      row: customActivities,
      itemId: userActivities.id,
      owner: {
        username: profiles.username,
        firstName: profiles.firstName,
        avatarUrl: profiles.avatarUrl,
        privacySettings: profiles.privacySettings,
      },
    })
    .from(customActivities)
    .innerJoin(profiles, eq(profiles.id, customActivities.userId))
    .leftJoin(
      userActivities,
      and(eq(userActivities.customActivityId, customActivities.id), eq(userActivities.userId, customActivities.userId)),
    )
    .where(eq(customActivities.id, id));
  if (!found) throw notFound();
  const { row, owner, itemId } = found;
  const isOwner = viewerId === row.userId;
  if (!isOwner) {
    const relation = await relationBetween(db, viewerId, row.userId);
    const allowed = listVisibility({ id: row.userId, privacySettings: owner.privacySettings }, viewerId, relation);
    if (!allowed.includes(row.privacy)) throw notFound();
  }
  const { privacySettings: _, ...shown } = owner;
  return { row, activity: view(row, shown, isOwner, itemId) };
}

/** The owner's own custom activity for a change: 404 when hidden from the actor, 403 when only seen. */
async function ownCustom(db: Db, actor: ProfileRow, id: string) {
  const { row } = await getCustomActivity(db, actor.id, id);
  authorize(actor, 'custom-activity:edit', { ownerId: row.userId });
  return row;
}

/**
 * Edits a member's own custom activity (the whole form, as created). A new image file replaces the
 * stored one, which is then deleted from R2; so does an image URL or removing the image. Changing
 * what a proposal says sends it back for review. Its privacy is the list item's privacy too.
 */
export async function updateCustomActivity(
  db: Db,
  media: R2Bucket,
  actor: ProfileRow,
  id: string,
  { input, file, removeImage }: ReturnType<typeof parseCustomActivityForm>,
) {
  const row = await ownCustom(db, actor, id);
  const imageUrl = file
    ? await storeImage(media, actor, file)
    : input.imageUrl
      ? input.imageUrl
      : removeImage
        ? null
        : row.imageUrl;
  const changedText = input.title !== row.title || input.description !== row.description;
  const moderationStatus = !input.proposeForMainList
    ? ('approved' as const)
    : !row.proposedForMainList || changedText
      ? ('pending' as const)
      : row.moderationStatus;
  const now = new Date();
  const [[updated]] = await db.batch([
    db
      .update(customActivities)
      .set({
        title: input.title,
        // A display title set for the main list no longer fits a changed title.
        displayTitle: input.title === row.title ? row.displayTitle : null,
        description: input.description,
        categoryTags: input.categories,
        imageUrl,
        privacy: input.privacy,
        proposedForMainList: input.proposeForMainList,
        moderationStatus,
        updatedAt: now,
      })
      .where(and(eq(customActivities.id, id), eq(customActivities.userId, actor.id)))
      .returning(),
    db
      .update(userActivities)
      .set({ privacy: input.privacy, updatedAt: now })
      .where(and(eq(userActivities.customActivityId, id), eq(userActivities.userId, actor.id))),
  ]);
  if (imageUrl !== row.imageUrl) await deleteStoredImage(media, row.imageUrl);
  if (!updated) throw notFound();
  return (await getCustomActivity(db, actor.id, id)).activity;
}

/** Deletes a member's own custom activity with its list item, steps and reminders, and its stored image. */
export async function deleteCustomActivity(db: Db, media: R2Bucket, actor: ProfileRow, id: string) {
  const row = await ownCustom(db, actor, id);
  await db.delete(customActivities).where(and(eq(customActivities.id, id), eq(customActivities.userId, actor.id)));
  await deleteStoredImage(media, row.imageUrl);
}
