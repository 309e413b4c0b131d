import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../worker/db/schema';
import { actor, db, errorOf, guest, signUp } from './helpers';

const ADMIN_ROUTES = [
  '/api/admin/stats',
  '/api/admin/pages',
  '/api/admin/activities',
  '/api/admin/users',
  '/api/admin/page-ids',
];

describe('admin permissions', () => {
  it('answers 401 to guests on every admin route', async () => {
    for (const path of ADMIN_ROUTES) {
      const res = await guest().fetch(path);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });

  it("answers 403 'Access Denied' to members and moderators, and changes nothing for them", async () => {
    for (const kind of ['member', 'moderator'] as const) {
      const who = await actor(kind);
      for (const path of ADMIN_ROUTES) {
        const res = await who.fetch(path);
        expect({ kind, path, status: res.status }).toEqual({ kind, path, status: 403 });
        expect((await errorOf(res)).error).toMatch(/^Access Denied/);
      }
      const create = await who.fetch('/api/admin/pages', {
        method: 'POST',
        json: { title: 'Sneaky', slug: `sneaky-${kind}`, content: 'x', status: 'published' },
      });
      expect(create.status).toBe(403);
    }
    const slugs = await (await (await actor('admin')).fetch('/api/admin/pages?q=sneaky')).json();
    expect((slugs as { pages: unknown[] }).pages).toEqual([]);
  });

  it('lets admins, super admins and members with the is_admin flag in', async () => {
    const flagged = await signUp();
    await db().update(profiles).set({ isAdmin: true }).where(eq(profiles.id, flagged.profile.id));
    for (const who of [await actor('admin'), await actor('superAdmin'), flagged]) {
      for (const path of ADMIN_ROUTES) {
        expect((await who.fetch(path)).status).toBe(200);
      }
      // The app offers editing others' posts from the same rule, as a flag the server sends.
      const me = (await (await who.fetch('/api/me/current')).json()) as {
        me: { flags: { canEditAnyContent: boolean } };
      };
      expect(me.me.flags.canEditAnyContent).toBe(true);
    }
  });

  it('gives the three dashboard figures', async () => {
    const admin = await actor('admin');
    const stats = (await (await admin.fetch('/api/admin/stats')).json()) as {
      totalPages: number;
      totalActivities: number;
      recentUpdate: string | null;
    };
    expect(stats.totalPages).toBeGreaterThanOrEqual(0);
    expect(stats.totalActivities).toBeGreaterThanOrEqual(0);
    await admin.fetch('/api/admin/pages', {
      method: 'POST',
      json: { title: 'Stats page', slug: 'stats-page', content: 'x', status: 'draft' },
    });
    const after = (await (await admin.fetch('/api/admin/stats')).json()) as typeof stats;
    expect(after.totalPages).toBe(stats.totalPages + 1);
    expect(after.recentUpdate).not.toBeNull();
  });

  it('lets only a super admin change roles, never their own', async () => {
    const target = await signUp();
    const admin = await actor('admin');
    const denied = await admin.fetch(`/api/admin/users/${target.profile.id}/role`, {
      method: 'PUT',
      json: { role: 'moderator' },
    });
    expect(denied.status).toBe(403);
    expect((await errorOf(denied)).error).toBe('Only a super admin can change roles');

    const superAdmin = await actor('superAdmin');
    const ok = await superAdmin.fetch(`/api/admin/users/${target.profile.id}/role`, {
      method: 'PUT',
      json: { role: 'moderator' },
    });
    expect(ok.status).toBe(200);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, target.profile.id));
    expect(row?.role).toBe('moderator');
    // The new moderator still has no admin access.
    expect((await target.fetch('/api/admin/stats')).status).toBe(403);

    const own = await superAdmin.fetch(`/api/admin/users/${superAdmin.profile.id}/role`, {
      method: 'PUT',
      json: { role: 'user' },
    });
    expect(own.status).toBe(400);
    expect((await errorOf(own)).error).toBe("You can't change your own role");

    const bad = await superAdmin.fetch(`/api/admin/users/${target.profile.id}/role`, {
      method: 'PUT',
      json: { role: 'emperor' },
    });
    expect(bad.status).toBe(400);
  });

  it('lists and searches members with role, status and joined date', async () => {
    const banned = await actor('banned');
    const admin = await actor('admin');
    const res = await admin.fetch(`/api/admin/users?q=${banned.profile.username}`);
    const body = (await res.json()) as { users: { id: string; role: string; status: string; createdAt: string }[] };
    expect(body.users).toHaveLength(1);
    expect(body.users[0]).toMatchObject({ id: banned.profile.id, role: 'user', status: 'banned' });
    expect(Date.parse(body.users[0]?.createdAt ?? '')).not.toBeNaN();
  });
});
