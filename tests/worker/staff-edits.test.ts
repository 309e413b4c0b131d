import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createPost } from './community-fixture';
import { actor, signUp } from './helpers';

const edits = (contentId: string) =>
  env.DB.prepare(
    'select content_type as type, owner_id as owner, editor_id as editor, previous from content_edits where content_id = ?',
  )
    .bind(contentId)
    .all<{ type: string; owner: string; editor: string; previous: string }>()
    .then((r) => r.results);

describe('admins edit members’ posts and blogs in the working editors, on the record', () => {
  it('an admin edits a member’s post; the text before is kept and shown in the moderation log', async () => {
    const [member, admin, moderator, other] = await Promise.all([
      signUp(),
      actor('admin'),
      actor('moderator'),
      signUp(),
    ]);
    const post = await createPost(member, { content: 'Original words', visibility: 'public' });
    const edit = (who: typeof admin, content: string) =>
      who.fetch(`/api/community/posts/${post.id}`, { method: 'PATCH', json: { content, visibility: 'public' } });

    expect((await edit(other, 'Not mine')).status).toBe(403);
    expect((await edit(moderator, 'Not an admin')).status).toBe(403);
    const res = await edit(admin, 'Tidied by staff');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { post: { author: { id: string } } }).post.author.id).toBe(member.profile.id);
    const [record] = await edits(post.id);
    expect(record).toMatchObject({ type: 'post', owner: member.profile.id, editor: admin.profile.id });
    expect(JSON.parse(record?.previous ?? '{}').content).toBe('Original words');
    // The author's own edit is not a staff edit.
    expect((await edit(member, 'My own words')).status).toBe(200);
    expect(await edits(post.id)).toHaveLength(1);

    const analytics = (await (await admin.fetch('/api/moderation/analytics')).json()) as {
      recentActivity: { kind: string; label: string; moderator: string; target: string }[];
    };
    expect(analytics.recentActivity).toContainEqual(
      expect.objectContaining({
        kind: 'edit',
        label: 'post edited',
        moderator: admin.profile.username,
        target: member.profile.username,
      }),
    );
  });

  it('an admin edits a member’s blog; autosave never changes it behind the author’s back', async () => {
    const [member, admin, other] = await Promise.all([signUp(), actor('admin'), signUp()]);
    const created = await member.fetch('/api/blogs', {
      method: 'POST',
      json: { title: 'My trip', content: '<p>First draft</p>', tags: [], status: 'published' },
    });
    const { blog } = (await created.json()) as { blog: { id: string } };
    const page = async (who: typeof admin) =>
      ((await (await who.fetch(`/api/blogs/${blog.id}`)).json()) as { blog: { can_edit_as_staff: boolean } }).blog;
    expect((await page(admin)).can_edit_as_staff).toBe(true);
    expect((await page(other)).can_edit_as_staff).toBe(false);
    expect((await other.fetch(`/api/blogs/${blog.id}/edit`)).status).toBe(403);
    const view = (await (await admin.fetch(`/api/blogs/${blog.id}/edit`)).json()) as { blog: { by_staff: boolean } };
    expect(view.blog.by_staff).toBe(true);

    const autosave = await admin.fetch(`/api/blogs/${blog.id}/autosave`, {
      method: 'PUT',
      json: { content: '<p>Half-typed</p>' },
    });
    expect(autosave.status).toBe(200);
    expect(await edits(blog.id)).toHaveLength(0);
    const saved = await admin.fetch(`/api/blogs/${blog.id}`, {
      method: 'PUT',
      json: { title: 'My trip', content: '<p>Corrected by staff</p>' },
    });
    expect(saved.status).toBe(200);
    const [record] = await edits(blog.id);
    expect(record).toMatchObject({ type: 'blog', owner: member.profile.id, editor: admin.profile.id });
    expect(JSON.parse(record?.previous ?? '{}').content).toContain('First draft');
    const row = await env.DB.prepare('select content, user_id as owner from blogs where id = ?')
      .bind(blog.id)
      .first<{ content: string; owner: string }>();
    expect(row).toMatchObject({ owner: member.profile.id });
    expect(row?.content).toContain('Corrected by staff');
  });
});
