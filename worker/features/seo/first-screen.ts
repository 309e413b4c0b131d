import type { PostDto } from '../../contracts/community';
import { initials } from '../../contracts/initials';
import { POST_TEXT_TOKEN } from '../../contracts/post-text';
import { timeAgoText } from '../../contracts/time-ago';
import { escapeHtml } from '../../lib/text';

/**
 * The first screens the Worker writes into #root before the app starts: the same elements, classes
 * and sizes the app draws for the page (web/features/*), so the page paints its real content from
 * the HTML alone and the app's first render lands on the same places. Every text is escaped; rich
 * text is the server sanitiser's output.
 */

/** The header bar as it stands before the app starts: the logo, at the app header's height. */
export const SITE_HEADER = `<header class="sticky top-0 z-40 border-b bg-background/95"><div class="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
<a href="/" class="mr-4 flex items-center gap-2 text-xl font-bold text-primary" aria-label="Lifelist home"><img src="/favicon.svg" alt="" width="28" height="28"><span>Lifelist</span></a>
</div></header>`;

/** The app's frame (web/routes/__root.tsx): the header bar, then the page's main element. */
export const pageShell = (main: string, mainClass = 'min-h-[calc(100svh-4rem)] flex-1') =>
  `<div class="flex min-h-screen flex-col">
${SITE_HEADER}
<main id="main" class="${mainClass}">${main}</main></div>`;

/**
 * A plain first screen: an optional picture (the page's largest element, so it is in the HTML
 * and starts loading at once, at the size the app shows it), a heading, a lead and optional
 * paragraphs, escaped.
 */
