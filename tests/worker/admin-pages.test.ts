import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocksToMarkdown, markdownToBlocks } from '../../worker/contracts/page-markdown';
import { isReservedSlug, normaliseSlug, splitKeywords } from '../../worker/contracts/page-slug';
import { staticPages } from '../../worker/db/schema';
import { actor, db, errorOf, guest, type Member } from './helpers';

type SavedPage = { id: string; slug: string; status: string; publishedAt: string | null; metaKeywords: string[] };
let admin: Member;
const save = async (json: Record<string, unknown>, id?: string) =>
  admin.fetch(id ? `/api/admin/pages/${id}` : '/api/admin/pages', {
    method: id ? 'PUT' : 'POST',
    json: { title: 'A page', content: 'Hello', status: 'draft', ...json },
  });
const pageOf = async (res: Response) => ((await res.json()) as { page: SavedPage }).page;

beforeAll(async () => {
  admin = await actor('admin');
});

describe('slug and keyword rules', () => {
  it('lower-cases the slug and turns anything but a-z, 0-9 and hyphen into a hyphen, keeping path segments', () => {
    expect(normaliseSlug('  Summer Camp 2026! ')).toBe('summer-camp-2026-');
    expect(normaliseSlug('Help/FAQs')).toBe('help/faqs');
    expect(normaliseSlug('/legal//terms/')).toBe('legal/terms');
    expect(normaliseSlug('Ünïcode_page')).toBe('-n-code-page');
  });

  it('splits keywords on commas, trims them and drops empties', () => {
    expect(splitKeywords(' hiking , , wild camping,,scotland ')).toEqual(['hiking', 'wild camping', 'scotland']);
    expect(splitKeywords('')).toEqual([]);
  });

  it('keeps the app’s own screens out of reach of page slugs', () => {
    expect(isReservedSlug('admin')).toBe(true);
    expect(isReservedSlug('activities/new')).toBe(true);
    expect(isReservedSlug('community/search')).toBe(true);
    expect(isReservedSlug('community/saturday-lake-swimmers')).toBe(false);
    expect(isReservedSlug('help/faqs')).toBe(false);
  });

  it("answers 'Title and slug are required' and stores nothing", async () => {
    for (const json of [
      { title: '', slug: 'no-title' },
      { title: 'No slug', slug: '  ' },
      { title: 'x', slug: '///' },
    ]) {
      const res = await save(json);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe('Title and slug are required');
    }
    expect(await db().select().from(staticPages).where(eq(staticPages.slug, 'no-title'))).toEqual([]);
  });

  it('stores the normalised slug and the split keywords', async () => {
    const res = await save({ slug: 'Spring Guide', metaKeywords: 'spring, , guide ' });
    expect(res.status).toBe(201);
    const page = await pageOf(res);
    expect(page.slug).toBe('spring-guide');
    expect(page.metaKeywords).toEqual(['spring', 'guide']);
  });

  it('refuses a slug another page uses, or one the app owns', async () => {
    await save({ slug: 'taken-slug' });
    const dup = await save({ slug: 'Taken Slug' });
    expect(dup.status).toBe(409);
    expect((await errorOf(dup)).error).toBe('Another page already uses the URL /taken-slug');
    const reserved = await save({ slug: 'profile' });
    expect(reserved.status).toBe(400);
  });
});

