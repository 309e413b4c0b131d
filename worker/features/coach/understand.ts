import type { CoachingStyle } from '../../contracts/coach';

/** What a member can ask the coach. */
export type Intent = 'next' | 'suggest' | 'plan' | 'done' | 'stuck' | 'remind' | 'progress' | 'style' | 'hello';

/** When a member wants to do something: the coach's horizon for "what next". */
export type Horizon = 'today' | 'weekend' | 'week' | 'month' | null;

export type Understood = {
  intent: Intent;
  /** The activity the message is about, in the member's words ("learning to surf"), if any. */
  activity: string | null;
  /** The rest of a request for ideas, for the catalogue's search ("cheap outdoors"), if any. */
  wants: string;
  horizon: Horizon;
  /** The words that say when, for a reminder ("next monday"), if any. */
  when: string | null;
  style: CoachingStyle | null;
};

/** Lower case, plain apostrophes, no emoji or punctuation, single spaces. */
export function normalise(text: string) {
  return clauses(text).join(' ');
}

/** The message's clauses (split at commas, stops, question and exclamation marks), each normalised. */
function clauses(text: string) {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .split(/[,.;:!?()]+|\s-\s/)
    .map((c) =>
      c
        .replace(/[^\p{L}\p{N}'\s/-]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/** Edit distance of at most one (a slip: a letter missing, extra, wrong or two swapped). */
function nearly(a: string, b: string) {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 4) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, n: number) => x.slice(i + n);
  return (
    rest(a, 1) === rest(b, 1) ||
    rest(a, 1) === rest(b, 0) ||
    rest(a, 0) === rest(b, 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, 2) === rest(b, 2))
  );
}

/** The cue words of each intent, matched as whole words (a slip allowed in longer ones). */
const CUE_WORDS: Record<'remind' | 'done' | 'stuck' | 'plan' | 'progress' | 'suggest', string[]> = {
  remind: ['remind', 'reminder', 'nudge', 'ping', 'forget'],
  done: ['did', 'finished', 'completed', 'done', 'went', 'saw', 'passed', 'climbed', 'visited', 'ran', 'swam', 'tick'],
  stuck: ['stuck', 'procrastinating', 'procrastinate', 'motivation', 'unmotivated', 'avoiding', 'putting'],
  plan: ['plan', 'planning', 'steps', 'start', 'started', 'begin', 'prepare', 'ready', 'certified', 'break'],
  progress: ['progress', 'recap', 'stats', 'summary', 'ticked'],
  suggest: ['suggest', 'suggestion', 'ideas', 'idea', 'recommend', 'something', 'anything', 'stuff', 'things'],
};

const words = (text: string) => text.split(' ').filter(Boolean);
const hasCue = (tokens: string[], cues: string[]) => tokens.some((t) => cues.some((c) => nearly(t, c)));

/** Phrases that say when, for "what next" and reminders. */
const HORIZONS: [RegExp, Horizon][] = [
  [/\b(today|tonight|this evening|this afternoon|right now|now|hours? (tonight|today))\b/, 'today'],
  [/\b(this )?(wee?kend|saturday|sunday)\b/, 'weekend'],
  [/\b(this|next) week\b/, 'week'],
  [/\b(this|next) month\b|\bbefore (summer|winter|spring|autumn|christmas)\b|\bthis year\b/, 'month'],
];

const STYLE_WORDS: [RegExp, CoachingStyle][] = [
  [/\b(tough love|tougher|harder on me|stricter|strict|push me|kick)\b/, 'tough_love'],
  [/\b(gentle|gentler|softer|kinder|nicer|encouraging|encouragement)\b/, 'gentle_encouragement'],
  [/\b(goal[- ]oriented|goals?|numbers|data|stats and dates)\b/, 'goal_oriented'],
];

/** Words that only say how a request is phrased, never what it is about. */
const FILLER = new Set(
  (
    'i me my we us our you your u can could would will should please pls plz ok okay hey hi so just really ' +
    "what whats what's how which any anything some something stuff things thing ideas idea suggest suggestion " +
    "recommend reccomend me to do for the a an of on in at with and or but is are be am it its it's that this " +
    'there give tell show need want wanna like love lol omg ugh again agian from have has had got get good great ' +
    'nice best cool'
  ).split(' '),
);

/** Words that say when or how long, which a "what next" may carry without asking for ideas. */
const TIME_WORDS = new Set(
  (
    'today tonight tomorrow weekend wekend week month year morning afternoon evening night now got hours hour ' +
    'minutes 2 two few saturday sunday before focus tackle done get make progress next list bucket bored actually pick'
  ).split(' '),
);

/** Words of a reminder that say when, cut from what it is about. */
const WHEN =
  /\b((on|by|at|for|next|this|the|in|at the)\s+)*(today|tonight|tomorrow|(the )?day after tomorrow|(next |this )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)( (morning|afternoon|evening|night))?|(next |this )?(week|weekend|month)|(in )?(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+) (days?|weeks?|months?)|end of (the )?(week|month)|(the )?\d{1,2}(st|nd|rd|th)?( of)?( (january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec))?|(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec) \d{1,2}(st|nd|rd|th)?|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}(\/\d{2,4})?)\b/;

