import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeRichHtml } from '../../worker/lib/sanitize';

/*
 * What the sanitiser writes, exactly: the allowed attributes at both ends of what they accept, the
 * tree it keeps well formed whatever the nesting, and the embeds it rebuilds. The hostile payloads
 * are in sanitize.test.ts.
 */

const LINK = 'target="_blank" rel="noopener nofollow ugc"';
const PLAYER =
  'loading="lazy" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen" allowfullscreen ' +
  'referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"></iframe></div>';
const YOUTUBE = `<div data-embed="youtube" data-id="dQw4w9WgXcQ" class="rich-embed"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video" ${PLAYER}`;
const VIMEO = `<div data-embed="vimeo" data-id="76979871" class="rich-embed"><iframe src="https://player.vimeo.com/video/76979871" title="Vimeo video" ${PLAYER}`;

const cases = (rows: [string, string][]) => rows.map(([input, output]) => ({ input, output }));

describe('links keep an absolute address of an allowed scheme, cleaned as a browser reads it', () => {
  it.each(
    cases([
      ['<a href="  https://example.com/a  ">x</a>', `<a href="https://example.com/a" ${LINK}>x</a>`],
      ['<a href="https://exa\u0085mple.com/">x</a>', `<a href="https://example.com/" ${LINK}>x</a>`],
      ['<a href="https://exa\u009fmple.com/">x</a>', `<a href="https://example.com/" ${LINK}>x</a>`],
      ['<a href="https://exa\u007fmple.com/">x</a>', `<a href="https://example.com/" ${LINK}>x</a>`],
      ['<a href="https://exa~mple.com/">x</a>', `<a href="https://exa~mple.com/" ${LINK}>x</a>`],
      ['<a href="https://ex\u00e4mple.com/">x</a>', `<a href="https://xn--exmple-cua.com/" ${LINK}>x</a>`],
      ['<a href="mailto:a@b.co">m</a>', `<a href="mailto:a@b.co" ${LINK}>m</a>`],
      ['<a href="http://example.com/">h</a>', `<a href="http://example.com/" ${LINK}>h</a>`],
      ['<a href="java&#09;script:alert(1)">x</a>', 'x'],
      ['<a href="ftp://x.org/">f</a>', 'f'],
      ['<a href="notaurl">n</a>', 'n'],
      ['<a href="">e</a>', 'e'],
      ['<a href="&#01;">c</a>', 'c'],
      ['<a>bare</a>', 'bare'],
    ]),
  )('$input', async ({ input, output }) => {
    expect(await sanitizeRichHtml(input)).toBe(output);
  });

  it('up to 2,048 characters of address, and not one more', async () => {
    const at = (n: number) => `https://example.com/${'a'.repeat(n - 'https://example.com/'.length)}`;
    expect(await sanitizeRichHtml(`<a href="${at(2048)}">x</a>`)).toBe(`<a href="${at(2048)}" ${LINK}>x</a>`);
    expect(await sanitizeRichHtml(`<a href="${at(2049)}">x</a>`)).toBe('x');
  });
});

describe('pictures', () => {
  it.each(
    cases([
      ['<img src="https://i.example/p.png">', '<img src="https://i.example/p.png" alt="" loading="lazy">'],
      [
        '<img src="https://i.example/p.png" alt="A &amp; B" title="T">',
        '<img src="https://i.example/p.png" alt="A &amp; B" title="T" loading="lazy">',
      ],
      ['<img src="http://i.example/p.png" title="">', '<img src="http://i.example/p.png" alt="" loading="lazy">'],
      ['<img src="data:image/png;base64,AAAA" alt="x">', ''],
      ['<img alt="no source">', ''],
      ['<img src="mailto:a@b.co">', ''],
    ]),
  )('$input', async ({ input, output }) => {
    expect(await sanitizeRichHtml(input)).toBe(output);
  });

  it('keep 300 characters of alt text and title', async () => {
    const long = 'é'.repeat(301);
    expect(await sanitizeRichHtml(`<img src="https://i.example/p.png" alt="${long}" title="${long}">`)).toBe(
      `<img src="https://i.example/p.png" alt="${'é'.repeat(300)}" title="${'é'.repeat(300)}" loading="lazy">`,
    );
  });
});

