import { and, count, desc, eq, gt, isNull, not, or, type SQL } from 'drizzle-orm';
import type { Role } from '../../contracts/enums';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { fail } from '../../lib/errors';
import { containsFolded } from '../../lib/like';
import { type Actor, authorize, isSuspendedNow } from '../../policy';
import { setRole } from '../profile/writes';

export const USERS_PAGE_SIZE = 25;

const status = (p: typeof profiles.$inferSelect): 'active' | 'suspended' | 'banned' =>
  p.isBanned ? 'banned' : isSuspendedNow(p) ? 'suspended' : 'active';

/** Members by newest first, searchable by name, username or e-mail, filtered by role and status. */
export async function listUsers(
  db: Db,
  query: { q: string; page: number; role?: Role; status?: 'active' | 'suspended' | 'banned' },
) {
  const now = Date.now();
  const suspended = and(
    eq(profiles.isBanned, false),
    eq(profiles.isSuspended, true),
    or(isNull(profiles.suspensionEndDate), gt(profiles.suspensionEndDate, new Date(now))),
  );
  const where = and(
    query.q
      ? or(
          containsFolded(profiles.username, query.q),
          containsFolded(profiles.firstName, query.q),
          containsFolded(profiles.lastName, query.q),
          containsFolded(profiles.email, query.q),
        )
      : undefined,
    query.role ? eq(profiles.role, query.role) : undefined,
    query.status === 'banned'
      ? eq(profiles.isBanned, true)
      : query.status === 'suspended'
        ? suspended
        : query.status === 'active'
          ? and(eq(profiles.isBanned, false), not(suspended as SQL))
          : undefined,
  );
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(USERS_PAGE_SIZE)
      .offset((query.page - 1) * USERS_PAGE_SIZE),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return {
    users: rows.map((p) => ({
      id: p.id,
      username: p.username,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      avatarUrl: p.avatarUrl,
      role: p.role,
      isAdmin: p.isAdmin,
      isModerator: p.isModerator,
      status: status(p),
      suspensionEndDate: p.suspensionEndDate,
      createdAt: p.createdAt,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: USERS_PAGE_SIZE,
  };
}

/** Super admins only; nobody changes their own role, so the last super admin cannot lock everyone out. */
export async function changeRole(db: Db, actor: Actor, userId: string, role: Role) {
  authorize(actor, 'admin:manage-roles');
  if (userId === actor.id) throw fail(400, 'OWN_ROLE', "You can't change your own role");
  const [updated] = await setRole(db, userId, role);
  if (!updated) throw fail(404, 'USER_NOT_FOUND', 'User not found');
  return updated;
}
