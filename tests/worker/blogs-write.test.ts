import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { actor, errorOf, guest, type Member, signUp } from './helpers';

const body = { title: '  My trip  ', subtitle: '   ', content: '<p>Hello <strong>world</strong></p>', tags: [] };

async function create(m: Member, json: Record<string, unknown> = body) {
  const res = await m.fetch('/api/blogs', { method: 'POST', json });
  return { res, json: (await res.json()) as { blog: { id: string; status: string }; message: string; error?: string } };
}
const detail = async (m: { fetch: Member['fetch'] }, id: string) => m.fetch(`/api/blogs/${id}`);
const editView = async (m: Member, id: string) =>
  ((await (await m.fetch(`/api/blogs/${id}/edit`)).json()) as { blog: Record<string, unknown> }).blog;

let author: Member;
beforeAll(async () => {
  author = await signUp();
});

describe('creating a blog', () => {
  it('trims title and subtitle, leaves out an empty subtitle, stores a draft by default', async () => {
    const { res, json } = await create(author, { ...body, tags: [' Travel ', '', 'travel', 'Food ', '  '] });
    expect(res.status).toBe(201);
    expect(json.message).toBe('Blog created successfully');
    const blog = await editView(author, json.blog.id);
    expect(blog).toMatchObject({ title: 'My trip', subtitle: null, status: 'draft', visibility: 'public' });
    expect(blog.tags).toEqual(['Travel', 'Food']);
  });

  it('refuses a blank title and blank content with the spec messages, storing nothing', async () => {
    const before = await env.DB.prepare('select count(*) as n from blogs where user_id = ?')
      .bind(author.profile.id)
      .first<{ n: number }>();
    const noTitle = await create(author, { ...body, title: '   ' });
    expect(noTitle.res.status).toBe(400);
    expect(noTitle.json.error).toBe('Title is required');
    const longTitle = await create(author, { ...body, title: 'x'.repeat(201) });
    expect(longTitle.res.status).toBe(400);
    expect(longTitle.json.error).toBe('Title must be 200 characters or fewer');
    const noContent = await create(author, { ...body, content: '<p>  </p><script>x</script>' });
    expect(noContent.res.status).toBe(400);
    expect(noContent.json.error).toBe('Content is required');
    const after = await env.DB.prepare('select count(*) as n from blogs where user_id = ?')
      .bind(author.profile.id)
      .first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('asks guests to sign in and refuses suspended and banned members', async () => {
    const res = await guest().fetch('/api/blogs', { method: 'POST', json: body });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).error).toBe('Not authenticated');
    for (const kind of ['suspended', 'banned'] as const) {
      const m = await actor(kind);
      const r = await m.fetch('/api/blogs', { method: 'POST', json: body });
      expect(r.status).toBe(403);
      expect((await errorOf(r)).code).toBe(kind === 'banned' ? 'BANNED' : 'SUSPENDED');
    }
  });

  it('sanitises the content on the server', async () => {
    const { json } = await create(author, {
      ...body,
      content:
        '<p onclick="x()">Hi <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p><script>alert(1)</script>',
    });
    const row = await env.DB.prepare('select content, search_text from blogs where id = ?')
      .bind(json.blog.id)
      .first<{ content: string; search_text: string }>();
    expect(row?.content).toBe(
      '<p>Hi bad <a href="https://ok.example/" target="_blank" rel="noopener nofollow ugc">ok</a></p>',
    );
    expect(row?.search_text).toBe('Hi bad ok');
  });

  it('refuses a cover that was not uploaded by the writer', async () => {
    const { res, json } = await create(author, { ...body, cover_image_url: '/media/blog-covers/someone-else/1-a.png' });
    expect(res.status).toBe(400);
    expect(json.error).toBe('Upload the cover image again');
  });
});