describe('the attributes blocks may carry', () => {
  it.each(
    cases([
      ['<ol start="1"><li>a</li></ol>', '<ol><li>a</li></ol>'],
      ['<ol start="2"><li>a</li></ol>', '<ol start="2"><li>a</li></ol>'],
      ['<ol start="99999"><li>a</li></ol>', '<ol start="99999"><li>a</li></ol>'],
      ['<ol start="100000"><li>a</li></ol>', '<ol><li>a</li></ol>'],
      ['<ol start="-3"><li>a</li></ol>', '<ol><li>a</li></ol>'],
      ['<ol start="x"><li>a</li></ol>', '<ol><li>a</li></ol>'],
      ['<pre><code class="language-js">x</code></pre>', '<pre><code class="language-js">x</code></pre>'],
      ['<code class="language-c++">x</code>', '<code class="language-c++">x</code>'],
      ['<code class="xlanguage-js">x</code>', '<code>x</code>'],
      ['<code class="language-js extra">x</code>', '<code>x</code>'],
      ['<code class="language-">x</code>', '<code>x</code>'],
      ['<code class="language-abcdefghijklmnopqrst">x</code>', '<code class="language-abcdefghijklmnopqrst">x</code>'],
      ['<code class="language-abcdefghijklmnopqrstu">x</code>', '<code>x</code>'],
      ['<p style="text-align: center">c</p>', '<p style="text-align: center">c</p>'],
      ['<p style="text-align: left">l</p>', '<p>l</p>'],
      ['<h2 style="TEXT-ALIGN:Right">r</h2>', '<h2 style="text-align: right">r</h2>'],
      ['<p style="color:red;text-align:justify">j</p>', '<p style="text-align: justify">j</p>'],
      ['<p style="text-align: centerx">n</p>', '<p>n</p>'],
      ['<p style="text-align: center x">n</p>', '<p>n</p>'],
      ['<p style="xtext-align: center">n</p>', '<p>n</p>'],
      ['<p style=" text-align : center ; color: red">s</p>', '<p style="text-align: center">s</p>'],
      ['<p style="\ttext-align:\tcenter\t">s</p>', '<p style="text-align: center">s</p>'],
      ['<h1 style="text-align: middle">m</h1>', '<h1>m</h1>'],
      ['<h3 style="text-align:center">h</h3>', '<h3 style="text-align: center">h</h3>'],
      ['<p style="">e</p>', '<p>e</p>'],
    ]),
  )('$input', async ({ input, output }) => {
    expect(await sanitizeRichHtml(input)).toBe(output);
  });
});

