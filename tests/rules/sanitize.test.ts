import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../../worker/lib/sanitize';

/** Known XSS vectors: script, handlers, URL schemes, SVG/MathML, style, malformed nesting, entities. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<script/src="//evil.example/x.js"></script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1);//<</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://ok.example/a.png" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<img src=javascript:alert(1)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<img src=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)>',
  '<img src="jav&#x09;ascript:alert(1);">',
  '<img src=" &#14;  javascript:alert(1);">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img """><script>alert(1)</script>">',
  '<img src=`javascript:alert(1)`>',
  '<img/src="x"/onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#09;script:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#x6a;avascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" onmouseover=alert(1)>x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background-image:url(javascript:alert(1))">x</p>',
  '<p style="text-align:center;behavior:url(x.htc)">x</p>',
  '<div style="width: expression(alert(1));">x</div>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<table background="javascript:alert(1)">',
  '<div onmouseover="alert(1)">hover</div>',
  '<p><b onclick=alert(1)>x</p></b>',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<a title="\'><script>alert(1)</script>" href="https://ok.example">x</a>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<template><script>alert(1)</script></template>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<p>&#60;script&#62;alert(1)&#60;/script&#62;</p>',
  '<img src="x" alt="&quot; onerror=&quot;alert(1)">',
  '<a href="https://ok.example/&quot; onclick=&quot;alert(1)">x</a>',
  '<div data-embed="youtube" data-id="&quot;&gt;&lt;script&gt;alert(1)">x</div>',
  '<div data-embed="vimeo" data-id="1 onload=alert(1)">x</div>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)"></iframe>',
  '<img src="https://ok.example/a.png" style="position:fixed;top:0">',
  '<code class="language-js onclick=alert(1)">x</code>',
  '<ol start="1 onclick=alert(1)"><li>x</li></ol>',
  '<h1 id="x" class="evil" onpointerenter=alert(1)>x</h1>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<a href="mailto:a@example.com" onfocus=alert(1) autofocus>m</a>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<x onclick=alert(1)>click</x>',
  '"><script>alert(document.cookie)</script>',
  '<img src="https://ok.example/a.png"',
  '<a href="https://ok.example',
  '<scrIpt>alert(1)</scRipt><p>after</p>',
];

const OUTPUT_TAGS: Record<string, string[]> = {
  p: ['style'],
  h1: ['style'],
  h2: ['style'],
  h3: ['style'],
  strong: [],
  em: [],
  u: [],
  s: [],
  code: ['class'],
  a: ['href', 'target', 'rel'],
  br: [],
  hr: [],
  img: ['src', 'alt', 'title', 'loading'],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  pre: [],
  div: ['data-embed', 'data-id', 'class'],
  iframe: ['src', 'title', 'loading', 'allow', 'allowfullscreen', 'referrerpolicy', 'sandbox'],
};

/**
 * Parses sanitised output again and fails on anything outside the allow-list. With `textInValues`,
 * attribute values are a person's words (an image's description), so only the markup around them
 * is searched for script.
 */
async function assertSafe(html: string, { textInValues = false } = {}) {
  const problems: string[] = [];
  const rewriter = new HTMLRewriter().on('*', {
    element(el) {
      const tag = el.tagName.toLowerCase();
      const allowed = OUTPUT_TAGS[tag];
      if (!allowed) {
        problems.push(`tag ${tag}`);
        return;
      }
      for (const [name, value] of el.attributes as unknown as Iterable<[string, string]>) {
        if (!allowed.includes(name)) problems.push(`${tag}[${name}]`);
        if (name === 'href' && !/^(https?:\/\/|mailto:)/.test(value)) problems.push(`href ${value}`);
        if (name === 'src' && tag === 'img' && !/^https?:\/\//.test(value)) problems.push(`src ${value}`);
        if (
          name === 'src' &&
          tag === 'iframe' &&
          !/^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d+)$/.test(value)
        )
          problems.push(`iframe ${value}`);
        if (name === 'style' && !/^text-align: (center|right|justify)$/.test(value)) problems.push(`style ${value}`);
      }
    },
  });
  await rewriter.transform(new Response(html)).arrayBuffer();
  expect(problems, html).toEqual([]);
  expect(textInValues ? html.replace(/"[^"]*"/g, '""') : html).not.toMatch(
    /<script|javascript:|vbscript:|data:|<svg|<style|<math|\son\w+\s*=/i,
  );
}

