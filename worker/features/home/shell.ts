import { Hono } from 'hono';
import { HERO_LEAD, HERO_SLIDES } from '../../contracts/home';
import type { AppEnv } from '../../env';
import { escapeHtml } from '../../lib/text';
import { pageShell } from '../seo/first-screen';
import { firstScreenInto } from '../seo/head';

const slide = HERO_SLIDES[0];

/**
 * The first screen of `/` as plain HTML: the header bar and the hero's first slide, with the
 * SPA's own classes and sizes. It paints as soon as the HTML and the stylesheet arrive; the app
 * then takes its place with the same screen (the carousel, the menus, the signed-in links) once it
 * is ready (web/lib/take-over.ts).
 */
export const HOME_SHELL =
  pageShell(`<section aria-label="Ideas to start with" class="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-slate-900 text-white">
<div class="absolute inset-0 -z-10"><img src="${slide.art}" alt="" width="800" height="500" class="size-full object-cover" fetchpriority="high"><div class="absolute inset-0 bg-gradient-to-r to-transparent ${slide.tone}"></div></div>
<div class="mx-auto flex w-full max-w-6xl flex-col items-start gap-6 px-4 py-20">
<div class="flex flex-col items-start gap-6"><p class="rounded-full bg-black/40 px-3 py-1 text-sm font-medium">${escapeHtml(slide.theme)}</p>
<h1 class="max-w-3xl text-4xl font-bold leading-tight tracking-tight drop-shadow sm:text-6xl">${escapeHtml(slide.question)}</h1></div>
<p class="max-w-2xl text-lg drop-shadow">${escapeHtml(HERO_LEAD)}</p>
<div class="flex flex-wrap gap-3">
<a href="/onboarding" class="inline-flex h-11 items-center justify-center whitespace-nowrap rounded-md bg-white px-8 text-base font-medium text-slate-900">Start Your List</a>
<a href="/quiz" class="inline-flex h-11 items-center justify-center whitespace-nowrap rounded-md border border-white bg-black/30 px-8 text-base font-medium text-white">Take the Quiz</a>
</div>
<div class="mt-6 h-10" aria-hidden="true"></div>
</div></section>`);

/** `/`: the SPA's index.html with the home shell inside its root element. */
export const home = new Hono<AppEnv>().get('/', async (c) => {
  const page = await c.env.ASSETS.fetch(new URL('/', c.req.url));
  if (!page.ok || !page.headers.get('content-type')?.includes('text/html')) return page;
  const response = new HTMLRewriter()
    .on('#root', { element: (root) => firstScreenInto(c, root, HOME_SHELL) })
    .transform(page);
  return new Response(response.body, response);
});
