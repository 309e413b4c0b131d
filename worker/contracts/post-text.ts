/**
 * The parts of a post's text that become links: web addresses, #hashtags and @mentions. With
 * `split`, the one capture group puts the matches at odd indexes. Shared by the app's post text and
 * the server's first screen, so both draw the same text.
 */
export const POST_TEXT_TOKEN = /(https?:\/\/[^\s<]+[^\s<.,;:!?)'"]|#[\p{L}\p{N}_]{1,50}|@[A-Za-z0-9_]{3,20})/gu;

/** A hashtag as its page's address holds it (without the #): letters, digits and _, as in a post. */
export const HASHTAG_NAME = /^[\p{L}\p{N}_]{1,50}$/u;
