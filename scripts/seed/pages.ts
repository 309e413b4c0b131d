import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { markdownToBlocks } from '../../worker/contracts/page-markdown';
import type { Db } from '../../worker/db/client';
import { staticPages } from '../../worker/db/schema';
import { listFiles, root } from './files';
import { insertMany } from './util';

/** Parses a page file: a front-matter block of `key: value` lines, then the editor's markdown. */
export function parsePageFile(text: string) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replaceAll('\r\n', '\n'));
  if (!match) throw new Error('A page file must start with front matter');
  const meta = Object.fromEntries(
    (match[1] ?? '').split('\n').map((line) => {
      const i = line.indexOf(':');
      return [line.slice(0, i).trim(), line.slice(i + 1).trim()];
    }),
  );
  return {
    title: meta.title ?? '',
    slug: meta.slug ?? '',
    metaDescription: meta.meta_description ?? null,
    metaKeywords: (meta.meta_keywords ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    content: markdownToBlocks(match[2] ?? ''),
  };
}

export async function seedPages(db: Db, adminId: string) {
  const pages = listFiles('data/pages', '.md').map((f) => parsePageFile(readFileSync(join(root, f), 'utf8')));
  const existing = new Set(
    (
      await db
        .select({ slug: staticPages.slug })
        .from(staticPages)
        .where(
          inArray(
            staticPages.slug,
            pages.map((p) => p.slug),
          ),
        )
    ).map((p) => p.slug),
  );
  const fresh = pages.filter((p) => !existing.has(p.slug));
  await insertMany(
    db,
    staticPages,
    fresh.map((p) => ({
      ...p,
      status: 'published' as const,
      publishedAt: new Date(),
      createdBy: adminId,
      updatedBy: adminId,
    })),
  );
  return { pages: fresh.length };
}