describe('sanitizeRichHtml', () => {
  it('has a corpus of at least 50 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PAYLOADS)('neutralises %s', async (payload) => {
    const clean = await sanitizeRichHtml(payload);
    await assertSafe(clean);
    // Sanitising is stable: a second pass changes nothing.
    expect(await sanitizeRichHtml(clean)).toBe(clean);
  });

  it('keeps the editor’s own formatting', async () => {
    const html =
      '<h2 style="text-align: center">Title</h2><p>Hello <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>two</p></li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code class="language-js">a &lt; b</code></pre><hr><p>x<br>y</p>';
    expect(await sanitizeRichHtml(html)).toBe(html);
  });

  it('gives links the safe rel and keeps only http(s) and mailto', async () => {
    expect(await sanitizeRichHtml('<p><a href="https://ok.example/a?b=1&amp;c=2" rel="opener">x</a></p>')).toBe(
      '<p><a href="https://ok.example/a?b=1&amp;c=2" target="_blank" rel="noopener nofollow ugc">x</a></p>',
    );
    expect(await sanitizeRichHtml('<a href="mailto:me@example.com">m</a>')).toContain('href="mailto:me@example.com"');
    expect(await sanitizeRichHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
  });

  it('keeps http(s) images and drops the rest', async () => {
    expect(await sanitizeRichHtml('<img src="https://ok.example/a.png" alt="A &quot;cat&quot;">')).toBe(
      '<img src="https://ok.example/a.png" alt="A &quot;cat&quot;" loading="lazy">',
    );
    expect(await sanitizeRichHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('rebuilds embeds from validated ids only', async () => {
    const yt = await sanitizeRichHtml('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1"></iframe>');
    expect(yt).toContain('data-embed="youtube" data-id="dQw4w9WgXcQ"');
    expect(yt).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    const vimeo = await sanitizeRichHtml('<div data-embed="vimeo" data-id="76979871"><iframe src="x"></iframe></div>');
    expect(vimeo).toContain('src="https://player.vimeo.com/video/76979871"');
    expect(vimeo.match(/<iframe/g)).toHaveLength(1);
    expect(await sanitizeRichHtml('<div data-embed="youtube" data-id="short">x</div>')).toBe('x');
    expect(await sanitizeRichHtml('<div data-embed="vimeo" data-id="abc">x</div>')).toBe('x');
  });

  it('balances malformed nesting and escapes text', async () => {
    expect(await sanitizeRichHtml('<p><strong>a<em>b</p>c')).toBe('<p><strong>a<em>b</em></strong></p>c');
    expect(await sanitizeRichHtml('<p>1 < 2 & 3 > 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
    expect(await sanitizeRichHtml('<p>a<ul><li>b</li></ul>')).toBe('<p>a</p><ul><li>b</li></ul>');
  });
});

/**
 * Every attribute of the allow-list (OUTPUT_TAGS), with an element that carries it: `value` is the
 * attribute's own value, and the element has whatever else it needs to be kept. Attributes the
 * sanitiser writes itself are given by the input too, to show the input's never comes through.
 */
const ATTRIBUTES: Record<
  string,
  { valid: string; element: (attribute: string) => string; written?: true; text?: true }
> = {
  'p[style]': { valid: 'text-align: center;', element: (a) => `<p ${a}>x</p>` },
  'h1[style]': { valid: 'text-align: right;', element: (a) => `<h1 ${a}>x</h1>` },
  'h2[style]': { valid: 'text-align: justify;', element: (a) => `<h2 ${a}>x</h2>` },
  'h3[style]': { valid: 'text-align: center;', element: (a) => `<h3 ${a}>x</h3>` },
  'code[class]': { valid: 'language-js', element: (a) => `<pre><code ${a}>x</code></pre>` },
  'a[href]': { valid: 'https://ok.example/page', element: (a) => `<a ${a}>x</a>` },
  'a[target]': { valid: '_self', element: (a) => `<a href="https://ok.example" ${a}>x</a>`, written: true },
  'a[rel]': { valid: 'opener', element: (a) => `<a href="https://ok.example" ${a}>x</a>`, written: true },
  'img[src]': { valid: 'https://ok.example/a.png', element: (a) => `<img ${a}>` },
  'img[alt]': { valid: 'A cat', element: (a) => `<img src="https://ok.example/a.png" ${a}>`, text: true },
  'img[title]': { valid: 'A cat', element: (a) => `<img src="https://ok.example/a.png" ${a}>`, text: true },
  'img[loading]': { valid: 'eager', element: (a) => `<img src="https://ok.example/a.png" ${a}>`, written: true },
  'ol[start]': { valid: '3', element: (a) => `<ol ${a}><li>x</li></ol>` },
  'div[data-embed]': { valid: 'youtube', element: (a) => `<div ${a} data-id="dQw4w9WgXcQ">x</div>` },
  'div[data-id]': { valid: 'dQw4w9WgXcQ', element: (a) => `<div data-embed="youtube" ${a}>x</div>` },
  'div[class]': {
    valid: 'rich-embed',
    element: (a) => `<div data-embed="youtube" data-id="dQw4w9WgXcQ" ${a}>x</div>`,
    written: true,
  },
  'iframe[src]': { valid: 'https://www.youtube.com/embed/dQw4w9WgXcQ', element: (a) => `<iframe ${a}></iframe>` },
  ...Object.fromEntries(
    ['title', 'loading', 'allow', 'allowfullscreen', 'referrerpolicy', 'sandbox'].map((name) => [
      `iframe[${name}]`,
      {
        valid: 'x',
        element: (a: string) => `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" ${a}></iframe>`,
        written: true as const,
      },
    ]),
  ),
};

/** Ways out of an attribute's value: each quote, an entity of one, a tag's end, a space, a backtick. */
const BREAK_OUTS = [
  '" onclick="alert(1)',
  '"onclick="alert(1)',
  "' onclick='alert(1)",
  "'onclick='alert(1)",
  '"><img src=x onerror=alert(1)>',
  "'><img src=x onerror=alert(1)>",
  '&quot; onclick=&quot;alert(1)',
  '&#34;onclick=&#34;alert(1)',
  '&#x27; onclick=&#x27;alert(1)',
  ' onclick=alert(1)',
  '`onclick=alert(1)',
  '\u0000" onclick="alert(1)',
];

/** The attribute written with the quotes its value can sit in: double, single and none. */
function written(name: string, value: string) {
  const forms: string[] = [];
  if (!value.includes('"')) forms.push(`${name}="${value}"`);
  if (!value.includes("'")) forms.push(`${name}='${value}'`);
  if (!/[\s"'=<>`]/.test(value)) forms.push(`${name}=${value}`);
  return forms;
}

/** Any attribute that runs script, wherever it ended up. */
async function handlers(html: string) {
  const found: string[] = [];
  await new HTMLRewriter()
    .on('*', {
      element(el) {
        for (const [name] of el.attributes as unknown as Iterable<[string, string]>) {
          if (/^on/i.test(name)) found.push(`${el.tagName}[${name}]`);
        }
      },
    })
    .transform(new Response(html))
    .arrayBuffer();
  return found;
}

describe('every attribute the sanitiser keeps, against breaking out of its value', () => {
  it('covers every attribute of the allow-list', () => {
    const allowed = Object.entries(OUTPUT_TAGS).flatMap(([tag, names]) => names.map((name) => `${tag}[${name}]`));
    expect(Object.keys(ATTRIBUTES).sort()).toEqual(allowed.sort());
  });

  for (const [key, { valid, element, written: own, text }] of Object.entries(ATTRIBUTES)) {
    const name = key.slice(key.indexOf('[') + 1, -1);
    if (!own) {
      it(`${key}: keeps its valid value`, async () => {
        const clean = await sanitizeRichHtml(element(`${name}="${valid}"`));
        expect(clean).toContain(` ${name}="`);
      });
    }

    it(`${key}: no break-out of its value becomes an attribute or an element`, async () => {
      for (const breakOut of BREAK_OUTS) {
        for (const attribute of written(name, `${valid}${breakOut}`)) {
          const input = element(attribute);
          const clean = await sanitizeRichHtml(input);
          expect(await handlers(clean), input).toEqual([]);
          await assertSafe(clean, { textInValues: text === true });
          expect(await sanitizeRichHtml(clean), input).toBe(clean);
        }
      }
    });
  }
});
