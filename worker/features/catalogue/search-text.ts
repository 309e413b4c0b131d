import { stem as porter2 } from 'porter2';
import wordForms from '../../../data/search/word-forms.json';
import { foldText } from '../../lib/fold';

/**
 * The words of the catalogue and of every query go through the same steps, so what is indexed and
 * what is looked for always agree: lower case without accents, one spelling for British and
 * American forms, people and irregular forms folded into their activity (diver -> dive), then the
 * Porter2 stemmer (sailing -> sail, lessons -> lesson).
 */
const SPELLINGS: Record<string, string> = wordForms.spellings;
const FORMS: Record<string, string> = wordForms.forms;
const UNSTEMMED = new Set(wordForms.unstemmed);

/** Words that say how someone asks rather than what they want; they never decide whether anything is found. */
export const STOP_WORDS = new Set(
  `a an the to of in on at for with and or but my your our their me i we you it its this that these those
  how what where when which who why is are be been being am was were do does did doing done can could would should will
  shall may might must want wanting wanna like would love try trying tried learn learning learned go going get getting
  got some something any anything thing things stuff idea ideas activity activities way ways about from into by as
  near nearby best top good great cool fun really very just also more most much many lot lots
  class classes lesson lessons course courses session sessions beginner beginners workshop workshops tour tours
  see seeing visit visiting experience experiences take taking have having start starting
  someday day finally ever`.split(/\s+/),
);

/** Lower case, accents removed (lib/fold.ts), possessive 's dropped. */
const fold = (text: string) => foldText(text).replace(/['’]s\b/g, '');

/** The words of a text as typed, in order. */
export function surfaceWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** True when the word forms list names this word (so a short one like "tv" still means something). */
export const hasKnownForm = (word: string) => word in SPELLINGS || word in FORMS;

/** One word to the form the index holds. */
export function normalizeWord(word: string): string {
  const spelt = SPELLINGS[word] ?? word;
  const form = FORMS[spelt] ?? spelt;
  // Digits and very short words are kept as they are ("5k", "3d", "ski").
  if (form.length < 3 || /\d/.test(form) || UNSTEMMED.has(form)) return form;
  return porter2(form);
}

/**
 * A text as the search index holds it: its words normalised, in order (so phrases still match),
 * and each hyphenated pair also written as one word, so "hot-air" is found as "hot air" and "hotair".
 */
export function indexText(text: string): string {
  const out: string[] = [];
  const joined: string[] = [];
  for (const chunk of fold(text).split(/[^\p{L}\p{N}-]+/u)) {
    const parts = chunk.split('-').filter(Boolean);
    for (const p of parts) out.push(normalizeWord(p));
    if (parts.length === 2) joined.push(normalizeWord(parts.join('')));
  }
  // Joined forms go after the text, so phrases across the hyphen ("hot air balloon") still match.
  return [...out, ...joined].join(' ');
}

/** A quoted FTS5 phrase of words (they hold only letters and digits, so nothing needs escaping). */
export const ftsPhrase = (words: string[]) => `"${words.join(' ')}"`;

const VOWEL = /[aeiou]/;

/**
 * The regular inflections of a word (surf -> surfing, surfs, surfed; dive -> diving; swim ->
 * swimming) that the stemmer reads as the same word. People type these even where the catalogue
 * never does, so slips are matched against them too ("surfng" is "surfing").
 */
export function inflections(word: string): string[] {
  if (word.length < 3 || /\d/.test(word)) return [];
  const last = word.at(-1) as string;
  const cvc = word.length <= 4 && !VOWEL.test(last) && !'wxy'.includes(last) && VOWEL.test(word.at(-2) ?? '');
  const stemBase = word.endsWith('e') && !word.endsWith('ee') ? word.slice(0, -1) : cvc ? word + last : word;
  const forms = [
    `${stemBase}ing`,
    `${stemBase}ed`,
    /(s|x|z|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`,
  ];
  const own = normalizeWord(word);
  return forms.filter((f) => f !== word && normalizeWord(f) === own);
}
