import { staticData } from '../../lib/static-data';
import { slipDistance, soundKey } from './typo';

/**
 * Common English words (SCOWL sizes 10-35, British and American spellings; about 40,000 words,
 * web/public/data/english-words.txt, its copyright beside it). A word people write is not a slip
 * just because no activity uses it: "honeymoon", "girlfriend", "overcome" are searched as typed
 * (with the concept map's meanings), never read as "honey moon", "girl friend" or "over come".
 * Read from the static files the first time a query needs it.
 */
let words: Promise<(word: string) => boolean> | null = null;

export function englishWords() {
  words ??= staticData<string>('english-words.txt').then((list) => {
    const set = new Set(list.split('\n'));
    return (word: string) => set.has(word);
  });
  words.catch(() => {
    words = null;
  });
  return words;
}

/**
 * Whether an English word may still be read as `candidate`: only as another spelling of itself
 * (one letter apart and sounding the same: "harbor" as "harbour", "organize" as "organise"),
 * never as a different word ("daughter" is not "laughter") or as two.
 */
export const spellingOf = (word: string, candidate: string) =>
  !candidate.includes(' ') && soundKey(word) === soundKey(candidate) && slipDistance(word, candidate) <= 1;
