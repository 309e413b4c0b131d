/**
 * A page's link-preview card (Open Graph, X, Slack, WhatsApp): what it says, built from the same
 * fields by the page's head (the app's routes, from what the API answered) and by the card's own
 * route (worker/features/renderer/og.ts, from what a guest may see), and the address it is served at.
 */
import { activityImage, displayTitle } from './catalogue-display';

/** The size link previews want: 1.91:1. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export const CARD_KINDS = ['activity', 'blog', 'profile', 'hashtag'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export type Card = {
  /** Small capitals above the title: what the page is. */
  kicker: string;
  title: string;
  /** The line at the foot: a category, an author, a username. */
  footer: string;
  /** Picks the colours: the item's id. */
  seed: string;
  /** A member's initials in a disc on the right (profile cards). */
  initials?: string;
  /**
   * The address of the page's own generated illustration (activities without a picture of their
   * own): the card is drawn over it, and its address, which changes with the drawing, is part of
   * the card's fingerprint.
   */
  picture?: string;
};

/** Bumped when cards are drawn differently, so every page names a new card. */
const CARD_DESIGN = 1;

export const activityCard = (a: {
  id: number;
  title: string;
  displayTitle: string | null;
  imageUrl: string | null;
  categoryTags: string[];
  indoorOutdoor?: string | null;
}): Card => ({
  kicker: 'Activity idea',
  title: displayTitle(a),
  footer: a.categoryTags.slice(0, 3).join(', '),
  seed: String(a.id),
  // Drawn over its own illustration; a picture set by an admin keeps the plain card.
  ...(a.imageUrl ? {} : { picture: activityImage(a) }),
});

export const blogCard = (b: { id: string; title: string }, authorName: string): Card => ({
  kicker: 'Blog',
  title: b.title,
  footer: `By ${authorName}`,
  seed: b.id,
});

export const profileCard = (p: { id: string; username: string; firstName: string; lastName: string | null }): Card => ({
  kicker: 'Member',
  title: [p.firstName, p.lastName].filter(Boolean).join(' '),
  footer: `@${p.username} on Lifelist`,
  seed: p.id,
  initials: `${p.firstName.slice(0, 1)}${(p.lastName ?? '').slice(0, 1)}`,
});

export const hashtagCard = (tag: string): Card => ({
  kicker: 'Hashtag',
  title: `#${tag}`,
  footer: 'The Lifelist community',
  seed: tag,
});

/** A short fingerprint of what a card shows: its address changes when the card would. */
export function cardVersion(card: Card) {
  const text = JSON.stringify([CARD_DESIGN, card]);
  let a = 2166136261;
  let b = 5381;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 16777619);
    b = Math.imul(b, 33) ^ code;
  }
  return `${(a >>> 0).toString(16).padStart(8, '0')}${(b >>> 0).toString(16).padStart(8, '0')}`;
}

/** The card's image for a page's head: /og/{kind}/{key}.png, 1200×630, with the card's title as alt. */
export const cardImage = (kind: CardKind, key: string, card: Card) => ({
  url: `/og/${kind}/${encodeURIComponent(key)}.png?v=${cardVersion(card)}`,
  alt: `${card.kicker}: ${card.title}`,
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
});
