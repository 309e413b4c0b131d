import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activities, activityCategoryLinks, activityRevisions } from '../../worker/db/schema';
import { actor, db, errorOf, guest, type Member } from './helpers';

let admin: Member;
const ID = 7001;
const full = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sea kayaking in Pembrokeshire',
  displayTitle: 'Paddle the Welsh coast',
  description: '<p>Glide past <strong>sea caves</strong>.</p>',
  imageUrl: '/art/outdoor.svg',
  categoryTags: ['Adventure', 'Outdoor'],
  cost: 3,
  time: 4,
  soloSocial: 'social',
  indoorOutdoor: 'outdoor',
  planningRequired: 2,
  riskLevel: null,
  ...overrides,
});
const put = (json: unknown, id = ID) => admin.fetch(`/api/admin/activities/${id}`, { method: 'PUT', json });

beforeAll(async () => {
  admin = await actor('admin');
  await env.DB.prepare(
    "insert into activities (id, title, description, search_text, category_tags) values (?, 'Old title', '<p>old</p>', 'old', '[\"Social\"]')",
  )
    .bind(ID)
    .run();
});

describe('admin activity editor save', () => {
  it('saves every field, sanitises the description and keeps search text and categories in step', async () => {
    const res = await put(
      full({
        description:
          '<p onclick="steal()">Glide past <strong>sea caves</strong>.</p><script>alert(1)</script><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/x"></iframe>',
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; activity: { description: string; updatedAt: string } };
    expect(body.message).toBe('Activity updated successfully!');
    expect(body.activity.description).not.toMatch(/onclick|<script|evil/);
    expect(body.activity.description).toContain('<strong>sea caves</strong>');
    expect(body.activity.description).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');

    const [row] = await db().select().from(activities).where(eq(activities.id, ID));
    expect(row).toMatchObject({
      title: 'Sea kayaking in Pembrokeshire',
      displayTitle: 'Paddle the Welsh coast',
      cost: 3,
      time: 4,
      soloSocial: 'social',
      indoorOutdoor: 'outdoor',
      planningRequired: 2,
      riskLevel: null,
    });
    expect(row?.searchText).toBe('Glide past sea caves .');
    const links = await db().select().from(activityCategoryLinks).where(eq(activityCategoryLinks.activityId, ID));
    expect(links.map((l) => l.category).sort()).toEqual(['Adventure', 'Outdoor']);

    // The catalogue search finds the new words at once.
    const found = (await (await guest().fetch('/api/activities/search?q=pembrokeshire')).json()) as {
      items: { id: number }[];
    };
    expect(found.items.map((i) => i.id)).toContain(ID);
  });

  it("answers 'Title is required' and 'Please select at least one category' and changes nothing", async () => {
    const before = await db().select().from(activities).where(eq(activities.id, ID));
    const noTitle = await put(full({ title: '   ' }));
    expect(noTitle.status).toBe(400);
    expect((await errorOf(noTitle)).error).toBe('Title is required');
    const noCategory = await put(full({ categoryTags: [] }));
    expect((await errorOf(noCategory)).error).toBe('Please select at least one category');
    const badImage = await put(full({ imageUrl: 'javascript:alert(1)' }));
    expect(badImage.status).toBe(400);
    expect(await db().select().from(activities).where(eq(activities.id, ID))).toEqual(before);
  });

  it('keeps the original before the first edit, adds one revision per save, and restoring one is a save of its own', async () => {
    const id = 7002;
    await env.DB.prepare(
      "insert into activities (id, title, description, search_text, category_tags) values (?, 'Rev', '<p>r</p>', 'r', '[\"Social\"]')",
    )
      .bind(id)
      .run();
    await put(full({ title: 'First version' }), id);
    await put(full({ title: 'Second version', cost: 5 }), id);
    const revs = await db().select().from(activityRevisions).where(eq(activityRevisions.activityId, id));
    expect(revs).toHaveLength(3);
    const saves = revs.filter((r) => r.revisionNote === 'Updated via admin interface');
    expect(saves.every((r) => r.createdBy === admin.profile.id)).toBe(true);

    const listed = (await (await admin.fetch(`/api/admin/activities/${id}/revisions`)).json()) as {
      revisions: { id: string; title: string; authorUsername: string; revisionNote: string }[];
    };
    expect(listed.revisions.map((r) => r.title)).toEqual(['Second version', 'First version', 'Rev']);
    expect(listed.revisions[0]?.authorUsername).toBe(admin.profile.username);
    // The text before the first edit can be restored.
    expect(listed.revisions[2]).toMatchObject({ title: 'Rev', revisionNote: 'Original, before the first edit' });

    const first = listed.revisions[1]?.id;
    const restored = await admin.fetch(`/api/admin/activities/${id}/revisions/${first}/restore`, { method: 'POST' });
    expect(restored.status).toBe(200);
    const [row] = await db().select().from(activities).where(eq(activities.id, id));
    expect(row).toMatchObject({ title: 'First version', cost: 3 });
    const after = (await (await admin.fetch(`/api/admin/activities/${id}/revisions`)).json()) as {
      revisions: { title: string; revisionNote: string }[];
    };
    expect(after.revisions).toHaveLength(4);
    expect(after.revisions[0]?.revisionNote).toMatch(/^Restored the revision of /);

    // A revision of another activity cannot be restored here.
    const other = await admin.fetch(`/api/admin/activities/${ID}/revisions/${first}/restore`, { method: 'POST' });
    expect(other.status).toBe(404);
  });
});

describe('content editor for activities', () => {
  it('creates an activity from the markdown-like text, with a revision', async () => {
    const res = await admin.fetch('/api/admin/activities', {
      method: 'POST',
      json: {
        title: 'Bake a sourdough loaf',
        content: '## Why\n\nBecause **bread**.\n\n- flour\n- water',
        categoryTags: ['Food & Drink'],
        metaDescription: 'Your first loaf',
      },
    });
    expect(res.status).toBe(201);
    const { activity } = (await res.json()) as { activity: { id: number; description: string } };
    expect(activity.description).toBe(
      '<h3>Why</h3><p>Because <strong>bread</strong>.</p><ul><li>flour</li><li>water</li></ul>',
    );
    const revs = await db().select().from(activityRevisions).where(eq(activityRevisions.activityId, activity.id));
    expect(revs).toHaveLength(1);
  });

  it('needs a category for a new activity', async () => {
    const res = await admin.fetch('/api/admin/activities', {
      method: 'POST',
      json: { title: 'No category', content: 'x' },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error).toBe('Please select at least one category');
  });

  it('lists activities with search and page sizes, and deletes one', async () => {
    const list = (await (await admin.fetch('/api/admin/activities?q=sourdough&pageSize=25&page=1')).json()) as {
      items: { id: number; title: string }[];
      total: number;
      pageSize: number;
    };
    expect(list.total).toBe(1);
    expect(list.pageSize).toBe(25);
    expect((await admin.fetch('/api/admin/activities?pageSize=30')).status).toBe(400);
    const id = list.items[0]?.id;
    expect((await admin.fetch(`/api/admin/activities/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await admin.fetch(`/api/admin/activities/${id}`)).status).toBe(404);
  });
});

describe('admin search', () => {
  it('ignores accents and case, as the catalogue search does: "Tromso" finds "Tromsø"', async () => {
    for (const [id, title] of [
      [7301, 'See the Northern Lights in Tromsø'],
      [7302, 'Bake a crème brûlée in Montréal'],
      [7303, 'Swim at Ærø'],
    ] as const) {
      await env.DB.prepare(
        "insert into activities (id, title, description, search_text, category_tags) values (?, ?, '<p>x</p>', 'x', '[\"Social\"]')",
      )
        .bind(id, title)
        .run();
    }
    const titles = async (q: string) =>
      (
        (await (await admin.fetch(`/api/admin/activities?q=${encodeURIComponent(q)}`)).json()) as {
          items: { title: string }[];
        }
      ).items.map((i) => i.title);
    expect(await titles('Tromso')).toContain('See the Northern Lights in Tromsø');
    expect(await titles('TROMSØ')).toContain('See the Northern Lights in Tromsø');
    expect(await titles('creme brulee in montreal')).toEqual(['Bake a crème brûlée in Montréal']);
    expect(await titles('aero')).toEqual(['Swim at Ærø']);
    // Wildcards are still plain characters.
    expect(await titles('Trom%o')).toEqual([]);
  });

  it('finds members by a name written without its accents', async () => {
    const named = await actor('member');
    await env.DB.prepare("update profiles set first_name = 'Zoë', last_name = 'Núñez' where id = ?")
      .bind(named.profile.id)
      .run();
    const res = await admin.fetch('/api/admin/users?q=nunez');
    const { users } = (await res.json()) as { users: { id: string }[] };
    expect(users.map((u) => u.id)).toContain(named.profile.id);
  });
});

describe('the original of every activity', () => {
  it('is backfilled by the migration for activities with no revision, and only for them', async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0016_activity_original_revisions'));
    if (!migration) throw new Error('migration 0016 not found');
    await env.DB.prepare(
      "insert into activities (id, title, description, search_text, category_tags) values (7101, 'Never edited', '<p>n</p>', 'n', '[\"Social\"]')",
    ).run();
    const count = async (q: string) => (await env.DB.prepare(q).first<{ n: number }>())?.n ?? 0;
    const UNREVISED =
      'select count(*) as n from activities a where not exists (select 1 from activity_revisions r where r.activity_id = a.id)';
    const before = await count('select count(*) as n from activity_revisions');
    const unrevisedBefore = await count(UNREVISED);
    expect(unrevisedBefore).toBeGreaterThan(0);
    for (const query of migration.queries) await env.DB.prepare(query).run();
    const originals = await env.DB.prepare(
      'select activity_id as id, title, revision_note as note from activity_revisions where activity_id = 7101',
    ).all<{ id: number; title: string; note: string }>();
    expect(originals.results).toEqual([{ id: 7101, title: 'Never edited', note: 'Original, before the first edit' }]);
    // One revision for each activity that had none, none for the others; running it again adds nothing.
    for (const query of migration.queries) await env.DB.prepare(query).run();
    expect(await count(UNREVISED)).toBe(0);
    expect((await count('select count(*) as n from activity_revisions')) - before).toBe(unrevisedBefore);
  });
});
