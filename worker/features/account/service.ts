import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The account's address is proven (a sign-up or reset link followed). */
export const confirmEmail = (db: Db, userId: string) =>
  db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
