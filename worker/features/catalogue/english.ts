import wordList from '../../../data/search/english-words.txt?raw';
import { slipDistance, soundKey } from './typo';

/**
 * Common English words (SCOWL sizes 10-35, British and American spellings; about 40,000 words,
 * data/search/english-words.txt, its copyright beside it). A word people write is not a slip just
 * because no activity uses it: "honeymoon", "girlfriend", "overcome" are searched as typed (with
 * the concept map's meanings), never read as "honey moon", "girl friend" or "over come".
 */
let words: Set<string> | null = null;

export function isEnglishWord(word: string) {
  words ??= new Set(wordList.split('\n'));
  return words.has(word);
}

/**
 * Whether an English word may still be read as `candidate`: only as another spelling of itself
 * (one letter apart and sounding the same: "harbor" as "harbour", "organize" as "organise"),
 * never as a different word ("daughter" is not "laughter") or as two.
 */
export const spellingOf = (word: string, candidate: string) =>
  !candidate.includes(' ') && soundKey(word) === soundKey(candidate) && slipDistance(word, candidate) <= 1;