/** Where what a phrase is about ends: when it happened, how it felt, what else was said. */
const TAIL =
  /\s+(last( (night|week|weekend|month|year|summer|winter))?|next (year|spring|summer|autumn|winter|month|week)|before\b|in (january|february|march|april|may|june|july|august|september|october|november|december)\b|yesterday|today|tonight|this (morning|year|week)|for the first time|for (our|my|his|her) \w+|on (my|our) own|by (my|our)sel(f|ves)|alone|when|because|since|so|but|and (i|it|we|then)|omg|lol|haha|again|agian|anymore|for ages|already|please|pls|plz|for me|now)\b.*$/;

const PRONOUN = /^(that|it|this|them|those|these|anything|something|stuff|things)$/;

const clean = (phrase: string) =>
  phrase
    .replace(TAIL, '')
    .replace(/^((about|to|on|with|for|the|my|our|doing|do|a|an|of|that|this|going|getting|some|first)\s+)+/, '')
    .trim();

/** What a clause is about after the intent's own words, in the first clause that says it. */
function subjectAfter(message: string, patterns: RegExp[]) {
  for (const pattern of patterns) {
    for (const clause of clauses(message)) {
      const match = pattern.exec(clause.replace(WHEN, ' ').replace(/\s+/g, ' '));
      if (!match?.[1]) continue;
      const phrase = clean(match[1]);
      if (phrase && !PRONOUN.test(phrase)) return phrase;
    }
  }
  return null;
}