export function firstScreen(heading: string, lead: string, extra = '', picture?: { src: string }) {
  const img = picture
    ? `<img src="${escapeHtml(picture.src)}" alt="" width="800" height="500" fetchpriority="high" class="mb-6 aspect-[16/10] w-full rounded-2xl bg-muted object-cover">`
    : '';
  return `<main id="main" class="mx-auto max-w-4xl px-4 py-10">${img}<h1 class="text-3xl font-bold">${escapeHtml(heading)}</h1>
<p class="mt-4 text-lg text-muted-foreground">${escapeHtml(lead)}</p>${extra}</main>`;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * A date as a guest first sees it ("5 Sept 2026": the app's default country, web/lib/format.ts),
 * by the UTC calendar; the app writes it again in the reader's own country and time zone.
 */
export const guestDate = (d: Date) => `${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/** 1,234: the app's count style. */
export const guestCount = (n: number, singular: string, plural = `${singular}s`) =>
  `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${n === 1 ? singular : plural}`;

/** web/components/avatar.tsx at its default size: the picture, or the name's initials. */
export function avatar(name: string, src: string | null) {
  const box =
    'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground size-10 text-sm';
  return src
    ? `<span class="${box}"><img src="${escapeHtml(src)}" alt="${escapeHtml(`${name}'s avatar`)}" class="size-full object-cover"></span>`
    : `<span class="${box}"><span aria-hidden="true">${escapeHtml(initials(name))}</span><span class="sr-only">${escapeHtml(name)}</span></span>`;
}

export const BADGE =
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold border-transparent bg-secondary text-secondary-foreground';

/** A button-styled link (web/components/ui/button.tsx, default variant and size). */
const BUTTON_LINK =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors bg-primary text-primary-foreground hover:bg-primary/90 h-10 px-4 py-2';

export type BlogScreen = {
  id: string;
  title: string;
  subtitle: string | null;
  coverImageUrl: string | null;
  tags: string[];
  author: { name: string; username: string; avatarUrl: string | null };
  coauthors: string[];
  date: Date;
  readingMinutes: number;
  views: number;
  /** Sanitised rich text. */
  content: string;
};

/**
 * A public blog's reading page as a guest sees it (web/features/blogs/components/blog-page.tsx):
 * the cover, the header with the author's line, and the whole article, which is the page's
 * largest text. The reactions and comments below come with the app.
 */
export function blogScreen(b: BlogScreen) {
  const profile = `/profile/${encodeURIComponent(b.author.username)}`;
  const cover = b.coverImageUrl
    ? `<div class="mx-auto max-w-5xl px-0 sm:px-4 sm:pt-6"><img src="${escapeHtml(b.coverImageUrl)}" alt="" fetchpriority="high" class="aspect-[2/1] w-full object-cover sm:rounded-2xl"></div>`
    : '';
  const tags = b.tags
    .map((t) => `<a href="/blog?tag=${encodeURIComponent(t)}"><span class="${BADGE}">${escapeHtml(t)}</span></a>`)
    .join('');
  const coauthors = b.coauthors.length
    ? `<span class="text-sm text-muted-foreground"> with ${b.coauthors.map(escapeHtml).join(', ')}</span>`
    : '';
  const article = `<article class="pb-16">${cover}<div class="mx-auto max-w-[70ch] px-4">
<header class="grid gap-4 pb-6 pt-8"><div class="flex flex-wrap items-center gap-2">${tags}</div>
<h1 class="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">${escapeHtml(b.title)}</h1>
${b.subtitle ? `<p class="text-xl text-muted-foreground">${escapeHtml(b.subtitle)}</p>` : ''}
<div class="flex flex-wrap items-center gap-3 border-y py-4"><a href="${profile}">${avatar(b.author.name, b.author.avatarUrl)}</a>
<div class="min-w-0 flex-1"><a href="${profile}" class="font-semibold hover:underline">${escapeHtml(b.author.name)}</a>${coauthors}
<p class="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground"><span>${guestDate(b.date)}</span><span>${b.readingMinutes} min read</span><span>${guestCount(b.views, 'view')}</span></p></div>
<div class="flex flex-wrap items-center gap-2"><a href="/auth?redirect=${encodeURIComponent(`/blog/${b.id}`)}" class="${BUTTON_LINK}">Follow</a><span class="h-10 w-10" aria-hidden="true"></span></div>
</div></header>
<div class="rich-content">${b.content}</div></div></article>`;
  return pageShell(article);
}

export type CatalogueCard = {
  id: number;
  title: string;
  displayTitle: string | null;
  categoryTags: string[];
  rating: number;
  popularity: number;
  costLabel: string | null;
  image: string;
};

/** Lucide's outline icons (the app's icon set), as the app draws them. */
const icon = (paths: string, cls: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${cls}" aria-hidden="true">${paths}</svg>`;
const STAR =
  '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"/>';
const USERS =
  '<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"/><path d="M16 3.128a4 4 0 0 1 0 7.744"/><path d="M22 21v-2a4 4 0 0 0-3-3.87"/><circle cx="9" cy="7" r="4"/>';

/** An icon-sized gap where the app draws an icon button (view modes), so the row keeps its size. */
const ICON_GAP = '<span class="h-10 w-10" aria-hidden="true"></span>';

/** web/features/catalogue/components/activity-card.tsx in the normal view, closed. */
function catalogueCard(a: CatalogueCard, index: number) {
  const title = a.displayTitle || a.title;
  const badges = a.categoryTags
    .slice(0, 3)
    .map((c) => `<span class="${BADGE} font-medium">${escapeHtml(c)}</span>`)
    .join('');
  // The first row is on the first screen: its pictures load at once.
  const loading = index < 3 ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"';
  return `<li><article class="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
<div class="relative w-full bg-muted aspect-[16/10]"><img src="${escapeHtml(a.image)}" alt="" ${loading} decoding="async" width="800" height="500" class="absolute inset-0 size-full object-cover"></div>
<div class="flex flex-1 flex-col gap-2 p-4"><div class="flex flex-wrap gap-1">${badges}</div>
<h2 class="font-semibold leading-snug text-base"><a href="/activity/${a.id}" class="hover:underline">${escapeHtml(title)}</a></h2>
<div class="flex items-center gap-3 text-sm text-muted-foreground"><span class="flex items-center gap-1">${icon(STAR, 'size-4 fill-amber-400 text-amber-500')}<span class="sr-only">Rating</span> ${a.rating.toFixed(1)}</span><span class="flex items-center gap-1">${icon(USERS, 'size-4')} ${a.popularity} lists</span><span>${escapeHtml(a.costLabel ?? '')}</span></div>
<div class="mt-auto flex items-center justify-between pt-2"><a href="/activity/${a.id}" class="text-sm font-medium text-primary hover:underline">View details</a></div>
</div></article></li>`;
}

/**
 * The catalogue as a guest first sees it (web/features/catalogue/components/activities-page.tsx):
 * the search box (a plain form that searches without the app), the filters' bar, the count and
 * the first cards of the same order the API gives.
 */
export function activitiesScreen(total: number, cards: CatalogueCard[]) {
  const body = `<div class="mx-auto w-full max-w-7xl px-4 py-8"><h1 class="mb-6 text-3xl font-bold tracking-tight">Activities</h1>
<div class="sticky top-16 z-20 -mx-4 bg-background/95 px-4 py-3"><form action="/activities" method="get" role="search" class="relative">
<input type="search" name="q" aria-label="Search activities" placeholder="Search activities, locations, or experiences..." class="flex w-full rounded-md border border-input bg-background px-3 py-2 placeholder:text-muted-foreground h-12 pl-10 pr-10 text-base"></form></div>
<div class="mt-4 flex flex-col gap-4"><div class="rounded-xl border bg-card"><p class="flex items-center gap-2 px-4 py-3 font-medium"><span class="size-4" aria-hidden="true"></span>Filters</p></div>
<div class="flex flex-wrap items-center justify-between gap-3"><p class="text-sm text-muted-foreground">${guestCount(total, 'activity', 'activities')}</p><div class="flex gap-1">${ICON_GAP}${ICON_GAP}${ICON_GAP}</div></div>
<ul class="grid gap-4 grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"><li class="flex h-full min-h-48 w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-6 text-center"><span class="size-8" aria-hidden="true"></span><span class="font-semibold">Create your own</span><span class="text-sm text-muted-foreground">Can't find it? Add your own idea to your list.</span></li>
${cards.map(catalogueCard).join('\n')}</ul></div></div>`;
  return pageShell(body);
}

const GLOBE =
  '<circle cx="12" cy="12" r="10"/><path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20"/><path d="M2 12h20"/>';
const HEART =
  '<path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5"/>';
const COMMENT =
  '<path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"/>';
const SHARE =
  '<circle cx="18" cy="5" r="3"/><circle cx="6" cy="12" r="3"/><circle cx="18" cy="19" r="3"/><line x1="8.59" x2="15.42" y1="13.51" y2="17.49"/><line x1="15.41" x2="8.59" y1="6.51" y2="10.49"/>';
const MAP_PIN =
  '<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>';
const TAG =
  '<path d="M12.586 2.586A2 2 0 0 0 11.172 2H4a2 2 0 0 0-2 2v7.172a2 2 0 0 0 .586 1.414l8.704 8.704a2.426 2.426 0 0 0 3.42 0l6.58-6.58a2.426 2.426 0 0 0 0-3.42z"/><circle cx="7.5" cy="7.5" r=".5" fill="currentColor"/>';
const SLIDERS =
  '<path d="M10 5H3"/><path d="M12 19H3"/><path d="M14 3v4"/><path d="M16 17v4"/><path d="M21 12h-9"/><path d="M21 19h-5"/><path d="M21 5h-7"/><path d="M8 10v4"/><path d="M8 12H3"/>';

const LINK = 'text-primary underline decoration-primary/40 underline-offset-2 hover:decoration-current';

/** web/features/community/components/post-text.tsx: links, #hashtags and @mentions. */
export function postText(text: string) {
  const parts = text.split(POST_TEXT_TOKEN).map((part, i) => {
    if (i % 2 === 0) return escapeHtml(part);
    if (part.startsWith('#'))
      return `<a href="/community/hashtag/${encodeURIComponent(part.slice(1).toLowerCase())}" class="${LINK}">${escapeHtml(part)}</a>`;
    if (part.startsWith('@'))
      return `<a href="/profile/${encodeURIComponent(part.slice(1))}" class="font-medium ${LINK}">${escapeHtml(part)}</a>`;
    return `<a href="${escapeHtml(part)}" target="_blank" rel="noopener noreferrer nofollow" class="text-primary underline break-all">${escapeHtml(part)}</a>`;
  });
  return `<p class="whitespace-pre-wrap break-words">${parts.join('')}</p>`;
}

const ACTION =
  'inline-flex h-9 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 text-sm font-medium';

/**
 * A public post as a guest sees it in the feed (web/features/community/components/post-card.tsx):
 * author and time, text, pictures, the tagged activity and the counts; the menus and buttons come
 * with the app.
 */
function feedPost(p: PostDto, now: number) {
  const name = [p.author.first_name, p.author.last_name].filter(Boolean).join(' ');
  const profile = `/profile/${encodeURIComponent(p.author.username)}`;
  const alt = `Photo shared by ${name}`;
  const created = new Date(p.created_at);
  const media = p.media.length
    ? `<div class="grid gap-1 overflow-hidden rounded-lg${p.media.length > 1 ? ' grid-cols-2' : ''}">${p.media
        .map((m, i) =>
          m.type === 'video'
            ? `<video src="${escapeHtml(m.url)}" controls preload="metadata" class="max-h-96 w-full bg-black"></video>`
            : `<a href="${escapeHtml(m.url)}" class="block"><img src="${escapeHtml(m.url)}" alt="${escapeHtml(m.alt || `${alt} (image ${i + 1})`)}" class="w-full object-cover ${p.media.length > 1 ? 'aspect-square' : 'max-h-[28rem]'}"></a>`,
        )
        .join('')}</div>`
    : '';
  const activity = p.activity
    ? `<a href="/activity/${p.activity.id}" class="text-primary hover:underline">${escapeHtml(p.activity.title)}</a>`
    : p.custom_activity
      ? `<span>${escapeHtml(p.custom_activity.title)}</span>`
      : '';
  return `<article class="flex flex-col gap-3 rounded-xl border bg-card p-4" aria-label="${escapeHtml(`Post by ${name}`)}">
<header class="flex items-start gap-3"><a href="${profile}">${avatar(name, p.author.avatar_url)}</a>
<div class="min-w-0 flex-1"><a href="${profile}" class="font-semibold hover:underline">${escapeHtml(name)}</a> <span class="text-sm text-muted-foreground">@${escapeHtml(p.author.username)}</span>
<div class="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground"><a href="/post/${encodeURIComponent(p.id)}" class="inline-flex min-h-6 min-w-6 items-center hover:underline"><time datetime="${p.created_at}">${timeAgoText(Math.round((now - created.getTime()) / 1000), guestCount)}</time></a>${p.edited_at ? '<span>· edited</span>' : ''}<span class="inline-flex items-center gap-1" title="Public">· ${icon(GLOBE, 'size-3')}<span class="sr-only">Public</span></span>${p.location ? `<span class="inline-flex items-center gap-1">· ${icon(MAP_PIN, 'size-3')} ${escapeHtml(p.location)}</span>` : ''}</div></div>
${ICON_GAP}</header>
${p.content ? postText(p.content) : ''}${media}${activity ? `<p class="inline-flex items-center gap-1 text-sm">${icon(TAG, 'size-4 text-primary')}${activity}</p>` : ''}
<div class="flex items-center gap-1 border-t pt-2 text-sm text-muted-foreground"><span class="${ACTION}">${icon(HEART, 'size-4')}${p.likes_count}<span class="sr-only"> ${p.likes_count === 1 ? 'like' : 'likes'}</span></span><span class="${ACTION}">${icon(COMMENT, 'size-4')}<span class="sr-only">Comments, </span>${p.comments_count}</span><span class="${ACTION}">${icon(SHARE, 'size-4')}<span class="sr-only">Shares, </span>${p.shares_count}</span></div>
</article>`;
}

/**
 * The community feed as a guest first sees it (web/routes/community/index.tsx): the heading, the
 * tabs, the sign-in line and the newest public posts. The side columns of wide screens keep their
 * places empty until the app fills them.
 */
export function communityScreen(posts: PostDto[], now: number) {
  const body = `<div class="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[14rem_minmax(0,1fr)_20rem]"><div class="hidden lg:block"></div>
<div class="flex min-w-0 flex-col gap-4"><div class="flex flex-wrap items-center justify-between gap-3"><h1 class="text-2xl font-bold">Community</h1><span class="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-input bg-background px-4 py-2 text-sm font-medium">${icon(SLIDERS, 'size-4')} Filters</span></div>
<div role="tablist" aria-label="Feed" class="flex gap-1 border-b"><button type="button" role="tab" aria-selected="true" class="-mb-px border-b-2 px-4 py-2 text-sm font-medium disabled:opacity-50 border-primary text-foreground">Home</button><button type="button" role="tab" aria-selected="false" disabled title="Sign in to see posts from people you follow" class="-mb-px border-b-2 px-4 py-2 text-sm font-medium disabled:opacity-50 border-transparent text-muted-foreground hover:text-foreground">Following</button></div>
<div class="rounded-xl border bg-card p-4 text-sm">Please sign in to create a post. <a href="/auth" class="font-medium text-primary hover:underline">Sign In</a></div>
<div class="flex flex-col gap-4">${posts.map((p) => feedPost(p, now)).join('\n')}</div></div><div class="hidden lg:block"></div></div>`;
  return pageShell(body);
}
