import * as v from 'valibot';
import { CUSTOM_IMAGE_MAX, CustomActivityInput } from '../../contracts/catalogue';
import type { Db } from '../../db/client';
import { newId } from '../../db/columns';
import { customActivities, type ProfileRow, userActivities } from '../../db/schema';
import { fail } from '../../lib/errors';
import { checkUpload, mediaKey } from '../../lib/uploads';
import { issueMessage } from '../../lib/validate';

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
  if (!parsed.success) throw fail(400, 'VALIDATION', issueMessage(parsed.issues[0]));
  const file = image instanceof File && image.size > 0 ? image : null;
  if (file && parsed.output.imageUrl) throw fail(400, 'VALIDATION', 'Choose either an image file or an image URL');
  return { input: parsed.output, file };
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
  let imageUrl = input.imageUrl ?? null;
  if (file) {
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
    imageUrl = `/media/${key}`;
  }
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
  return { activity, item };
}