describe('publishing', () => {
  it('sets published_at on the first save as published and keeps it afterwards', async () => {
    const draft = await pageOf(await save({ slug: 'publish-me' }));
    expect(draft.publishedAt).toBeNull();
    expect((await guest().fetch('/api/pages/by-slug?slug=publish-me')).status).toBe(404);

    const published = await pageOf(await save({ slug: 'publish-me', status: 'published' }, draft.id));
    expect(published.publishedAt).not.toBeNull();
    const seen = await guest().fetch('/api/pages/by-slug?slug=publish-me');
    expect(seen.status).toBe(200);

    await save({ slug: 'publish-me', status: 'archived' }, draft.id);
    expect((await guest().fetch('/api/pages/by-slug?slug=publish-me')).status).toBe(404);
    const again = await pageOf(await save({ slug: 'publish-me', status: 'published' }, draft.id));
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it('records who updated a page and lists it with the filters and sorts', async () => {
    const page = await pageOf(await save({ title: 'Zebra crossings', slug: 'zebra-crossings', status: 'published' }));
    const list = (await (await admin.fetch('/api/admin/pages?status=published&q=zebra&sort=title&dir=asc')).json()) as {
      pages: { id: string; updaterUsername: string | null }[];
    };
    expect(list.pages.map((p) => p.id)).toEqual([page.id]);
    expect(list.pages[0]?.updaterUsername).toBe(admin.profile.username);
    const drafts = (await (await admin.fetch('/api/admin/pages?status=draft&q=zebra')).json()) as { pages: [] };
    expect(drafts.pages).toEqual([]);
    expect((await admin.fetch('/api/admin/pages?sort=colour')).status).toBe(400);
  });

  it('gives the editor the page as text and deletes it', async () => {
    const page = await pageOf(await save({ slug: 'round-trip', content: '# Hi\n\n- a\n- b' }));
    const loaded = (await (await admin.fetch(`/api/admin/pages/${page.id}`)).json()) as { page: { markdown: string } };
    expect(loaded.page.markdown).toBe('# Hi\n\n- a\n- b');
    expect((await admin.fetch(`/api/admin/pages/${page.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await admin.fetch(`/api/admin/pages/${page.id}`)).status).toBe(404);
  });
});

describe('the block renderer', () => {
  it("turns the editor's text into the spec's blocks", () => {
    expect(markdownToBlocks('# Title\n\nOne\ntwo\n\n- a\n- b\n\n## Sub')).toEqual([
      { type: 'header', level: 1, text: 'Title' },
      { type: 'paragraph', text: 'One two' },
      { type: 'list', ordered: false, items: ['a', 'b'] },
      { type: 'header', level: 2, text: 'Sub' },
    ]);
  });

  it('reads every other block a page can hold, and writes them back unchanged', () => {
    const text = [
      '### Small',
      '1. first\n2. second',
      '> Be brave\n> -- Maya',
      '---',
      '![A lake](/art/outdoor.svg)',
      '| Plan | Price |\n|---|---|\n| Free | £0 |',
      '```\nconst x = 1 < 2;\n```',
      'Some **bold** and a [link](/help).',
    ].join('\n\n');
    const blocks = markdownToBlocks(text);
    expect(blocks.map((b) => b.type)).toEqual([
      'header',
      'list',
      'quote',
      'delimiter',
      'image',
      'table',
      'code',
      'paragraph',
    ]);
    expect(blocks[5]).toEqual({
      type: 'table',
      withHeadings: true,
      rows: [
        ['Plan', 'Price'],
        ['Free', '£0'],
      ],
    });
    expect(blocks[6]).toEqual({ type: 'code', code: 'const x = 1 < 2;' });
    expect(blocks[7]).toEqual({
      type: 'paragraph',
      text: 'Some <strong>bold</strong> and a <a href="/help">link</a>.',
    });
    expect(markdownToBlocks(blocksToMarkdown(blocks))).toEqual(blocks);
  });

  it('never lets markup or unsafe URLs through', () => {
    const blocks = markdownToBlocks(
      '<img src=x onerror=alert(1)>\n\n![x](javascript:alert(1))\n\n[x](javascript:alert(1))\n\n| <b onclick=1>c</b> |',
    );
    const html = JSON.stringify(blocks);
    expect(html).not.toMatch(/<img|<b |javascript:alert\(1\)"|href="javascript/);
    expect(blocks.some((b) => b.type === 'image')).toBe(false);
  });
});