describe('updating and publishing', () => {
  it('updates only supplied fields, publishes with Publish, and says so', async () => {
    const { json } = await create(author);
    const res = await author.fetch(`/api/blogs/${json.blog.id}`, { method: 'PUT', json: { status: 'published' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe('Blog updated successfully');
    const blog = await editView(author, json.blog.id);
    expect(blog).toMatchObject({ title: 'My trip', status: 'published' });
    expect(blog.published_at).toBeTruthy();
    const blank = await author.fetch(`/api/blogs/${json.blog.id}`, { method: 'PUT', json: { title: ' ' } });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).error).toBe('Title is required');
    const long = await author.fetch(`/api/blogs/${json.blog.id}`, { method: 'PUT', json: { title: 'x'.repeat(201) } });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).error).toBe('Title must be 200 characters or fewer');
    const longest = await author.fetch(`/api/blogs/${json.blog.id}`, {
      method: 'PUT',
      json: { title: 'x'.repeat(200) },
    });
    expect(longest.status).toBe(200);
    expect((await editView(author, json.blog.id)).title).toBe('x'.repeat(200));
  });

  it('autosaves drafts without ever publishing, and leaves published blogs alone', async () => {
    const { json } = await create(author);
    const save = await author.fetch(`/api/blogs/${json.blog.id}/autosave`, {
      method: 'PUT',
      json: { title: 'Work in progress', content: '<p>More words</p>', status: 'published' },
    });
    expect(save.status).toBe(200);
    const blog = await editView(author, json.blog.id);
    expect(blog).toMatchObject({ title: 'Work in progress', status: 'draft', content: '<p>More words</p>' });
    await author.fetch(`/api/blogs/${json.blog.id}`, { method: 'PUT', json: { status: 'published' } });
    const refused = await author.fetch(`/api/blogs/${json.blog.id}/autosave`, {
      method: 'PUT',
      json: { title: 'Sneaky' },
    });
    expect(refused.status).toBe(409);
    expect((await editView(author, json.blog.id)).title).toBe('Work in progress');
  });

  it('lets only the author delete, and removes the R2 cover with the blog', async () => {
    const form = new FormData();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    form.append('file', new File([png], 'cover.png', { type: 'image/png' }));
    const up = await author.fetch('/api/blogs/cover', { method: 'POST', body: form });
    expect(up.status).toBe(201);
    const { url } = (await up.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^/media/blog-covers/${author.profile.id}/\\d+-[\\w-]+\\.png$`));
    const key = url.slice('/media/'.length);
    expect(await env.MEDIA.head(key)).not.toBeNull();
    const { json } = await create(author, { ...body, cover_image_url: url });
    const other = await signUp();
    const denied = await other.fetch(`/api/blogs/${json.blog.id}`, { method: 'DELETE' });
    expect(denied.status).toBe(403);
    expect((await errorOf(denied)).error).toBe("You don't have permission to delete this blog");
    expect((await author.fetch(`/api/blogs/${json.blog.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await env.MEDIA.head(key)).toBeNull();
    expect((await detail(author, json.blog.id)).status).toBe(404);
  });

  it('checks covers by size and by bytes with the spec messages', async () => {
    const fake = new FormData();
    fake.append('file', new File([new TextEncoder().encode('<svg onload=alert(1)>')], 'x.png', { type: 'image/png' }));
    const wrong = await author.fetch('/api/blogs/cover', { method: 'POST', body: fake });
    expect(wrong.status).toBe(415);
    expect((await errorOf(wrong)).error).toBe('Only JPG, PNG, and WebP images are supported');
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    const large = new FormData();
    large.append('file', new File([big], 'big.jpg', { type: 'image/jpeg' }));
    const tooBig = await author.fetch('/api/blogs/cover', { method: 'POST', body: large });
    expect(tooBig.status).toBe(413);
    expect((await errorOf(tooBig)).error).toBe('Image must be smaller than 5MB');
  });
});

describe('coauthors', () => {
  it('writers and editors may update; viewers and others may not', async () => {
    const { json } = await create(author);
    const id = json.blog.id;
    const [writer, editor, viewer, stranger] = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
    for (const [m, role] of [
      [writer, 'writer'],
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      const res = await author.fetch(`/api/blogs/${id}/coauthors`, {
        method: 'POST',
        json: { username: m.profile.username, role },
      });
      expect(res.status).toBe(201);
    }
    for (const m of [writer, editor]) {
      const res = await m.fetch(`/api/blogs/${id}`, { method: 'PUT', json: { subtitle: `by ${m.profile.username}` } });
      expect(res.status).toBe(200);
    }
    for (const m of [viewer, stranger]) {
      const res = await m.fetch(`/api/blogs/${id}`, { method: 'PUT', json: { subtitle: 'nope' } });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error).toBe('You do not have permission to edit this blog');
      expect((await m.fetch(`/api/blogs/${id}/edit`)).status).toBe(403);
    }
    // A viewer coauthor can read the draft; a stranger cannot.
    expect((await detail(viewer, id)).status).toBe(200);
    expect((await detail(stranger, id)).status).toBe(403);
    // Only the author manages coauthors; a writer cannot invite.
    const invite = await writer.fetch(`/api/blogs/${id}/coauthors`, {
      method: 'POST',
      json: { username: stranger.profile.username, role: 'editor' },
    });
    expect(invite.status).toBe(403);
    expect((await errorOf(invite)).error).toBe('Only the author can manage coauthors');
    const missing = await author.fetch(`/api/blogs/${id}/coauthors`, {
      method: 'POST',
      json: { username: 'no_such_member_zz', role: 'editor' },
    });
    expect(missing.status).toBe(404);
    const loaded = (await (await detail(author, id)).json()) as {
      blog: { coauthors: { role: string; user: { id: string } }[] };
    };
    expect(loaded.blog.coauthors.map((c) => c.role)).toEqual(['writer', 'editor', 'viewer']);
    // Removing a writer takes the right away.
    expect((await author.fetch(`/api/blogs/${id}/coauthors/${writer.profile.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await writer.fetch(`/api/blogs/${id}`, { method: 'PUT', json: { title: 'x' } })).status).toBe(403);
  });

  it('tells a member once when they are added, not when their role changes', async () => {
    const { json } = await create(author);
    const id = json.blog.id;
    const member = await signUp();
    const invite = (role: string) =>
      author.fetch(`/api/blogs/${id}/coauthors`, { method: 'POST', json: { username: member.profile.username, role } });
    expect((await invite('viewer')).status).toBe(201);
    expect((await invite('editor')).status).toBe(201);
    const { results } = await env.DB.prepare(
      "select actor_id, entity_id, data from notifications where user_id = ? and type = 'blog_coauthor'",
    )
      .bind(member.profile.id)
      .all<{ actor_id: string; entity_id: string; data: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ actor_id: author.profile.id, entity_id: id });
    expect(JSON.parse(results[0]?.data ?? '{}')).toEqual({ title: 'My trip', role: 'viewer' });
  });
});
