import { describe, expect, it } from 'vitest';
import {
  EMBED_MESSAGES,
  embedSrc,
  embedTitle,
  isVimeoId,
  isYouTubeId,
  parseEmbedId,
  parseVimeoId,
  parseYouTubeId,
} from '../../worker/contracts/embeds';
import { decodeEntities, escapeHtml } from '../../worker/contracts/html';

const ID = 'dQw4w9WgXcQ';

describe('YouTube links', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `http://youtube.com/watch?v=${ID}&t=42`,
    `  www.youtube.com/watch?v=${ID}  `,
    `HTTPS://M.YouTube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `https://youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
  ])('%s', (link) => {
    expect(parseYouTubeId(link)).toBe(ID);
    expect(parseEmbedId('youtube', link)).toBe(ID);
  });

  it.each([
    `ftp://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID.slice(0, 10)}`,
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://www.youtube.com/watch?x=${ID}`,
    `https://www.youtube.com/channel/${ID}`,
    `https://www.youtube.com/embed/`,
    `https://youtu.be/`,
    `https://evil.example/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://vimeo.com/76979871`,
    'not a link at all',
    'https://',
  ])('refuses %s', (link) => {
    expect(parseYouTubeId(link)).toBeNull();
  });
});

describe('Vimeo links', () => {
  it.each([
    'https://vimeo.com/76979871',
    ' vimeo.com/76979871 ',
    'http://www.vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://VIMEO.com/76979871/',
  ])('%s', (link) => {
    expect(parseVimeoId(link)).toBe('76979871');
    expect(parseEmbedId('vimeo', link)).toBe('76979871');
  });

  it.each([
    'ftp://vimeo.com/76979871',
    'https://player.vimeo.com/76979871',
    'https://player.vimeo.com/channels/76979871',
    'https://vimeo.com/',
    'https://vimeo.com/abc',
    'https://vimeo.com/1234567890123',
    'https://evil.example/76979871',
    'https://vimeo.com.evil.example/76979871',
    `https://youtu.be/${ID}`,
  ])('refuses %s', (link) => {
    expect(parseVimeoId(link)).toBeNull();
  });

  it('ids, sources and titles', () => {
    expect([isYouTubeId(ID), isYouTubeId('a_-'.repeat(4).slice(0, 11)), isYouTubeId('x'.repeat(12))]).toEqual([
      true,
      true,
      false,
    ]);
    expect([isVimeoId('1'), isVimeoId('1'.repeat(12)), isVimeoId('1'.repeat(13)), isVimeoId('12a')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(embedSrc('youtube', ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(embedSrc('vimeo', '5')).toBe('https://player.vimeo.com/video/5');
    expect([embedTitle('youtube'), embedTitle('vimeo')]).toEqual(['YouTube video', 'Vimeo video']);
    expect(EMBED_MESSAGES).toEqual({ youtube: 'Invalid YouTube URL', vimeo: 'Invalid Vimeo URL' });
  });
});

describe('text into HTML and back', () => {
  it('escapes the five characters that matter', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it.each([
    ['plain', 'plain'],
    ['&amp;&lt;&gt;&quot;&apos;', `&<>"'`],
    ['&AMP; &Lt;', '& <'],
    ['&#65;&#x42;&#X43;', 'ABC'],
    ['&#65&#x42 x', 'AB x'],
    ['&#0;', '\ufffd'],
    ['&#xD800;', '\ufffd'],
    ['&#xDFFF;', '\ufffd'],
    ['&#xD7FF;', '\ud7ff'],
    ['&#xE000;', '\ue000'],
    ['&#x10FFFF;', '\u{10ffff}'],
    ['&#x110000;', '\ufffd'],
    ['&#1114111;', '\u{10ffff}'],
    ['&#99999999;', '\ufffd'],
    ['&colon;&sol;&tab;&newline;', ':/\t\n'],
    ['&unknown; &a;', '&unknown; &a;'],
    ['&', '&'],
    ['& amp;', '& amp;'],
  ])('%j reads %j', (html, text) => {
    expect(decodeEntities(html)).toBe(text);
  });
});
