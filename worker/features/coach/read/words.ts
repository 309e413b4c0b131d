/** The member's words as the coach's reader sees them: normalised, stemmed, and naming words only. */

/** Lower case, plain apostrophes, no markup, single spaces. */
export function normalise(text: string) {
  return (
    text
      .toLowerCase()
      .replace(/<[^>]*>/g, ' ')
      .replace(/[’‘`´]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/\s+/g, ' ')
      // "🎉 did the 10k": a leading emoji is a mood, not words (a tick mark is kept: it says done).
      .replace(/^(?:(?![✅✔☑])(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D)|\s)+/u, '')
      .trim()
  );
}

/** How people shorten words in a chat, written out: "tmrw" is tomorrow, "2 wks" two weeks. */
const SHORTHAND: [RegExp, string][] = [
  [/\b(?:tmrw|tmrow|tmr|tmoz|tomoz|2moro|2morrow|tomorow|tommorow|tommorrow)\b/g, 'tomorrow'],
  [/\b(\d+|a|one|two|three|four|few|couple of) ?wks\b/g, '$1 weeks'],
  [/\b(\d+|a|one) ?wk\b/g, '$1 week'],
  [/\b(\d+|a|one|two|three|four|six|few|couple of) ?(?:mths|mnths|mos)\b/g, '$1 months'],
  [/\b(\d+|a|one) ?(?:mth|mnth)\b/g, '$1 month'],
  [/\b(\d+) ?hrs?\b/g, '$1 hours'],
  [/\b(?:wknd|wkend|w\/e)\b/g, 'weekend'],
  [/\babt\b/g, 'about'],
  // "For saturday ye": yes, said the short way.
  [/\b(?:ye|yh|yeh|yeahh+)\b(?=[\s!.,]*$)/g, 'yeah'],
  [/\b(?:rmndr|rmdr|remndr|reminda|remindr)\b/g, 'reminder'],
  // "A reminder 4 sat 9am 2 buy mats": "for" before a day or time, "to" before a verb of doing.
  [/\b4 (?=(?:mon|tue|wed|thu|fri|sat|sun|tomorrow|tonight|today|next|the|this)\w*\b)/g, 'for '],
  [
    /(?<=\d(?:am|pm)? |\bme |\b(?:mon|tues|wednes|thurs|fri|satur|sun)day |\btomorrow |\btonight )2 (?=(?:buy|call|book|ring|do|get|go|pay|check|feed|pick|email|text|order|make|start|send|clean|water|take|finish|practi[sc]e|sign)\b)/g,
    'to ',
  ],
  [/\bb4\b/g, 'before'],
  [/\bconvo\b/g, 'conversation'],
  // "Nag me about it friday": a reminder.
  [/\b(?:nag|bug|hassle|pester) me\b/g, 'remind me'],
  // An alarm asked of the coach is a reminder at that time, an hour of the morning unless said
  // otherwise ("set an alarm for 7"); "i set an alarm" is no request.
  [
    /(^|\b(?:you|please|pls|just|and) )(set|put|add) an? alarm for ([4-9]|1[01])([:.][0-5]\d)?\b(?! ?(?:am|pm|a\.m|p\.m|o'?clock|tonight|in the|this))/g,
    '$1$2 a reminder for $3$4am',
  ],
  [/(^|\b(?:you|please|pls|just|and) )(set|put|add) an? alarm\b/g, '$1$2 a reminder'],
  [/\b(can|could|would|will|do|are|did|have|if) u\b/g, '$1 you'],
  [/\bu (can|could|would|will|pls|please)\b/g, 'you $1'],
  [/\b(this|next|on|by|till|until|from|every) (mon|tues?|weds?|thurs?|thu|fri|sat|sun)\b/g, '$1 $2day'],
  // "Sunday 9ish": about nine.
  [/\b(\d{1,2}(?::\d{2})?) ?ish\b/g, '$1'],
  // "Friday 6", "tomorrow 7:30": a day, then the time on it.
  [
    /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight) (\d{1,2}(?::\d{2})?)(?=$|[\s,.!?])(?! ?(?:days?|weeks?|months?|years?|km|k|miles?|steps?|books?|times?|hours?|minutes?|mins?))/g,
    '$1 at $2',
  ],
];
const DAY_NAMES: Record<string, string> = {
  monday: 'monday',
  tueday: 'tuesday',
  tuesday: 'tuesday',
  wedday: 'wednesday',
  wedsday: 'wednesday',
  thuday: 'thursday',
  thurday: 'thursday',
  thursday: 'thursday',
  friday: 'friday',
  satday: 'saturday',
  sunday: 'sunday',
};

/** A chat message with its shorthand written out (names keep their own words: only these change). */
export function unshorten(text: string) {
  let out = text;
  for (const [pattern, whole] of SHORTHAND) out = out.replace(pattern, whole);
  out = out.replace(/\b(mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)day\b/g, (w) => DAY_NAMES[w] ?? w);
  // "Wednesday no wait thursday", "at 5, sorry, 6": a day or a time taken back is not said.
  out = out.replace(CORRECTED, (said, meant: string) =>
    /^at /.test(said) && /^\d/.test(meant) ? `at ${meant}` : meant,
  );
  // "Remind me on wednesday to look at vans no wait thursday": the day said first becomes the one
  // meant, and the taking back goes.
  return out.replace(CORRECTED_LATER, (_all, _first: string, between: string, meant: string) => `${meant}${between}`);
}

const DAY_WORD = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tonight|tomorrow)';
const CORRECTED_LATER = new RegExp(
  `\\b(${DAY_WORD})\\b([^.!?]{1,60}?)(?:,? (?:no wait|wait no|no sorry|sorry|i mean|actually)|, no),? (${DAY_WORD})\\b`,
  'g',
);

const WHEN_WORD =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tonight|tomorrow|(?:at )?\\d{1,2}(?:[:.]\\d{2})? ?(?:am|pm)?)';
/** A day or time, a word taking it back, and the one meant: only the one meant is kept. */
const CORRECTED = new RegExp(
  `\\b${WHEN_WORD},? (?:(?:no|sorry|oops|wait|actually|i mean|make that|or rather|scratch that|no no),? )+(${WHEN_WORD})\\b`,
  'g',
);

/** Past forms and spellings a plain suffix cut does not reach. */
const IRREGULAR: Record<string, string> = {
  ran: 'run',
  running: 'run',
  runs: 'run',
  swam: 'swim',
  swimming: 'swim',
  went: 'go',
  saw: 'see',
  seen: 'see',
  bought: 'buy',
  found: 'find',
  made: 'make',
  took: 'take',
  wrote: 'write',
  met: 'meet',
  gave: 'give',
  began: 'begin',
  did: 'do',
  got: 'get',
  flew: 'fly',
  flying: 'fly',
  taught: 'teach',
  learnt: 'learn',
  spanish: 'spanish',
  lights: 'light',
  skiing: 'ski',
  diving: 'dive',
  dived: 'dive',
  dove: 'dive',
  biking: 'bike',
  hiking: 'hike',
  hiked: 'hike',
  climbing: 'climb',
  japanese: 'japan',
  italian: 'italy',
  french: 'france',
  mexican: 'mexico',
  icelandic: 'iceland',
  norwegian: 'norway',
  pics: 'photo',
  photos: 'photo',
  photography: 'photo',
  photographs: 'photo',
  aurora: 'northern',
  auroras: 'northern',
  sub: 'subscription',
  gym: 'gym',
  veg: 'vegetable',
  veggies: 'vegetable',
  vegetables: 'vegetable',
  dinner: 'dinner',
  kms: 'km',
  k: 'km',
};

/**
 * Words that say what kind of doing, not what: they help tell two items apart but never name one
 * alone ("add learn to juggle" is not "Learn to play piano").
 */
export const WEAK = new Set(
  'learn see visit take try make do go have become start get buy book find join read play run watch write check look sign practice practise work keep'.split(
    ' ',
  ),
);

/** A word without its ending (surfing → surf, lessons → lesson), never shorter than three letters. */
export function stem(word: string) {
  const known = IRREGULAR[word];
  if (known) return known;
  const cut = word
    .replace(/'s$/, '')
    .replace(/(ies)$/, 'y')
    // "pass", "chess": a double s is the word's own.
    .replace(/(ing|ed|es|(?<!s)s)$/, '');
  const root = cut.length >= 3 ? cut : word;
  // surfing → surf, runner → run, shopping → shop: a doubled last letter left by the cut.
  return /([bdfglmnprt])\1$/.test(root) && root.length > 3 ? root.slice(0, -1) : root;
}

/** Words that say how something is asked, never what it is about. */
const NOT_NAMING = new Set(
  (
    "a an the my our your his her their its it it's this that these those them one ones thing things stuff item items " +
    'list bucket lifelist goal goals plan plans planning step steps target date deadline due and or but with for from to of ' +
    'on in at by into about as is are was were be been being am do does did done doing i me we you he she they us ' +
    "i'm im i've ive i'd id i'll ill can could would will should shall may might must just really actually finally " +
    'please pls plz thanks thank ok okay so now then also too very some any all every each which what whats how when ' +
    'where who why there here up out off over again yet still already want wanna need like love get got have has had ' +
    'go going make made set put add remove tick mark cross first second third last next new old one two three ' +
    'today tomorrow week weekend month year time day days weeks months years finish finished complete completed ' +
    'start started begin help me myself someday eventually thing without not no'
  ).split(' '),
);

/** The words of a phrase that name what it is about, as stems ("my surfing plan" → surf). */
export function namingStems(phrase: string) {
  return (normalise(phrase).match(/[\p{L}\p{N}']+/gu) ?? [])
    .filter((w) => w.length >= 2 && !NOT_NAMING.has(w))
    .map(stem);
}

/** Every stem of a title, for matching a phrase against it. */
export const titleStems = (title: string) =>
  (normalise(title).match(/[\p{L}\p{N}']+/gu) ?? []).filter((w) => w.length >= 2).map(stem);

/** Whether one stem names another: the same, or one the start of the other (skydiv, skydiving). */
export const sameStem = (short: string, long: string): boolean => {
  if (short === long) return true;
  if (short.length > long.length) return sameStem(long, short);
  if (short.length >= 4) return long.startsWith(short);
  // sav / save, hik / hike: a three-letter stem whose word ends in a silent e.
  return short.length === 3 && long.length === 4 && long.endsWith('e') && long.startsWith(short);
};

/** Ordinals: "first" → 0, "the 2nd" → 1, "last" → -1. */
export const ORDINALS: Record<string, number> = {
  first: 0,
  '1st': 0,
  one: 0,
  second: 1,
  '2nd': 1,
  two: 1,
  third: 2,
  '3rd': 2,
  three: 2,
  fourth: 3,
  '4th': 3,
  four: 3,
  fifth: 4,
  '5th': 4,
  five: 4,
  sixth: 5,
  '6th': 5,
  six: 5,
  last: -1,
  final: -1,
};

/** Words the reader keys on, spelt right: a slip of one letter in a longer word is read as them. */
const CUES = (
  'something anything everything started starting finally finished recommend recommendation adventure adventurous ' +
  'weekend progress remind reminder reminders tomorrow suggest suggestion suggestions planning motivation ' +
  'procrastinating marathon outdoors outdoor lessons because actually really thanks please birthday cancel delete ' +
  'remove tonight morning evening saturday sunday monday tuesday wednesday thursday friday january february march ' +
  'april august september october november december schedule interested yesterday minutes booked finished completed ' +
  'practise practice learning running surfing spanish holiday vacation travel trip'
).split(' ');
const CUE_SET = new Set(CUES);

/** Edit distance of at most one between two different words: a letter missing, extra, wrong, or two swapped. */
function nearly(a: string, b: string) {
  // They differ, so the first difference comes at or before the end of the shorter.
  let i = 0;
  while (a[i] === b[i]) i++;
  const rest = (x: string, n: number) => x.slice(i + n);
  return (
    rest(a, 1) === rest(b, 1) ||
    rest(a, 1) === rest(b, 0) ||
    rest(a, 0) === rest(b, 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, 2) === rest(b, 2))
  );
}

/** A message with slips in the reader's key words put right ("somthing", "finaly", "strated"). */
export function spellFix(text: string) {
  return text.replace(/\p{L}{5,}/gu, (word) => {
    if (CUE_SET.has(word)) return word;
    // A plural or singular of a cue is a word in its own right ("lesson" is not a slip of "lessons").
    if (CUE_SET.has(`${word}s`) || CUE_SET.has(word.replace(/s$/, ''))) return word;
    // So is another form of one: "complete" (completed), "practised" (practise).
    if (CUE_SET.has(`${word}d`) || (word.endsWith('ed') && CUE_SET.has(word.slice(0, -1)))) return word;
    // A noun in -er is no slip of a verb in -ed ("the starter" is not "the started").
    const other = (cue: string) => /er$/.test(word) && /ed$/.test(cue) && word.slice(0, -2) === cue.slice(0, -2);
    return CUES.find((cue) => cue[0] === word[0] && nearly(word, cue) && !other(cue)) ?? word;
  });
}
