import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/** Subscribes an address; a second subscription of the same address is a no-op, not an error. */
export async function subscribe(db: Db, email: string, userId: string | null, source = 'footer') {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email, userId, source })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { alreadySubscribed: inserted.length === 0 };
}
