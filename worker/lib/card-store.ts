import type { CardKind } from '../contracts/preview-card';

/** Where a drawn card is kept in R2: one object per page and version. Never served by /media. */
export const storedCardKey = (kind: CardKind, key: string, version: string) => `og/${kind}/${key}/${version}.png`;

/**
 * Removes the drawn cards of a page from R2: every one when it is deleted, hidden from guests or
 * renamed; every one but the current version (`keep`) when a new version is drawn. (The card
 * route checks the page on every request anyway; this leaves nothing behind.)
 */
export async function forgetCards(media: R2Bucket, kind: CardKind, keys: string[], keep?: string) {
  for (const key of keys) {
    let cursor: string | undefined;
    do {
      const page = await media.list({ prefix: `og/${kind}/${key}/`, cursor });
      const gone = page.objects.map((o) => o.key).filter((k) => k !== keep);
      if (gone.length) await media.delete(gone);
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
}
