import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { both, timed } from './measure';
import type { BenchSection } from './section';

const BLOGS = 5000;
const WORDS = [
  'kayak',
  'mountain',
  'sourdough',
  'marathon',
  'pottery',
  'glacier',
  'salsa',
  'chess',
  'canyon',
  'violin',
];
const TAGS = ['adventure', 'travel', 'fitness', 'food', 'learning', 'creative'];

/** Blog list, search and reading page over 5,000 extra published blogs. */
export const blogs: BenchSection = {
  name: 'blogs',
  prepare(state) {
    const tagOf = (expr: string) => `(case ${expr} ${TAGS.map((t, i) => `when ${i} then '${t}'`).join(' ')} end)`;
    const word = (expr: string) => `(case ${expr} ${WORDS.map((w, i) => `when ${i} then '${w}'`).join(' ')} end)`;
    const paragraph = `'<p>' || ${word('i % 10')} || ' notes from day ' || i || '. We walked, talked and ate well, the ' || ${word('(i / 10) % 10')} || ' part was best.</p>'`;
    const sql = `
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${BLOGS}),
  p(id, k) AS (SELECT id, row_number() OVER (ORDER BY id) - 1 FROM profiles ORDER BY id LIMIT 10)
INSERT INTO blogs (id, user_id, title, subtitle, content, search_text, status, visibility, tags, views_count, likes_count, published_at, created_at, updated_at)
SELECT 'bench-blog-' || i,
  p.id,
  'Bench story ' || i || ' about ' || ${word('i % 10')},
  'A subtitle for ' || ${word('(i / 10) % 10')},
  replace(hex(zeroblob(12)), '00', ${paragraph}),
  replace(hex(zeroblob(12)), '00', ${word('i % 10')} || ' notes from day ' || i || ' we walked talked and ate well '),
  'published', 'public', json_array(${tagOf('i % 6')}),
  (i * 37) % 1000, (i * 13) % 200,
  (unixepoch() - i * 600) * 1000, (unixepoch() - i * 600) * 1000, (unixepoch() - i * 600) * 1000
FROM n JOIN p ON p.k = n.i % 10;
INSERT INTO blog_tags (blog_id, tag)
  SELECT b.id, lower(j.value) FROM blogs b, json_each(b.tags) j WHERE b.id LIKE 'bench-blog-%';
`;
    const file = join(state, 'bench-blogs.sql');
    writeFileSync(file, sql);
    execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', state, '--file', file], {
      stdio: 'ignore',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
  },
  async run({ app, rows }) {
    const get = (path: string) => fetch(`${app.baseURL}${path}`);
    await timed(10, () => get('/api/blogs'));
    rows.push([
      'GET /api/blogs first page p50 / p95',
      both(await timed(200, () => get('/api/blogs'))),
      `${BLOGS}+ blogs`,
    ]);
    const sorts = ['date', 'views', 'likes'];
    const paged = await timed(200, (i) =>
      get(`/api/blogs?sort=${sorts[i % 3]}&dir=${i % 2 ? 'asc' : 'desc'}&offset=${(i % 20) * 10}&tag=${TAGS[i % 6]}`),
    );
    rows.push(['Blog list sorts, tags, pages p50 / p95', both(paged), '200 requests']);
    const search = await timed(200, (i) => get(`/api/blogs?q=${encodeURIComponent(`${WORDS[i % 10]} day`)}`));
    rows.push(['Blog full-text search p50 / p95', both(search), 'FTS5, 200 queries']);
    const detail = await timed(200, (i) => get(`/api/blogs/bench-blog-${(i % BLOGS) + 1}`));
    rows.push(['GET /api/blogs/:id (sanitise on read) p50 / p95', both(detail), 'guest, view counted once']);
  },
};
