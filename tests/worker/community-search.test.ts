import { describe, expect, it } from 'vitest';
import { createPost } from './community-fixture';
import { guest, signUp } from './helpers';

type Result = {
  posts: { id: string; content: string }[];
  people: { username: string }[];
  hashtags: { name: string; post_count: number }[];
  more: { posts: boolean; people: boolean; hashtags: boolean };
};
const search = async (q: string) => (await (await guest().fetch(`/api/community/search?${q}`)).json()) as Result;

describe('community search', () => {
  it('answers the tabs: 3 plus View All in All, up to 20 in a tab, 5 and 3 in the preview', async () => {
    const w = `kayak${crypto.randomUUID().slice(0, 6)}`;
    const author = await signUp({ username: `${w}_a`.slice(0, 20), firstName: 'Kay' });
    for (let i = 0; i < 6; i++) await createPost(author, { content: `Paddling the ${w} river, day ${i} #${w}${i}` });
    const all = await search(`q=${w}`);
    expect(all.posts).toHaveLength(3);
    expect(all.more.posts).toBe(true);
    expect(all.people.map((p) => p.username)).toEqual([author.profile.username]);
    expect(all.more.people).toBe(false);
    expect(all.hashtags).toHaveLength(3);
    expect(all.more.hashtags).toBe(true);
    const posts = await search(`q=${w}&tab=posts`);
    expect(posts.posts).toHaveLength(6);
    expect(posts.people).toEqual([]);
    const tags = await search(`q=%23${w}&tab=hashtags`);
    expect(tags.hashtags).toHaveLength(6);
    const preview = await search(`q=${w}&tab=preview`);
    expect(preview.posts).toHaveLength(5);
    expect(preview.hashtags).toHaveLength(3);
  });

  it('ranks by relevance with FTS5 or sorts newest first', async () => {
    const w = `canyon${crypto.randomUUID().slice(0, 6)}`;
    const author = await signUp();
    const strong = await createPost(author, { content: `${w} ${w} ${w} canyoneering` });
    const weak = await createPost(author, {
      content: `A long day out with friends and lunch, then ${w} at the end of it all`,
    });
    const relevance = await search(`q=${w}&tab=posts&sort=relevance`);
    expect(relevance.posts.map((p) => p.id)).toEqual([strong.id, weak.id]);
    const recent = await search(`q=${w}&tab=posts&sort=recent`);
    expect(recent.posts.map((p) => p.id)).toEqual([weak.id, strong.id]);
  });

  it('treats operators as plain words, matches prefixes and answers empty for a blank query', async () => {
    const w = `ridge${crypto.randomUUID().slice(0, 6)}`;
    const author = await signUp();
    const post = await createPost(author, { content: `Walking the ${w}line today` });
    expect((await search(`q=${w}&tab=posts`)).posts.map((p) => p.id)).toEqual([post.id]);
    const odd = await guest().fetch(`/api/community/search?q=${encodeURIComponent('"NEAR( OR * -')}`);
    expect(odd.status).toBe(200);
    expect(await search('q=')).toMatchObject({ posts: [], people: [], hashtags: [] });
    expect((await guest().fetch('/api/community/search?q=x&tab=nope')).status).toBe(400);
  });
});