const REMIND_SUBJECT = [
  /\b(?:remind|remnd|nudge|ping|forget)\w*\s+(?:me\s+)?(?:about|to|of|that)\s+(.+)$/,
  /\breminder\s+(?:to|about|for)\s+(.+)$/,
];
const DONE_SUBJECT = [
  /\b(?:i|we)\s+(?:finally\s+|finaly\s+|just\s+|actually\s+)?(?:did|went|finished|completed|saw|climbed|visited|ran|swam|passed)\s+(?:it\.?\s+)?(.+)$/,
  /\b(?:just|finally|finaly)\s+(?:did|went|finished|completed|saw|passed)\s+(.+)$/,
  /^(?:did|finished|completed|passed|saw|went)\s+(.+)$/,
  /^((?:swam|ran|climbed|visited|hiked|cycled|sailed|flew|skied|dived|dove)\s+.+)$/,
  /\btick\s+off\s+(.+?)(?:,|$)/,
  /\bmark\s+(.+?)\s+(?:as\s+)?(?:done|complete)/,
];
const STUCK_SUBJECT = [
  /(?:^|\s)'([^']{3,60})'(?:\s|$)/,
  /\b(?:putting off|put off|avoiding|procrastinating on|procrastinating about)\s+(.+)$/,
  /\bbeen meaning to\s+(.+)$/,
  /\bmotivation to\s+(.+)$/,
  /\bi said i(?:'?d| would)\s+(.+?)(?:\s+this year|$)/,
  /\bcan'?t (?:get (?:myself )?to|seem to)\s+(?:start\s+)?(.+)$/,
];
const PLAN_SUBJECT = [
  /\b(?:thinking (?:of|about)|planning (?:to|on)|i (?:want to|wanna|would like to|'d like to|d like to))\s+(.+)$/,
  /\b(?:plan|planning)\s+(?:for\s+|to\s+)?(.+)$/,
  /\b(?:get|getting)\s+(?:strated|started)\s+(?:with|on)\s+(.+)$/,
  /\bstart(?:ing)?\s+(?:with\s+)?(.+)$/,
  /\b(?:ready|prepare|train)\s+for\s+(?:my\s+)?(?:first\s+)?(.+)$/,
  /\bbreak down\s+(.+?)\s+into\b/,
  /\bhow (?:do|would|can|should) i (?:go about )?(?:getting\s+|learning\s+|doing\s+)?(.+)$/,
];

/**
 * Reads a member's message: the intent (the first of remind, done, stuck, plan, progress, style,
 * next or suggest whose cues it carries), the activity it is about, and the rest as what they
 * want. The activity and the wants are matched against the catalogue afterwards, by the catalogue's
 * own understanding of words (stems, synonyms, slips).
 */
export function understand(message: string): Understood {
  const text = normalise(message);
  const tokens = words(text);
  const horizon = HORIZONS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const base = { activity: null, wants: '', horizon, when: null, style: null } satisfies Omit<Understood, 'intent'>;

  if (hasCue(tokens, CUE_WORDS.remind) || /\bdon'?t let me forget\b/.test(text)) {
    return {
      ...base,
      intent: 'remind',
      activity: subjectAfter(message, REMIND_SUBJECT),
      when: WHEN.exec(text)?.[0] ?? null,
    };
  }
  const style = STYLE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  if (style && /\b(be|style|switch|change|coach|talk|more)\b/.test(text)) return { ...base, intent: 'style', style };

  const done =
    /\b(i|we)\s+(finally\s+|finaly\s+|just\s+)?(did|went|finished|completed|saw|climbed|visited|ran|swam|passed)\b/.test(
      text,
    ) ||
    /\b(cross it off|tick off|ticked off|mark it (done|complete)|i did it)\b/.test(text) ||
    /^(did|finished|completed|passed|saw|just did|just finished)\b/.test(text);
  if (done && !/\bhow many\b|\bwhat have i\b/.test(text)) {
    return { ...base, intent: 'done', activity: subjectAfter(message, DONE_SUBJECT) };
  }
  if (
    hasCue(tokens, CUE_WORDS.stuck) ||
    /\b(been meaning to|keep putting|can'?t get (myself )?to|never actually|zero words|for \d+ years|feels like so much)\b/.test(
      text,
    )
  ) {
    return { ...base, intent: 'stuck', activity: subjectAfter(message, STUCK_SUBJECT) };
  }
  const asksNext =
    /\b(what('?s| is)? next|what next|what (should|do|can|could) i (do|tackle|focus|get done|make progress)|what to do|pick something|which .* next|make progress on|anything i can)\b/.test(
      text,
    );
  if (
    !asksNext &&
    (/\b(how am i doing|my progres+|how far|where i'?m at|where im at|what have i done|how many .* (done|ticked)|getting anywhere)\b/.test(
      text,
    ) ||
      hasCue(tokens, CUE_WORDS.progress))
  ) {
    return { ...base, intent: 'progress' };
  }
  if (
    !asksNext &&
    (hasCue(tokens, CUE_WORDS.plan) || /\bhow (do|would|can|should) i\b|\bwhere do i\b|\bsteps\b/.test(text))
  ) {
    const activity = subjectAfter(message, PLAN_SUBJECT);
    if (activity) return { ...base, intent: 'plan', activity };
  }
  if (/^(hi|hey|hello|yo|morning|good morning|help|what can you do)\b/.test(text) && tokens.length <= 4) {
    return { ...base, intent: 'hello' };
  }
  // What is left says what kind of thing they want; "what next" with nothing of the kind is about their list.
  // "Free" is about time in "a free saturday" or "i'm free", about money otherwise; "before summer"
  // is a deadline, where "in summer" asks for summer things.
  const wanted = text
    .replace(/\bfree (saturday|sunday|weekend|evening|morning|afternoon|day|time|hours?|tonight)\b/g, '$1')
    .replace(/\b(i'?m|im|am|are|we'?re) free\b/g, '')
    .replace(/\b(before|by) (the )?(summer|winter|spring|autumn|christmas|end of the \w+)\b/g, '');
  const wants = words(wanted)
    .filter((t) => !FILLER.has(t) && !TIME_WORDS.has(t) && !hasCue([t], CUE_WORDS.suggest))
    .join(' ');
  if (asksNext && !/\b(idea|ideas|suggest|recommend)\b/.test(text) && !wants) return { ...base, intent: 'next' };
  return { ...base, intent: asksNext && !wants ? 'next' : 'suggest', wants };
}
