/**
 * The home page's hero: its slides and lead text. The SPA renders the carousel from these; the
 * Worker sends the first slide in the HTML of `/` so the page paints before the app has loaded.
 */
export const HERO_INTERVAL_MS = 6000;

export const HERO_SLIDES = [
  {
    theme: 'Adventure & Adrenaline',
    question: "What would you do if you knew you couldn't fail?",
    art: '/art/adventure.svg',
    tone: 'from-orange-900/90 via-orange-800/70',
  },
  {
    theme: 'Creative Expression',
    question: 'What would you make if nobody was watching?',
    art: '/art/creative.svg',
    tone: 'from-fuchsia-950/90 via-fuchsia-900/70',
  },
  {
    theme: 'Travel & Exploration',
    question: 'Where would you go if you left this weekend?',
    art: '/art/travel.svg',
    tone: 'from-sky-950/90 via-sky-900/70',
  },
  {
    theme: 'Kindness & Connection',
    question: 'Who could you make a difference for this month?',
    art: '/art/social.svg',
    tone: 'from-rose-950/90 via-rose-900/70',
  },
  {
    theme: 'Personal Growth',
    question: 'Who do you want to be a year from now?',
    art: '/art/learning.svg',
    tone: 'from-emerald-950/90 via-emerald-900/70',
  },
] as const;

export const HERO_LEAD =
  'Discover 2000+ ideas, keep a list of what matters to you, and share the journey with people who cheer you on.';
