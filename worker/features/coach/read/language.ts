import { francAll } from 'franc-min';

/** Languages the coach names when it says it reads English for now (ISO 639-3, as franc gives them). */
export const LANGUAGES: Record<string, string> = {
  spa: 'Spanish',
  fra: 'French',
  deu: 'German',
  por: 'Portuguese',
  ita: 'Italian',
  nld: 'Dutch',
  pol: 'Polish',
  swe: 'Swedish',
  tur: 'Turkish',
  ind: 'Indonesian',
  rus: 'Russian',
  ukr: 'Ukrainian',
  cmn: 'Chinese',
  jpn: 'Japanese',
  kor: 'Korean',
  arb: 'Arabic',
  hin: 'Hindi',
};

/** Common English words: a message mostly of these is English, whatever a trigram model thinks. */
const ENGLISH = new Set(
  (
    'i me my you your we our it is are was be been am the a an and or but to of in on at for with from by about ' +
    'what how when where why which who this that these those do does did done not no yes just so can could would ' +
    'will should have has had get got go going want need like help plan next list step steps remind reminder ' +
    'thanks thank please ok okay hi hey hello today tomorrow week weekend month year time day tick off add remove ' +
    "set date first last one two it's im i'm don't dont can't cant " +
    'ideas idea pls plz thx lol omg things thing something stuff bucket winter summer spring autumn fall weekend ' +
    'tonight yesterday week easy fun cheap free new old good great bad best more less some any all every just ' +
    'really actually still again also too very much many few little big small long short went going gone doing make ' +
    'made take took see saw look find found give gave tell told say said think thought know knew feel felt try tried ' +
    'start started finish finished book booked buy bought learn learnt learned run ran walk swim trip travel visit ' +
    'family friends kids work home life night morning evening year wanna gonna got get gets there their they them ' +
    'then than those these here where when why how which who while with without ' +
    'open water hot air sea beach lake river mountain city country road class classes lesson lessons course tour ' +
    'flight dinner food house garden car boat train'
  ).split(' '),
);

/** Short greetings franc cannot place, in the languages members most often write. */
const GREETINGS: [RegExp, string][] = [
  [/^(hola|buenos d[ií]as|buenas( tardes| noches)?|qu[eé] tal|gracias)\b/, 'spa'],
  [/^(bonjour|bonsoir|salut|merci|coucou)\b/, 'fra'],
  [/^(hallo|guten (tag|morgen|abend)|danke|servus|moin)\b/, 'deu'],
  [/^(ol[aá]|bom dia|boa (tarde|noite)|obrigad[oa])\b/, 'por'],
  [/^(ciao|buongiorno|buonasera|grazie)\b/, 'ita'],
];

/**
 * The language of a message when it is clearly not English: null for English, for text too short
 * to tell, and for English with a foreign place or dish in it.
 */
export function foreignLanguage(text: string): string | null {
  const words = text.split(/[^\p{L}']+/u).filter(Boolean);
  if (!words.length) return null;
  const english = words.filter((w) => ENGLISH.has(w)).length / words.length;
  if (english >= 0.2) return null;
  for (const [pattern, code] of GREETINGS) if (pattern.test(text)) return code;
  if (/[\u3040-\u30ff]/.test(text)) return 'jpn';
  if (/[\u4e00-\u9fff]/.test(text)) return 'cmn';
  if (/[\uac00-\ud7af]/.test(text)) return 'kor';
  if (/[\u0400-\u04ff]/.test(text)) return 'rus';
  if (/[\u0600-\u06ff]/.test(text)) return 'arb';
  if (words.length < 4) return null;
  const scores = francAll(text, { minLength: 8, only: [...Object.keys(LANGUAGES), 'eng'] });
  const [code, top] = scores[0] ?? ['und', 0];
  // A short message of names ("hot air balloon cappadocia") that reads almost as well as English is English.
  const englishScore = scores.find(([c]) => c === 'eng')?.[1] ?? 0;
  if (englishScore >= top - 0.1) return null;
  return code !== 'eng' && code !== 'und' && LANGUAGES[code] ? code : null;
}