describe('a well-formed tree, whatever the nesting', () => {
  it.each(
    cases([
      ['<p>a<p>b</p></p>', '<p>a</p><p>b</p>'],
      ['<ul><li>a<li>b</ul>', '<ul><li>a</li><li>b</li></ul>'],
      ['<ul><li>a<ul><li>b</li></ul>c</li><li>d</li></ul>', '<ul><li>a<ul><li>b</li></ul>c</li><li>d</li></ul>'],
      ['<ol><li>a<ol><li>b<li>c</ol></ol>', '<ol><li>a<ol><li>b</li><li>c</li></ol></li></ol>'],
      ['<ul><li><p>a</p><li>b</ul>', '<ul><li><p>a</p></li><li>b</li></ul>'],
      ['<li>loose<li>items', '<li>loose</li><li>items</li>'],
      [
        '<a href="https://a.example/">x<a href="https://b.example/">y</a>z</a>',
        `<a href="https://a.example/" ${LINK}>x</a><a href="https://b.example/" ${LINK}>y</a>z`,
      ],
      [
        '<p><a href="https://x.example/">a<strong>b</a>c</strong></p>',
        `<p><a href="https://x.example/" ${LINK}>a<strong>b</strong></a>c</p>`,
      ],
      ['<p><strong>x', '<p><strong>x</strong></p>'],
      ['<ul><li><em>deep', '<ul><li><em>deep</em></li></ul>'],
      ['</em>text', 'text'],
      ['<strong>a<p>b</p>', '<strong>a</strong><p>b</p>'],
      ['<em>a<ul><li>x</li></ul>', '<em>a</em><ul><li>x</li></ul>'],
      ['<h1>a<h2>b</h2>', '<h1>a</h1><h2>b</h2>'],
      ['<blockquote><p>q</p></blockquote>', '<blockquote><p>q</p></blockquote>'],
      [
        '<strong>a<br>b<img src="https://i.example/p.png">c</strong>',
        '<strong>a<br>b<img src="https://i.example/p.png" alt="" loading="lazy">c</strong>',
      ],
      ['<br/>x<hr/>y', '<br>x<hr>y'],
      ['<b>b</b><i>i</i><strike>s</strike><del>d</del>', '<strong>b</strong><em>i</em><s>s</s><s>d</s>'],
      ['<p>a<!-- secret -->b</p>', '<p>ab</p>'],
      ['<p>&lt;script&gt;</p>', '<p>&lt;script&gt;</p>'],
      ['<span>kept text</span>', 'kept text'],
      ['', ''],
    ]),
  )('$input', async ({ input, output }) => {
    expect(await sanitizeRichHtml(input)).toBe(output);
  });
});

describe('what is dropped with all it holds', () => {
  it.each(
    cases([
      ['<script>x</script>after', 'after'],
      ['<form><div>in</div><input value="v">x</form>after', 'after'],
      ['<select><option>a</option></select>b', 'b'],
      ['<svg><svg></svg>x</svg>y', 'y'],
      ['<svg><g><text>x</text></g></svg><p>y</p>', '<p>y</p>'],
      ['<title>t</title>x', 'x'],
      ['<input>text', 'text'],
      ['<embed src="x.swf">text', 'text'],
      ['<p>a<script>b</script>c</p>', '<p>ac</p>'],
      ['<video><source src="x"></video>after', 'after'],
    ]),
  )('$input', async ({ input, output }) => {
    expect(await sanitizeRichHtml(input)).toBe(output);
  });
});

describe('video embeds, rebuilt from the player and the id', () => {
  it.each(
    cases([
      ['<div data-embed="youtube" data-id="dQw4w9WgXcQ"></div>', YOUTUBE],
      ['<div data-embed="vimeo" data-id="76979871"></div>', VIMEO],
      ['<div data-embed="vimeo" data-id="dQw4w9WgXcQ"></div>', ''],
      ['<div data-embed="youtube" data-id="76979871"></div>', ''],
      ['<div data-embed="youtube">no id</div>', 'no id'],
      ['<div>plain</div>', 'plain'],
      ['<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>after', `${YOUTUBE}after`],
      ['<iframe src="https://player.vimeo.com/video/76979871"></iframe>', VIMEO],
      ['<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>', YOUTUBE],
      ['<iframe src="https://evil.example/x"></iframe>after', 'after'],
      ['<iframe src="javascript:alert(1)">inner</iframe>after', 'after'],
      ['<iframe>inner</iframe>after', 'after'],
      ['<p>a<div data-embed="youtube" data-id="dQw4w9WgXcQ"></div>b</p>', `<p>a</p>${YOUTUBE}b`],
    ]),
  )('$input', async ({ input, output }) => {
    expect(await sanitizeRichHtml(input)).toBe(output);
  });
});

describe('blank rich text', () => {
  it.each([
    ['', true],
    [' ', true],
    ['<p></p>', true],
    ['<p> &nbsp; </p>', true],
    ['<br>', true],
    ['<p><br></p>', true],
    ['<p>x</p>', false],
    ['<p>&amp;</p>', false],
    ['<img src="x">', false],
    ['<iframe></iframe>', false],
    ['<p><img src="x"></p>', false],
  ] as const)('%j is blank: %s', (html, blank) => {
    expect(isBlankHtml(html)).toBe(blank);
  });
});
