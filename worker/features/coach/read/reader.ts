import type { CoachingStyle } from '../../../contracts/coach';
import type { Ask, CoachMemory, ItemRef, StepRef } from '../../../contracts/coach-ask';
import type { Visibility } from '../../../contracts/enums';
import { FIRST_THING, NUMBER, readWhen } from '../dates';
import { foreignLanguage } from './language';
import { normalise, ORDINALS, spellFix, unshorten } from './words';

/** What the reader knows besides the words: the member's calendar and the previous turn. */
export type ReadContext = {
  today: string;
  /** The member's clock now (HH:MM), for "in an hour". */
  clock?: string;
  monthFirst: boolean;
  country: string | null;
  /** What the coach kept of its last reply. */
  previous: CoachMemory | null;
  /** A plan the coach proposed is still waiting for its answer. */
  planWaiting?: boolean;
};

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** A pronoun or nothing at all: the phrase means what the previous turn was about. */
const PRONOUN =
  /^(it|that|this|that one|this one|them|those|these|the one|same|the same one|one|mine|mine too|that thing|this thing|it all|them all|all of it|the whole thing|the lot)$/;

const CRISIS =
  /\b(kill myself|killing myself|suicid\w*|end it all|end my life|don'?t want to (live|be alive|be here)|self[- ]harm|hurt myself|no reason to live)\b/;
const LOW =
  /\b(feel(ing)?|i'?m|im|been) (so |really |pretty |kind of |kinda |very |a bit |quite |super |too )?(down|low|sad|depressed|rubbish|crap|awful|terrible|useless|like a failure|hopeless|overwhelmed|burnt out|burned out|exhausted|flat|lonely|stressed)\b|\b(what'?s the point|giving up on everything|hate myself|i suck|i'?m a failure)\b/;
const STUCK =
  /\b(stuck|procrastinat\w*|unmotivated|no motivation|lost (my )?motivation|don'?t have (the |any )?motivation|motivat\w+ me|can'?t (seem to |get myself to |bring myself to |be bothered)|keep (putting|pushing) (it |this |that )?(off|back)|putting (it |this |that )?off|put (it |this |that )?off|avoiding|lazy|demotivated|overwhelm\w*|no time|too busy|behind on|falling behind|not getting anywhere|never (get|actually)|don'?t know where to (start|begin)|scared to start|afraid to start|nervous about|freaking out|been meaning to|for ages|on here for|written zero|zero words|haven'?t (touched|started|practised|practiced)|i said i'?d|i said i would|keep (skipping|missing|bailing on|dropping)|(giving|give) up on|thinking (of|about) (quitting|giving up)|want to quit)\b/;
const THANKS =
  /^(thanks?( you)?|thank u|thx|ty|tysm|cheers|ta|much appreciated|appreciate (it|that|you)|great,? thanks?|perfect,? thanks?|awesome,? thanks?|brilliant,? thanks?|nice,? thanks?|cool,? thanks?|ok(ay)?,? thanks?|lovely,? thanks?|that'?s (great|perfect|helpful|brilliant|amazing),? thanks?)\b/;
const SMALL_TALK =
  /^(hi|hey|hello|hiya|yo|sup|howdy|good (morning|afternoon|evening)|morning|evening|how are you|how'?s it going|how r u|what'?s up|whats up|who are you|what are you|are you (a bot|real|human|an ai)|what can you do|what do you do|help|lol|haha+|ok(ay)?|cool|nice|great|awesome|good|k|hmm+|perfect|ok(ay)? cool|cool cool|nice one|what can you (actually |really |even )?do|how are you (doing|today|this morning|tonight)|(gotta|got to|have to|gonna|going to) go|gtg|off to (work|bed)|sounds (good|great)|brilliant|excellent|amazing|lovely|got it|noted|will do|fair enough|makes sense|alright|gotcha|understood|you'?re (great|the best|amazing|funny)|love you|bye|goodbye|good ?night|see you|later|nm|not much)(?:[\s,!.?]+(?:there|coach|mate|buddy|you|again|lol|haha|thanks|today|now|then|!|:\)|😊|🙂|👋))*[\s!.?]*$/;

const OUT_OF_SCOPE: [RegExp, Ask['topic']][] = [
  [
    /\b(weather|forecast|will it (rain|snow|be sunny)|is it (going to|gonna) (rain|snow)|temperature|how (hot|cold|warm) (is|will)|clear skies?|cloud cover|cloudy|sunny|snowing|raining)\b/,
    'weather',
  ],
  [
    /\b(how much (does|do|is|are|will|would|did) (a |an |the )?(flight|ticket|hotel|trip|it cost|that cost)|price of|prices? (for|of|to)|cost of (a |an |the )?(flight|ticket|hotel|trip)|cheapest (flight|ticket|hotel|way)|flights? (to|from) \w+ (cost|price)|how much (is|are) (a |the )?(flight|ticket|hotel)s?|exchange rate|fare to)\b/,
    'prices',
  ],
  [
    /\b((can|could|would|will) you (please )?(book|reserve|buy|order|pay|call|email|message|text)|book (me|us) |reserve (me|us) |buy (me|us) |order (me|us) |book it for me|do the booking)\b/,
    'booking',
  ],
  [
    /\b((log|sign) ?(in)?to (my )?\w+'?s? (account|profile)|(friend|wife|husband|partner|sister|brother|mum|mom|dad|boyfriend|girlfriend|colleague|boss|son|daughter|flatmate|roommate) \w+'?s (account|profile|list|plan)|\w+'s (list|plan|account|profile)\b|(his|her|their) (list|plans?|account|profile|bucket list)|(tick|mark|add|change|edit) (off )?(his|her|their) |my (friend|wife|husband|partner|sister|brother|mum|mom|dad|boyfriend|girlfriend|colleague|boss|son|daughter|flatmate|roommate)'?s? (list|plans?|goals?|bucket list|progress|account)|@\w+'?s? (list|plans?)|(another|other) (member|user|person)'?s? (list|plans?|goals?|data)|what (is|are) (\w+ )?(doing|planning) on (their|his|her) list|show me (\w+)'s list)\b/,
    'people',
  ],
  [
    /\b(ibuprofen|paracetamol|acetaminophen|painkillers?|anti-?inflammator\w*|shin splints|(shins?|knees?|back|hips?|ankles?|foot|feet|calf|calves|hamstrings?|wrists?|neck) (hurts?|ache|aches|aching|pain|is sore|are sore)|is it (ok|okay|bad|safe) to (run|train|exercise|swim|lift|climb|hike|dive) (with|after|on)|should i (see|go to|call) (a |my )?(doctor|gp|physio)|is it safe (for me )?to|diagnos\w*|medication|medicine|dosage|dose of|prescri\w+|symptoms?|pain in my|my \w+ hurts|hurts when|what (pills|tablets)|blood pressure|heart rate zone|injur(y|ed)\b.*\b(treat|heal|recover)|how (long|soon) (until|before|till) i can (run|train|exercise)|(will|would|could|does|can) my (asthma|knee|back|heart|diabetes|injury|condition|blood pressure|hip|ankle|shoulder)\b|(asthma|diabetes|heart condition|pregnan\w+|epilepsy)\b.*\?)/,
    'medical',
  ],
];

const STYLES: [RegExp, CoachingStyle][] = [
  [
    /\b(gentle|gentler|gentle one|softer|kinder|be nice(r)?|go easy|go easier|easy on me|easier on me|stressing me out|less harsh|too harsh|too pushy|encouraging|encouragement|supportive|be kind|nice one|tone (it|that|things) down|chill( out)?|(being|so|too|kinda|kind of|a bit|bit) (brutal|harsh|mean|savage|intense)|less (brutal|intense|strict|pushy|mean))\b/,
    'gentle_encouragement',
  ],
  [
    /\b(goal[- ]?oriented|goal[- ]focused|goals? one|more numbers|numbers and dates|goals and numbers|stats|data[- ]driven|results[- ]focused|just (the )?facts|facts and (deadlines|dates|numbers)|just (the )?(numbers|deadlines)|no fluff|(not|less|without the) (all )?fluffy|straight to the point|more structured|focus(ed)? on (the )?(goals|results|numbers)|numbers one)\b/,
    'goal_oriented',
  ],
  [
    /\b(tough love|tough one|tougher|harsher|be harsh|harder on me|be hard(er)?|stricter|be strict|push me( harder)?|kick (me|my)|kick up the|no excuses|drill sergeant|don'?t go easy|(?<!less )brutal|no more hugs|not hugs)\b/,
    'tough_love',
  ],
];

const YES =
  /^(yes|yeah|yep|yup|ya|yas|sure|ok(ay)?|alright|sounds (good|great|perfect)|perfect|great|good|fine|do it|go for it|go ahead|let'?s do (it|this)|add (it|that|them|the plan|this plan)|accept|accepted|looks (good|great|fine)|love it|that works|works for me|deal|please do|yes please|absolutely|definitely|cool)\b/;
const NO =
  /^(no(?!\.? ?\d)|nope|nah|not (now|yet|really)|no thanks|no thank you|don'?t|cancel|never ?mind|forget it|skip( it)?|pass)\b/;
const UNDO =
  /^(undo|revert|oops|whoops|no wait|wait,? no|wait,? (not|wrong|that'?s)|hang on,? (not|wrong)|not that( one)?|wrong one|that'?s (wrong|not right|not what i (meant|said|asked))|take (that|it) back|scratch that|cancel that|actually no|no,? (that'?s )?not(?!( right)? (now|yet|today|tonight|this (week|time)|really))|no,? i meant|i meant|i didn'?t mean)\b|\bundo\b|\bput it back\b|\bchange it back\b/;

/** "A day later", "two weeks earlier": the words and how many days (earlier and before are back). */
function laterBy(text: string): { whole: string; days: number } | null {
  const m = /\b(a|an|one|two|three|four|five|six|\d{1,2}) (day|week)s? (later|earlier|sooner|after|before)\b/.exec(
    text,
  );
  if (!m) return null;
  const days =
    (NUMBER[m[1] as string] ?? Number(m[1])) *
    (m[2] === 'week' ? 7 : 1) *
    (/earlier|sooner|before/.test(m[3] as string) ? -1 : 1);
  return { whole: m[0], days };
}

/** Words that start a request of their own: "and remind me friday" is not "and <an item>". */
const SAME_REQUEST =
  /^(remind|set|move|tick|add|plan|push|pull|bring|make|give|put|change|cancel|delete|remove|mark|schedule|start|drop|nag)\b/;

/** Turns about reminders: after one, "cancel the last one" or "move it" is about a reminder. */
const REMINDER_TALK = new Set(['listReminders', 'remind', 'moveReminder', 'cancelReminder']);

/** "One about", "one with": a description of an item, never the first card. */
const ONE_ABOUT = /^one (?:about|with|where|that'?s|that is|for|from|in|on) /;

/** The words after a verb phrase, up to a clause that says when or why. */
function after(text: string, pattern: RegExp) {
  const m = pattern.exec(text);
  if (!m) return null;
  const rest = text.slice(m.index + m[0].length);
  return trimPhrase(rest);
}

/** Who may see what is added, where the message says: "keep it private", "just for me", "friends only". */
function privacyOf(text: string): Visibility | undefined {
  if (/\b(private|privately|just for me|only (?:for )?me|for my eyes only|nobody else|no one else|secret)\b/.test(text))
    return 'private';
  if (/\b(friends only|only (?:my )?(?:friends|followers)|just (?:my )?(?:friends|followers))\b/.test(text))
    return 'friends';
  if (/\b(public|publicly|for everyone|everyone can see)\b/.test(text)) return 'public';
  return undefined;
}

/** A phrase without what says when, how it felt or what else was said. */
function trimPhrase(phrase: string): string {
  return (
    phrase
      // An emoji ends what is being named ("cut all the squares 🙌 my hands are wrecked").
      .replace(/\s*(?:\p{Extended_Pictographic}|\uFE0F|\u200D)+\s*(?=\S)/gu, '. ')
      .split(
        /[.!?;]|,\s*(?:and |but |so |then |because |it |it'?s |its |that'?s |thats |which |where |how |what |when |my \w+ (?:came|is|was|got|has) |aim(?:ing)? (?:for |to )|(?:have|has|did|do|does|is|was|are|ca|wo)n'?t |need (?:to )?|gotta |have to |i'?ve |i have |i'?m |i am |i (?:\w+n'?t|did|never|thought|think|was|had|really|honestly) |the date|best |what an? |so (?:good|happy|proud|glad|fun|worth)|amazing|incredible|loved it|love it|such an? |feeling |feels |honestly |wow|yay|woo)|\s(?:because|since|cos|coz|but|so that|so i|lol|haha|omg|and aim(?:ing)? (?:for|to)|while (?:you'?re|ur|u r|youre) at it)\b|\s-\s/,
      )[0]
      ?.replace(/\b(to|from|on|off|onto|in) (my |the )?(bucket ?list|list|lifelist)\b.*$/, '')
      .replace(/\b((is|are|was) )?(as )?(done|complete|completed|finished)\b.*$/, '')
      .replace(/\b(this|next|tomorrow|today|tonight|yesterday) .*$/, '')
      // "Last week" is when; "the last one" is which.
      .replace(/\blast (week|weekend|month|year|night|time|summer|winter|spring|autumn|fall|\w+day)\b.*$/, '')
      .replace(
        // "In a week", "at 6": when, not what ("swim in a lake" keeps its lake).
        /\b(at|on|by|in) (\d|noon|midnight|mon|tue|wed|thu|fri|sat|sun|the \d|the weekend|the end|the (morning|evening|afternoon)|(an?|two|three|a few|a couple of) (days?|weeks?|months?|years?|fortnight|hours?|minutes?|mins?|bit|while))\b.*$/,
        '',
      )
      // "Set spanish for the end of next month": the end of a time is when ("walk to the end of the
      // pier" is what).
      .replace(
        /\s+(for|to|before|until|till) (?:the )?end of(?:$| (?:(?:the|this|next) )?(?:day|week|month|year|summer|winter|spring|autumn|fall|term|semester|quarter|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\w*\b.*$)/,
        '',
      )
      .replace(/^(finally|just|already|actually|eventually|at last|really)\s+/, '')
      .replace(/^(about|to|that|of|the|my|our|a|an|with|doing|do|on|for)\s+/g, '')
      .replace(/^(about|to|that|of|the|my|our|a|an|with|doing|do|on|for)\s+/g, '')
      .replace(/\s+(please|pls|plz|thanks|thank you|now|again|too|already|anymore|any more|for me|lol|instead)$/g, '')
      .replace(/\s+for the (first|1st) time\b.*$/, '')
      // "Haven't touched spanish in weeks": how long, not what.
      .replace(/\s+(in|for) (days|weeks|months|years|ages|a while|forever)\b.*$/, '')
      .replace(/\s+(yesterday|last night|earlier|this morning|at last|finally)$/g, '')
      .replace(
        /\s+(then|tho|though|too|lol|haha|now|pls|please|yet|obvs|obviously|ofc|of course|innit|mate|ig|i guess|i think|surely)$/g,
        '',
      )
      .replace(/\s+(then|tho|though|too|lol|haha|now|pls|please|yet)$/g, '')
      .replace(/\s+(to|for|on|at|by|and|one|ones|within)$/g, '')
      // Quotes go; an apostrophe inside a word stays ("my dad's 60th"); an emoji is no part of a name.
      .replace(/"+|(?<!\p{L})'+|'+(?!\p{L})|[.,!?]+|\p{Extended_Pictographic}|\u200d|\ufe0f/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() ?? ''
  );
}

/** Which item a phrase names: "it"/"that" the previous turn's, "the second one" a card, else words. */
function itemRef(phrase: string, previous: CoachMemory | null): ItemRef {
  // "It's the second one", "i meant the first": the same reference.
  const p = phrase
    .replace(/^(?:it'?s |i meant |i mean )?(the |my |that |this )/, '')
    // "The one about sharks", "the one with the lights": it is named by what follows.
    .replace(ONE_ABOUT, '')
    .trim();
  // What is left of "make it the 20th of april" once the date is read ("the"): no name at all.
  if (!p || PRONOUN.test(phrase.trim()) || PRONOUN.test(p) || /^(?:the|a|an|my|of|on|for)$/.test(p)) {
    return { it: true };
  }
  const card =
    /^(?:the )?(?:(?:number|no\.?|#) ?)?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last|one|two|three|[1-9])(?: one| idea| card| item| suggestion| option)?$/.exec(
      p,
    );
  if (card && previous?.cards?.length) {
    const n = ORDINALS[card[1] as string] ?? Number(card[1]) - 1;
    return { card: n === -1 ? previous.cards.length : n + 1 };
  }
  // "the first and third", "both of them": cards, read again from the whole message by the caller.
  const places =
    /^(?:the )?(first|second|third|fourth|last|1st|2nd|3rd)(?: one)?(?:,? (?:and|&) (?:the )?(first|second|third|fourth|last|1st|2nd|3rd)(?: one)?)+$|^(both|all)( of them| three)?$/.exec(
      p,
    );
  if (places && previous?.cards?.length) return { card: places[1] ? (ORDINALS[places[1]] ?? 0) + 1 : 1 };
  // "book it", "do it": the previous turn's item.
  if (/^\w+ (it|that|this|them)$/.test(p)) return { it: true };
  return { words: p };
}

/** Which step: "the first step", "step 2", "the last one", "the next step", or its words. */
function stepRef(text: string, previous: CoachMemory | null = null): StepRef | undefined {
  const ord =
    /\b(?:the )?(first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th|6th|last|final) (step|task|thing|bit|item on (?:the|my) (?:plan|checklist)|one)\b/.exec(
      text,
    );
  // "The 2nd one" right after a list of several cards is a card, not a step.
  const ofCards = ord?.[2] === 'one' && (previous?.cards?.length ?? 0) > 1 && !previous?.itemId;
  // "First thing tomorrow" is when.
  const when = ord?.[0] === 'first thing' && FIRST_THING.test(text);
  if (ord && !ofCards && !when) return { index: ORDINALS[ord[1] as string] ?? 0 };
  const num = /\bstep (\d{1,2}|one|two|three|four|five|six)\b/.exec(text);
  if (num) {
    const n = ORDINALS[num[1] as string];
    return { index: n !== undefined ? n : Number(num[1]) - 1 };
  }
  if (/\b(the )?next step\b/.test(text)) return { next: true };
  return undefined;
}

/** The item a step-phrase belongs to: "the first step of my surfing plan" → "surfing". */
function ownerOf(text: string) {
  const m = /\b(?:step|task|one|bit)s?(?: \d{1,2})? (?:of|for|on|in|from) (.+)$/.exec(text);
  return m ? trimPhrase(m[1] as string) : null;
}

/** What a "tick" message is about, after its verb. */
const DONE_VERBS =
  '(?:did|done|finished|completed|complete|booked|bought|signed up(?: for| to)?|registered(?: for)?|joined|went(?: to| on)?|visited|saw|ran|climbed|passed|sorted|ordered|watched|read|made|tried|learned|learnt|hiked|swam|cycled|cooked|baked|wrote|paid for|found|picked|chose|applied (?:for|to)|enrolled in|started|reached|hit|nailed|smashed|crushed|achieved|managed|cut|played|planted|sang|danced|painted|drew|built|sewed|sewn|knitted|grew|fixed|rode|flew|caught|won|performed|practised|practiced|got (?:my|the|our|his|her))';

/** What is done on the way to a goal: "booked the lesson" ticks the step that books it. */
const PREP_VERBS =
  '(?:booked|bought|ordered|signed up|registered|found|picked|chose|applied|enrolled|paid|reserved|got (?:my|the|a)|sorted)';

/** Words that open a clause without meaning anything: "oh lol ok, add ..." is "add ...". */
const FILLER =
  /^(?:(?:and|oh|ok|okay|lol|lmao|cool|yeah|yea|yes|yep|so|also|then|fine|sorry|actually|right|great|hmm+|well|ah+|ooh+|nah|alright|anyway|but|plus|now|please|pls|plz|haha+|omg|wow|nice|perfect|sure|hey|hi|um+|erm|ugh|damn|honestly|basically|btw|just|maybe|right then|ok then)[,!.]*\s+)+/;

/** A clause without its opening fillers. */
const coreOf = (text: string) => text.replace(FILLER, '').trim();

/** Kinds that do something: only these are kept when a message holds several clauses. */
const ACTS = new Set<Ask['kind']>([
  'tickItem',
  'tickStep',
  'untickStep',
  'setDate',
  'add',
  'remove',
  'remind',
  'listReminders',
  'moveReminder',
  'cancelReminder',
  'plan',
  'style',
  'acceptPlan',
  'rejectPlan',
  'undo',
]);

/** Kinds whose follow-up can leave its verb out: "and 'see a show on broadway'", "and the lights for october". */
const CONTINUES = new Set<Ask['kind']>(['add', 'setDate', 'remind', 'remove', 'tickItem', 'tickStep']);

/** Splits a message into clauses at sentence ends and "also" / "oh and" / "and then": never inside 26.2 or 6:30. */
function clausesOf(text: string) {
  return text
    .split(/,\s+(?=and\b[^,]*\b(?:in|by|on|next|this|before|until)\s)/)
    .flatMap((part) =>
      part.split(
        /(?<=[.!?;])\s+|[!?;]+$|,?\s+(?=(?:and )?also\b)|,?\s+(?=oh and\b)|,\s+(?=and (?:then )?(?:set|plan|remind|add|remove|move|tick|mark|push|change|take|delete|get rid)\b)|(?<!\boh|,)\s+(?=and then (?:set|plan|remind|add|remove|move|tick|mark|push|change|take|delete|get rid)\b)|(?<!\boh|,)\s+(?=and (?:plan|remind me)\b)|,\s+(?=(?:set|plan|remind|add|remove|move|tick|mark|push|change|delete|get rid|can you|could you|pls|please)\b)/,
      ),
    )
    .map((c) => c.replace(/^[\s,.!?;-]+|[\s,.!?;-]+$/g, '').trim())
    .filter((c) => c.replace(/[^\p{L}\p{N}]/gu, '').length > 0);
}

/**
 * Reads a member's message into the asks it holds, from its words and the previous turn: the
 * local reader, used on its own (locally, in tests, without Workers AI) and when the model is slow
 * or wrong. A message of several clauses ("signed up for the race! also remind me saturday at 9 to
 * buy shoes") may hold several asks, done in order; "it" in a later clause is what an earlier one
 * was about.
 */
export function readAll(message: string, ctx: ReadContext): Ask[] {
  const raw = message.trim();
  // Markup is never part of a name: scripts and tags go, and what is left is read. A reference to
  // the markup itself ("add this") is asked about.
  const markup = /<\s*[a-z/!][^>]*>/i.test(raw);
  const text = spellFix(unshorten(normalise(raw.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' '))));
  if (markup) {
    const read = readAll(text, ctx).filter((a) => ACTS.has(a.kind) && !(a.item?.it && !a.item.context));
    const named = read.filter((a) => a.item?.words || a.kind === 'listReminders' || a.kind === 'style');
    return named.length ? named : [{ kind: 'unclear', phrase: 'markup' }];
  }
  // "Add a second one" after "shall I move it, or add a second one?": a second reminder, then.
  const offered = ctx.previous?.pending?.field === 'confirm' ? ctx.previous.pending.ask : null;
  if (
    offered?.kind === 'moveReminder' &&
    /^(?:(?:no|nah|ok|okay|yes|yeah|just|please|pls)[,!.]*\s+)*(?:add |set |make |do |keep )?(?:a |another |the )?(?:second|2nd|new|another|both)(?: one| reminder| of them)?(?: then| please| pls)?[!.]*$/.test(
      text,
    )
  ) {
    const { date, time } = offered;
    return [
      { kind: 'remind', item: { it: true }, phrase: 'another', ...(date ? { date } : {}), ...(time ? { time } : {}) },
    ];
  }
  const whole = readClause(text, raw, ctx);
  const clauses = clausesOf(text);
  if (clauses.length < 2) return withDate(whole);
  const asks = clauses.map((c) => readClause(c, raw, ctx));
  // "It" in a later clause is what an earlier clause named ("found a race in 3 weeks, set the date to that").
  for (const [i, a] of asks.entries()) {
    const earlier = asks
      .slice(0, i)
      .reverse()
      .find((b) => b.item?.words || b.item?.context);
    // A name said in this message ("reading. remind me tmrw at 3 to do it") comes before the last turn's.
    // Only a bare name of a word or two before a reminder ("too much stuff. plan it for weekends" names nothing).
    const namedHere = Boolean(
      earlier?.item?.words &&
        earlier.kind === 'unclear' &&
        a.kind === 'remind' &&
        earlier.item.words.split(' ').length <= 2 &&
        !/\b(too|much|more|less|so|very|not|no)\b/.test(earlier.item.words),
    );
    if (a.item?.it && namedHere && earlier?.item?.words) {
      a.item = { words: earlier.item.words, context: earlier.item.words };
    } else if (a.item?.it && earlier?.item && !ctx.previous?.itemId) {
      a.item = { it: true, context: earlier.item.words ?? earlier.item.context ?? '' };
    }
  }
  const family = (k: Ask['kind']) => (k === 'tickStep' ? 'tickItem' : k);
  // ("The 2nd one, add that": a card is named too.)
  const named = (a: Ask) => Boolean(a.item?.words || a.item?.card || a.step);
  const acting = asks
    .filter((a) => ACTS.has(a.kind) && !(a.kind === 'acceptPlan' && whole.kind !== 'acceptPlan'))
    // "I signed up for the race, tick it": the "it" ask is the named one again.
    .filter(
      (a, _, all) =>
        !(a.item?.it && !a.step && all.some((b) => b !== a && family(b.kind) === family(a.kind) && named(b))),
    );
  if (!acting.length) {
    // A plan is accepted only by the message as a whole, never by an "ok" before a thanks.
    const real = asks.find((a) => !['thanks', 'smallTalk', 'unclear', 'acceptPlan', 'rejectPlan'].includes(a.kind));
    if (real && ['thanks', 'smallTalk'].includes(whole.kind)) return [real];
  }
  if (!acting.length)
    return [
      ACTS.has(whole.kind) || whole.kind !== 'unclear' ? whole : (asks.find((a) => a.kind !== 'unclear') ?? whole),
    ];
  // The same ask found twice (a clause and its restatement) is one.
  const distinct = acting.filter(
    (a, i) => acting.findIndex((b) => b.kind === a.kind && JSON.stringify(b.item) === JSON.stringify(a.item)) === i,
  );
  // A name said in a clause of its own ("reading. remind me tmrw at 3 to do it") is what "it" is.
  // "X by the end of next month, and Y in a fortnight": each thing named with its own date is dated,
  // each with its own date (never the whole message's one date).
  const dated: Ask[] = [];
  if (distinct.some((a) => a.kind === 'setDate' && a.date)) {
    for (const [i, a] of asks.entries()) {
      const own = whenOf(clauses[i] ?? '', ctx);
      if (a.kind === 'unclear' && (a.item?.words || a.item?.context) && own.date) {
        const words = trimPhrase(withoutWhen(coreOf(clauses[i] ?? ''), own.words).replace(/^(and|also|then)\s+/, ''));
        if (words && !PRONOUN.test(words))
          dated.push({ kind: 'setDate', item: { words, context: words }, date: own.date });
      }
    }
  }
  if (dated.length) return [...distinct, ...dated].slice(0, 3);
  const wholeIsBare = Boolean(
    whole.item?.it &&
      !whole.item.words &&
      asks.some((a) => a.kind === 'unclear' && a.item?.words && a.item.words === distinct[0]?.item?.words),
  );
  // The whole message read as one ask, unless a clause said its own date and the whole took another.
  const otherDate = Boolean(distinct[0]?.date && whole.date && distinct[0].date !== whole.date);
  if (distinct.length === 1 && ACTS.has(whole.kind) && whole.kind === distinct[0]?.kind && !wholeIsBare && !otherDate)
    return [whole];
  // A date said in one clause and referred to in another ("found a race in 3 weeks, set the date to that").
  const when = whenOf(text, ctx);
  return distinct
    .slice(0, 3)
    .map((a) => (a.kind === 'setDate' && !a.date && !a.clearDate && when.date ? { ...a, date: when.date } : a));
}

/** An idea added with a date ("add X, aim for november"): added, then that date set on it. */
function withDate(ask: Ask): Ask[] {
  if (ask.kind !== 'add' || !ask.date) return [ask];
  const { date, ...add } = ask;
  return [add, { kind: 'setDate', item: { it: true }, date }];
}

/**
 * A reply to the weekly check-in's question, read in its context: the one named for "which one
 * this week?", what got in the way for "what got in the way?", how it went for "how did it go?".
 */
export function inCheckin(asks: Ask[], text: string, previous: CoachMemory | null): Ask[] {
  const only = asks[0];
  if (
    previous?.ask !== 'checkin' ||
    asks.length !== 1 ||
    !only ||
    !['unclear', 'smallTalk', 'next'].includes(only.kind)
  ) {
    return asks;
  }
  const t = normalise(text);
  const bad =
    /\b(busy|no time|work|tired|sick|ill|life|didn'?t|couldn'?t|haven'?t|not (great|good|well)|badly|rubbish|stressed|away|forgot|kids|family|ugh)\b/.test(
      t,
    );
  if (previous.question === 'which' && (only.item?.words || only.item?.context)) {
    return [{ kind: 'stuck', item: { ...only.item, it: false } }];
  }
  if (previous.question === 'blocked' || (previous.question === 'how' && bad)) {
    return [
      {
        kind: 'stuck',
        item: { it: true },
        ...(/\b(sad|down|low|awful|stressed|overwhelmed)\b/.test(t) ? { mood: 'low' as const } : {}),
      },
    ];
  }
  if (previous.question === 'how') return [{ kind: 'next' }];
  return asks;
}

/** The first ask of a message: what most callers (and the model's fallback) need. */
export const readLocally = (message: string, ctx: ReadContext): Ask => readAll(message, ctx)[0] ?? { kind: 'unclear' };

/** Quoted words, in the member's own spelling: 'see a show on broadway'. */
function quoted(raw: string) {
  // An apostrophe inside a word ("i've", "piano's") opens or closes nothing.
  const m = /(?<!\p{L})["“'‘]([^"”'’]{3,99})["”'’](?!\p{L})/u.exec(raw);
  return m?.[1]?.trim() ?? null;
}

/** "The 2nd one", "the 3rd idea": a card of the last reply, never a day of the month. */
const CARD_ORDINAL = /\b(1st|2nd|3rd|4th|5th) (one|idea|card|item|suggestion|option)\b/g;
const ORDINAL_WORDS: Record<string, string> = {
  '1st': 'first',
  '2nd': 'second',
  '3rd': 'third',
  '4th': 'fourth',
  '5th': 'fifth',
};
/** Words that make "in an hour" a moment to be reminded at rather than how long something took. */
const REMINDING = /\b(remind|reminder|ping|nudge|alert|notify|text me|message me|tell me)\b/;
const whenOf = (text: string, ctx: ReadContext) =>
  readWhen(
    text.replace(CARD_ORDINAL, (_, n: string, what: string) => `${ORDINAL_WORDS[n]} ${what}`),
    ctx.today,
    ctx.monthFirst,
    ctx.country,
    REMINDING.test(text) || REMINDER_TALK.has(ctx.previous?.ask ?? '') ? ctx.clock : undefined,
  );

/** What may come with a day or a time and say nothing else: "actually", "make it", "same time", "pls". */
const WHEN_FILLER =
  /\b(actually|ok(ay)?|so|then|make it|change it to|move it to|push it to|how about|what about|maybe|no|nah|instead|pls|please|is better|works better|would be better|is good|is fine|at the same time|same time|let'?s say|say|can you|could you|like|around|about|at|on|for|the|it|to|and)\b/g;

/** Whether a message says only when (its date and time words, and words that carry nothing). */
function onlyWhen(core: string, whenWords: string[]) {
  let rest = ` ${core} `;
  for (const w of whenWords) rest = rest.replace(w, ' ');
  return !rest.replace(WHEN_FILLER, ' ').replace(/[^\p{L}\p{N}]/gu, '');
}

function readClause(text: string, raw: string, ctx: ReadContext): Ask {
  const when = whenOf(text, ctx);
  const whenFields = {
    ...(when.date ? { date: when.date } : {}),
    ...(when.time ? { time: when.time } : {}),
    ...(when.clear ? { clearDate: true } : {}),
  };
  const previous = ctx.previous;
  const words = text.split(' ').filter(Boolean);
  const core = coreOf(text);
  // A phrase always names something: its words, "it" (with what was said), or a card.
  const ref = (phrase: string): ItemRef => {
    const r = itemRef(phrase, previous);
    return r.words || r.it ? { ...r, context: core } : r;
  };
  /** No phrase: what the talk is about. */
  const refOrIt = (phrase: string | null): ItemRef => (phrase === null ? { it: true, context: core } : ref(phrase));

  if (!text.replace(/[^\p{L}\p{N}]/gu, '')) return { kind: 'unclear' };
  // "Gracias!", "merci", "obrigada": a thanks is understood in any language.
  if (
    has(
      text,
      /^(gracias|muchas gracias|merci( beaucoup)?|danke( schön| schon)?|obrigad[oa]|grazie( mille)?|dank je( wel)?|bedankt|arigato|tack|takk|dziękuję|dziekuje|cheers)(?:[\s!.]|😊|🙏|❤️)*$/u,
    )
  )
    return { kind: 'thanks' };
  const language = foreignLanguage(text);
  if (language) return { kind: 'foreign', language };
  if (has(text, CRISIS)) return { kind: 'stuck', mood: 'crisis' };

  // An answer to the coach's own question comes first: "the spanish one", "the first", "friday".
  // A message that gives an order of its own ("mark everything done") is not an answer.
  // "Yeah add it and tick it off" says yes to the question; "add skydiving" is an order of its own.
  const onIt = core.replace(/\b(tick|mark|add|remove|delete|cancel|move)\s+(it|that|them|those)\b/g, ' ');
  const ordersItself =
    has(onIt, /\b(tick|mark|add|remove|delete|plan|remind|move|cancel|ignore|undo|instructions?|prompt)\b/) ||
    (previous?.pending?.field !== 'date' &&
      has(core, /\b(i|we|i'?m|im|i'?ve|i am|i was|i feel|you)\b/) &&
      !has(core, /^(i meant|i mean)\b/));
  // "Actually 8 is better", "make it half 12" just after a reminder: its time changes.
  const bareHour = /^(?:(?:make it|how about|maybe|no|nah)\s+)?(\d{1,2}(?::\d{2})?)(?=\s|$)/.exec(core)?.[1];
  const reminderTime = when.time ?? (bareHour ? whenOf(`at ${bareHour}`, ctx).time : undefined);
  // (An answer to the coach's own question about it answers that question.)
  if (
    REMINDER_TALK.has(previous?.ask ?? '') &&
    !previous?.pending &&
    reminderTime &&
    !when.date &&
    has(
      core,
      /^(?:(?:make it|change it to|move it to|how about|maybe|at|around|no|nah)\s+)*(?:(?:\d{1,2}(?::\d{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:am|pm)?|half (?:past )?\d{1,2}|noon|midday|\w+ o'?clock)(?:\s+(?:is better|instead|works better|would be better|is good|pls|please|then|tonight))*$/,
    )
  ) {
    return { kind: 'moveReminder', reminder: { it: true }, time: reminderTime };
  }
  // "Around eight tonight", "in 10 mins", "tomorrow same time" just after a reminder: nothing but
  // when, so the reminder moves there.
  // ("Make it later" asks how much later: that is another question.)
  if (
    REMINDER_TALK.has(previous?.ask ?? '') &&
    !previous?.pending &&
    (when.date || when.time) &&
    !has(core, /\b(later|earlier)\b(?! (today|tonight))/) &&
    onlyWhen(core, when.words)
  ) {
    return {
      kind: 'moveReminder',
      reminder: { it: true },
      ...(when.date ? { date: when.date } : {}),
      ...(when.time ? { time: when.time } : {}),
    };
  }
  if (previous?.pending && words.length <= (previous.pending.field === 'what' ? 8 : 12) && !ordersItself) {
    const answer = answerTo(text, previous, whenFields);
    if (answer) return answer;
  }
  // "Cancel the last one" with no reminders in the talk: the last thing the coach did.
  const lastOne =
    !REMINDER_TALK.has(previous?.ask ?? '') && has(core, /^(cancel|scrap|undo) (the )?last (one|thing)( you did)?$/);
  if (lastOne) return { kind: 'undo' };
  // "Wait no, i only learnt the chords, can't play it all the way through yet": a tick taken back,
  // however long the reason.
  if (
    (previous?.ask === 'tickItem' || previous?.ask === 'tickStep') &&
    has(text, UNDO) &&
    has(
      text,
      /\b(?:(?:can'?t|cannot|haven'?t|didn'?t|not) .{0,60}\byet\b|only (?:learnt|learned|did|got|managed|finished))\b/,
    )
  )
    return { kind: 'undo' };
  if (has(text, UNDO) && words.length <= 14) {
    // What was meant instead follows the taking back ("no wait, i meant the 15k"); what comes before
    // it is the reason ("actually nah he'll moan the whole time. undo that").
    const taken = UNDO.exec(text);
    const rest = coreOf(
      text
        .slice(taken ? taken.index + taken[0].length : 0)
        .replace(/^[\s,.!-]+/, '')
        .replace(/^(wrong one|not that one|that'?s wrong)[,.!\s]*/, ''),
    );
    const redo = rest
      .replace(/^(?:(?:that|this|it)[,.!]?\s+)?(?:i meant|i mean|meant|it was|it'?s|the right one is)\s*/, '')
      .trim();
    // ("Only the helmet, gloves are on back order": part of it was done, which is no other thing.)
    if (redo.length > 2 && !/^(that|it|this|please|pls|that one|this one)$/.test(redo) && !/^only\b/.test(redo)) {
      const again = readClause(
        /^(i |the |my )/.test(redo) || ACTS.has(readClause(redo, raw, { ...ctx, previous: null }).kind)
          ? redo
          : `the ${redo}`,
        raw,
        { ...ctx, previous: { ...previous, pending: null } },
      );
      return {
        kind: 'undo',
        phrase: redo,
        ...(again.item ? { item: again.item } : {}),
        ...(again.step ? { step: again.step } : {}),
      };
    }
    return { kind: 'undo' };
  }
  const planWaiting = ctx.planWaiting || previous?.ask === 'plan' || previous?.ask === 'stuck';
  if (
    has(text, /\b(thanks?|thank you|thx|ty|cheers)\b/) &&
    !has(text, /\b(add|accept|plan|yes)\b/) &&
    // "No thanks" to a plan turns it down (below); to anything else it is thanks.
    !(planWaiting && has(text, /^(no|nope|nah)\b/)) &&
    words.length <= 8
  ) {
    return { kind: 'thanks' };
  }
  const affirm =
    (has(core, YES) || has(text, YES)) &&
    words.length <= 8 &&
    !has(text, /\b(but|instead|change|move|make it|just the|maybe|only)\b/) &&
    // "Ok, thank you, that helps" is thanks, not a yes to the plan.
    !(
      has(core, THANKS) &&
      !has(
        text,
        /\b(yes|yeah|yep|yup|sure|add|accept|do it|go ahead|go for it|let'?s|please do|sounds good|looks good)\b/,
      )
    );
  const otherOrder = has(core, /\b(remind|reminder|remove|delete|tick|move|cancel|set|push)\b/);
  // "When would I even do it?" asks about the plan; it does not take it.
  const question = has(text, /^(when|what|how|why|where|who|which)\b/);
  if (
    planWaiting &&
    !otherOrder &&
    !question &&
    (affirm ||
      has(
        text,
        /\b(add|accept|use|take|keep|save) (that|the|this|your) plan\b|\bgo with (that|it|this)\b|\b(yes|yeah),? (do|add) it\b|\bdo it\b/,
      )) &&
    !has(text, /\b(no|not|don'?t)\b/)
  ) {
    return { kind: 'acceptPlan' };
  }
  // "No, not right now, I'm busy": the plan is turned down ("no, change the second step" is an edit).
  if (planWaiting && (has(core, NO) || has(text, NO)) && !otherOrder && words.length <= 8)
    return { kind: 'rejectPlan' };
  if (has(text, THANKS) && words.length <= 8) return { kind: 'thanks' };
  // "Hi coach, how are you doing today": a greeting, then more small talk.
  const afterGreeting = text.replace(
    /^(hi|hey|hello|hiya|yo|morning|evening)(\s+(there|coach|mate))*[\s,!.]+(?=\S)/,
    '',
  );
  if (
    (has(text, SMALL_TALK) || (afterGreeting !== text && has(afterGreeting, SMALL_TALK))) &&
    words.length <= 8 &&
    !has(text, /\b(next|plan|remind|idea|suggest|tick|add|done|did)\b/)
  ) {
    return { kind: 'smallTalk', phrase: text };
  }
  // "Leave it as is", "never mind": nothing to do, and said so.
  if (
    has(
      core,
      /^(nah|no|nope)?[\s,]*(just )?(leave it( as it is| as is| alone| for now)?|keep it( as it is| as is)?|never ?mind|forget (it|that)|it'?s fine( as it is)?|all good|no worries|nothing|not now)[\s!.]*(thanks|lol|for now)?[\s!.]*$/,
    )
  ) {
    return { kind: 'smallTalk', phrase: 'leave it' };
  }
  // "Ok cool. gonna go do some actual work now": a goodbye.
  if (
    has(
      core,
      /\b(gonna|going to|got to|gotta|have to|need to) (go|head off|get back to work|go do (some )?(actual )?work)\b|\b(talk|speak|chat) (to you )?later\b|\bgtg\b/,
    ) &&
    words.length <= 12
  )
    return { kind: 'smallTalk', phrase: 'bye' };
  // "You're kind of mean": the coach asks whether to change its style.
  if (
    has(
      core,
      /\byou'?re (kind of |kinda |a bit |so |really |being )?(mean|harsh|rude|pushy|strict|bossy|too much|annoying|soft|too nice|boring)\b/,
    )
  )
    return { kind: 'style' };
  // "Is it ok for me to start running again next week?": a question for a doctor.
  if (
    has(
      core,
      /\bis it (ok|okay|safe|fine|alright|wise) (for me )?to (start |go back to |get back to )?\w+( \w+)? (again|after|with|so soon|yet)\b|\b(start|go back to) \w+ again\b.*\?/,
    )
  )
    return { kind: 'outOfScope', topic: 'medical', item: { it: true, context: core } };
  // "Should I just delete it?", "does that count for the half too?": asked, not told; the coach checks first.
  const shouldRemove = /\bshould i (just )?(delete|remove|drop|give up on|get rid of|ditch) (.+?)\??$/.exec(core);
  if (shouldRemove) {
    const which = trimPhrase(shouldRemove[3] as string);
    return {
      kind: 'remove',
      confirm: true,
      item: PRONOUN.test(which) ? { it: true, context: core } : ref(which),
    };
  }
  const counts =
    /\b(does|do|would|will|can) (that|this|it) (also )?(count|tick( off)?|cover|work|mean i (did|can tick)) (for |as |towards? )?(.+?)( too| as well| also)?( lol)?\??$/.exec(
      core,
    );
  if (counts) {
    const which = trimPhrase(counts[8] as string);
    if (which && !PRONOUN.test(which)) return { kind: 'tickItem', confirm: true, item: ref(which) };
  }
  // "I can only do weekends" after a plan: the same plan again, on the days the member has.
  const onlyDays =
    /\b(only (do|have|manage|make|get)( it)?( on)? (weekends|saturdays|sundays|weekdays|evenings|weeknights)|(weekends|weekdays|evenings) only|only (free|around|available) (on |at |in )?(the )?(weekends?|weekdays|evenings))\b/.exec(
      core,
    );
  if (onlyDays && previous?.ask === 'plan') {
    return {
      kind: 'plan',
      item: { it: true, context: core },
      phrase: /weekend|saturday|sunday/.test(onlyDays[0]) ? 'weekends' : 'weekdays',
      ...whenFields,
    };
  }
  // "What else?", "any other ones?": more of what the last turn offered.
  if (
    has(
      core,
      /^(what|anything|something|smth|sth) else\b|^(any )?other (ideas|options|ones|things)\b|^more (ideas|options)\b/,
    ) &&
    (words.length <= 6 || has(core, /^what else (have you got|(do|can|could) you (have|suggest|recommend|show me))\b/))
  )
    return previous?.ask === 'next' || previous?.ask === 'progress'
      ? { kind: 'next' }
      : { kind: 'suggest', phrase: '' };
  // "Something creative", "anything outdoors?": ideas of that kind.
  const something =
    /^(maybe |how about |what about |ok |okay )?(something|anything) (?!small|smaller|easy|easier|little|tiny|quick|simple|gentle|else\b|overdue|late\b|due\b|left\b|new\b)(\w+( \w+)?)\??$/.exec(
      core,
    );
  if (something) return { kind: 'suggest', phrase: something[3] as string };
  // "And the piano one a day later", "and the sign up step too": what the last turn changed, done
  // to another (with its own day or time when it says one).
  const sameAgain =
    previous?.did &&
    words.length <= 10 &&
    !text.includes('?') &&
    /^(?:and|also|plus|same (?:for|with)|ditto(?: for)?) (?:the |my )?(.+?)(?: (?:too|as well|also))?(?: (?:i guess|pls|please|then|lol))*[!.]*$/.exec(
      text,
    );
  if (sameAgain && previous?.did && !SAME_REQUEST.test(sameAgain[1] as string)) {
    const did = previous.did;
    const later = laterBy(text);
    const named = trimPhrase(
      cutWhen((sameAgain[1] as string).replace(later?.whole ?? '\0', ' '), when.words)
        .replace(/\b(?:one|step|reminder)\b/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    if (named && !PRONOUN.test(named)) {
      const shift = later?.days;
      const own = when.date || when.time || shift !== undefined;
      const how = own
        ? { ...whenFields, ...(shift !== undefined ? { shift } : {}) }
        : {
            ...(did.date ? { date: did.date } : {}),
            ...(did.time ? { time: did.time } : {}),
            ...(did.shift !== undefined ? { shift: did.shift } : {}),
          };
      return did.kind === 'moveReminder' || did.kind === 'cancelReminder'
        ? { kind: did.kind, reminder: reminderRef(named, text), ...how }
        : { kind: did.kind, item: ref(named), ...how };
    }
  }
  // "And the spanish?", "what about actually going to spain": the last question, about another item.
  const alsoAbout = /^(and what about|what about|how about|same for|and for|and) (the |my )?(actually )?(.+?)\??$/.exec(
    text,
  );
  if (alsoAbout && ['progress', 'plan', 'feasible', 'next'].includes(previous?.ask ?? '') && words.length <= 8) {
    const which = trimPhrase(alsoAbout[4] as string);
    const kind = previous?.ask === 'next' ? 'progress' : (previous?.ask as 'progress' | 'plan' | 'feasible');
    // ("And remind me about it friday" is a new request, not a question about "remind me".)
    if (which && !PRONOUN.test(which) && !SAME_REQUEST.test(which)) return { kind, item: ref(which), ...whenFields };
  }
  for (const [pattern, topic] of OUT_OF_SCOPE) {
    if (has(text, pattern)) return { kind: 'outOfScope', topic, item: { it: true, context: core } };
  }
  // "A bit less brutal, just keep me focused on goals and numbers": the style asked for last.
  const lastAt = (pattern: RegExp) =>
    Math.max(-1, ...[...text.matchAll(new RegExp(pattern.source, 'g'))].map((m) => m.index ?? -1));
  const style = STYLES.map(([pattern, name]) => ({ name, at: lastAt(pattern) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => b.at - a.at)[0]?.name;
  if (
    has(
      text,
      /\b(what|which) (coaching )?styles?\b|\b(coaching )?styles? (are there|do you have|can i)\b|\bstop being (so )?(nice|soft|gentle|mean|harsh)\b/,
    ) &&
    !style
  ) {
    return { kind: 'style' };
  }
  if (
    style &&
    // "Make me a plan but go gentle": a plan, said gently, not a new style.
    !(has(text, /\bplan\b/) && !has(text, /\b(style|coach(ing)?|from now on)\b/)) &&
    (has(
      text,
      /\b(be|style|switch|change|coach|talk|more|less|tone|mode|stop|go|too|want|prefer|can you|could you|need|one|push me|harder|tougher|stricter|harsher|gentler|softer|kinder|just|either|instead|rather)\b/,
    ) ||
      previous?.ask === 'style')
  ) {
    return { kind: 'style', style };
  }

  const reminderWords = /\b(remind\w*|reminders?|nudge|ping me|alert me|notify me|notification)\b/;
  const another = previous?.ask === 'remind' && has(core, /^another (one|reminder)\b/);
  // Right after reminders were listed, set or moved, "bin the camping one" is about a reminder.
  const talk =
    REMINDER_TALK.has(previous?.ask ?? '') &&
    has(
      core,
      /^(?:(?:and|ok|okay|also|then|oh)\s+)*(?:bin|cancel|delete|remove|kill|scrap|drop|ditch|get rid of)\b.*\bone\b/,
    );
  if (has(text, reminderWords) || has(text, /\bdon'?t let me forget\b/) || another || talk) {
    if (
      has(
        text,
        /\b(what|which|show|list|see|any|have i got|do i have|all|upcoming|pending|set up)\b.*\breminders?\b/,
      ) &&
      !has(text, /\b(remind me (to|about|on|at|that)|set (a|an|up a) reminder|add a reminder|new reminder)\b/)
    ) {
      // "Which reminders do I have for running?": those about it.
      const about = /\breminders?\b.*?\b(?:for|about|on|of)\s+(?:my\s+|the\s+)?(.+)$/
        .exec(cutWhen(core, when.words))?.[1]
        ?.replace(/\b(now|then|right now|at the moment|again|please|set|coming up|lol)\b/g, ' ')
        .replace(/[?!.]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return about && !PRONOUN.test(about)
        ? { kind: 'listReminders', item: { words: about } }
        : { kind: 'listReminders' };
    }
    if (
      has(
        text,
        /\b(cancel|delete|remove|stop|turn off|switch off|get rid of|kill|clear|drop|bin|scrap|ditch|don'?t need|no longer need)\b/,
      ) ||
      has(text, /\b(don'?t|do not|no need to|stop) remind/) ||
      // "Forget the reminder about the gym" ("don't let me forget to..." asks for one).
      has(text, /\bforget (about )?(the |my |that |this )?reminders?\b/)
    ) {
      const which =
        after(
          text,
          /\b(?:cancel|delete|remove|stop|turn off|switch off|get rid of|kill|clear|drop|bin|scrap|ditch|forget(?: about)?)\s+/,
        ) ?? after(text, /\b(reminders?|remind me|remind)\b\s*(about|for|of|to|on)?\s*/);
      return {
        kind: 'cancelReminder',
        reminder: reminderRef(which ? cutWhen(which, when.words) : null, text),
        ...whenFields,
      };
    }
    if (
      has(text, /\b(move|change|push|shift|reschedule|make|bump|put|bring)\b/) &&
      (has(text, /\breminders?\b/) || talk)
    ) {
      // "Push my run reminder back a day": from the day it has.
      // "Back a day", "forward a week", and the same said the other way round: "a day later".
      const before = when.date
        ? null
        : /\b(back|forward|later|earlier|on)\s+(?:by\s+)?(a|an|one|two|three|four|five|six|\d{1,2}) (day|week)s?\b/.exec(
            text,
          );
      const later = when.date ? null : laterBy(text);
      const days = before
        ? (NUMBER[before[2] as string] ?? Number(before[2])) *
          (before[3] === 'week' ? 7 : 1) *
          (/forward|earlier/.test(before[1] as string) ? -1 : 1)
        : (later?.days ?? 0);
      const by = before ? { whole: before[0] } : later;
      const verb = /\b(?:move|change|push|shift|reschedule|make|bump|put|bring)\s+/;
      const said = by ? text.replace(by.whole, ' ') : text;
      // What follows a comma is said about it ("back a day, legs need it"), unless the order does.
      const head = said.split(',')[0] ?? '';
      const which = after(verb.test(head) ? head : said, verb);
      return {
        kind: 'moveReminder',
        reminder: reminderRef(which ? cutWhen(which.replace(/\breminders?\b/, ''), when.words) : null, text),
        ...(days ? { shift: days } : {}),
        ...whenFields,
      };
    }
    // "2 weeks before the marathon", "3 days before": that many days before its date.
    const span = /\b(a|one|two|three|four|five|six|\d{1,2}) (day|week)s? before\b/.exec(text);
    const back = span ? (NUMBER[span[1] as string] ?? Number(span[1])) * (span[2] === 'week' ? 7 : 1) : 0;
    const relative =
      (back > 0 && back <= 90 ? `${back} days` : undefined) ??
      /\b(the )?(day|morning|evening|night|week) before\b/.exec(text)?.[2] ??
      (/\b(the day (it'?s|its|it is|they'?re) due|on the day|day of)\b/.test(text) ? 'due' : undefined);
    const about =
      (another ? after(core, /^another (?:one|reminder)\s+(?:for|about|to)?\s*/) : null) ??
      // (Read without the words that say when: "in a couple of hours to check the oven".)
      after(
        withoutWhen(text, when.words),
        /\b(?:remind|nudge|ping|alert|notify)\w*\b(?:\s+me|\s+us)?(?:[\s\S]*?)\s(?:to|about|of|that|re)\s+/,
      ) ??
      // "A reminder for 7 for yoga": read without the time too.
      after(withoutWhen(text, when.words), /\breminder\s+(?:to|about|for|of)\s+/) ??
      after(text, /\bdon'?t let me forget (?:to|about)?\s*/) ??
      // "Remind me a week before the race": what its date is counted back from.
      (relative && relative !== 'due' ? after(text, /\bbefore\s+/) : null) ??
      // "Remind me tmrw 8am dentist": a bare name left once the when is taken out.
      (relative ? null : bareName(text, when.words));
    const step = stepRef(text);
    const verbIt = about ? /^(\w+) (it|that|this|them)$/.exec(cutWhen(about, when.words))?.[1] : undefined;
    return {
      kind: 'remind',
      ...(about !== null && !PRONOUN.test(cutWhen(about, when.words))
        ? { item: ref(cutWhen(about, when.words)) }
        : { item: { it: true } }),
      ...(step ? { step } : verbIt ? { step: { words: verbIt } } : {}),
      ...(relative ? { phrase: relative === 'due' ? 'due' : `${relative} before` } : {}),
      ...whenFields,
    };
  }
  // Right after the reminders were listed or set: "cancel the running one", "move piano to sunday".
  const aboutReminders = REMINDER_TALK.has(previous?.ask ?? '');
  // "Make it later", "a bit earlier": no day or time is said, so the coach asks when.
  const vague =
    !when.time &&
    has(core, /\b(later|earlier|sooner)\b(?! (today|tonight|this|on|at|in|tomorrow)\b)/) &&
    (!when.date || when.words.join() === 'later');
  // "Set the date for spanish to june" right after a reminder is the item's date, not the reminder's.
  const itemDate = has(core, /\b(date|deadline|target)\b/) && !has(core, /\breminders?\b/);
  if (aboutReminders && has(core, /\b(cancel|delete|remove|stop|drop|get rid of|kill|clear)\b/)) {
    const which = after(core, /\b(?:cancel|delete|remove|stop|drop|get rid of|kill|clear)\s+/);
    return { kind: 'cancelReminder', reminder: reminderRef(which, core) };
  }
  if (
    aboutReminders &&
    !itemDate &&
    (when.date || when.time || vague) &&
    has(core, /\b(move|change|push|shift|reschedule|make|bump|put|switch)\b|^(?:the )?\w+ (?:one )?(?:to|on|for) /)
  ) {
    const which = after(core, /\b(?:move|change|push|shift|reschedule|make|bump|put|switch)\s+/) ?? core;
    return {
      kind: 'moveReminder',
      // "The dentist one a bit later": the reminder is "the dentist one".
      reminder: reminderRef(
        cutWhen(
          vague ? which.replace(/(?:\s+(?:a (?:little )?bit|an? \w+))?(?:\s+(?:later|earlier|sooner))?$/, '') : which,
          when.words,
        ),
      ),
      ...(vague ? {} : whenFields),
    };
  }
  // "make it 7pm", "move it to friday" right after a reminder: the reminder moves.
  if (
    previous?.reminderId &&
    (previous.ask === 'remind' || previous.ask === 'moveReminder') &&
    !itemDate &&
    (when.date || when.time || vague) &&
    has(
      core,
      /^(can you |could you |please )?(make|move|change|push|shift|put|set|do|switch|let'?s (do|say)|say|how about|instead|maybe)\b|\binstead\b|^(at )?\d/,
    )
  ) {
    return { kind: 'moveReminder', reminder: { it: true }, ...(vague ? {} : whenFields) };
  }

  // Removing from the list ("cross off" is ticking, not removing).
  const removed =
    /\btake (.+?) off\b/.exec(core)?.[1] ??
    after(core, /\b(?:remove|delete|drop|scrap|ditch|bin|get rid of|forget about)\s+(?!.*\bas done\b)/) ??
    after(core, /\b(?:don'?t|no longer|do not) (?:really )?want to (?:do )?/);
  if (
    removed !== null &&
    removed !== undefined &&
    (has(core, /\b(from|off) (my |the )?(bucket ?list|list|lifelist)\b/) ||
      has(
        core,
        /^(can you |could you |pls |please |just )?(remove|delete|drop|scrap|ditch|get rid of|take|bin|axe|chuck|nuke)\b/,
      ) ||
      has(core, /\b(anymore|any more|no longer|not happening|not doing (it|that))\b/) ||
      has(core, /\btake .+ off\b/)) &&
    !has(core, /\bsteps?\b|\b(date|deadline)\b/) &&
    !has(core, /\?$|\bshould i\b/)
  ) {
    return { kind: 'remove', item: ref(trimPhrase(cutWhen(removed, when.words))) };
  }

  // Adding to the list.
  const title = quoted(raw);
  const askingWhat = has(core, /\bwhat (should|can|could|would) (i|we) add\b/);
  const added = after(core, /\b(?:add|put|stick|pop|save|include|chuck)\s+/) ?? after(core, /\bcan (?:i|you) add\s+/);
  if (
    added !== null &&
    !askingWhat &&
    (has(core, /\b(to|on|onto|in) (my |the )?(bucket ?list|list|lifelist)\b/) ||
      has(core, /^(can you |could you |pls |please )?(add|save|put)\b/)) &&
    !has(core, /\b(step|reminder|date|deadline|plan)s?\b/) &&
    // "Put the squares one back": something put back as it was, not a new item (unless it goes
    // back on the list).
    !has(
      core,
      /^(?:can you |could you |pls |please )?put\b[^,]*?\bback\b(?! (?:on|in|onto) (?:my |the )?(?:bucket ?list|list|lifelist))/,
    )
  ) {
    // "Put kayaking back on my list": kayaking.
    const putBack = has(core, /\b(?:put|pop|stick)\b.*\bback (?:on|in|onto)\b/);
    const cut = title ?? (putBack ? cutWhen(added, when.words).replace(/\s+back$/, '') : cutWhen(added, when.words));
    // "Add learn to make sushi, aim for november": added, and dated (readAll splits the two).
    const dateTail =
      /[,\s]*(?:and |,)?\s*(?:aim(?:ing)? for|by|target(?:ing)?|deadline|before|for)?(?:\s|\p{Extended_Pictographic}|\uFE0F)*$/u;
    // Only a target ("by june", "aim for november", "next spring"), never a day it might be done on.
    const target =
      when.date && !title && (when.span === 'month' || has(core, /\b(by|aim(ing)? for|target|deadline|before)\b/));
    const privacy = privacyOf(core);
    // "Add skydiving, just for me": who sees it is no part of its name.
    const named = privacy
      ? cut
          .replace(
            /\s*(?:but |and )?(?:keep (?:it|this) |make (?:it|this) |as )?(?:private\w*|(?:only|just) (?:my )?(?:friends|followers)|just(?: for me)?|only(?: for)?(?: me)?|friends only|public\w*)\b.*$/,
            '',
          )
          .trim() || cut
      : cut;
    const phrase = target ? named.replace(dateTail, '').trim() || named : named;
    return {
      kind: 'add',
      item: ref(phrase),
      phrase,
      ...(target ? { date: when.date } : {}),
      ...(privacy ? { privacy } : {}),
    };
  }

  // "Is 3 weeks enough", "can I do it by March", "is that realistic": how long the goal takes.
  if (
    has(
      core,
      /^(is|are|would|will|could|can|do you think)\b.*\b(enough( time)?|realistic|doable|possible|feasible|too (soon|short|little|tight|ambitious)|achievable|long enough)\b|^(can|could) i (realistically |really )?(do|finish|manage|make|run|learn|reach|get|complete|walk|swim|cycle|climb) (.+ )?(in|within) (\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (day|week|month|year)s?\b|^(can|could) i (realistically |really )?(do|finish|manage|make|run|learn|reach|get|complete) .+ (by|before)\b/,
    )
  ) {
    // What the question is about: "enough for the half", "to learn spanish", "can i run the marathon by".
    const cut = cutWhen(core, when.words);
    const named =
      /\b(?:enough|realistic|doable|possible|feasible|achievable)(?: time)? (?:for|to) (.+)$/.exec(cut)?.[1] ??
      /^(?:can|could) i (?:realistically |really )?(.+?)(?: (?:in|within) (?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:day|week|month|year)s?\b.*|\?)?$/.exec(
        cut,
      )?.[1] ??
      null;
    const about = named
      ? trimPhrase(
          named.replace(
            /\b(?:(?:in|within) )?(\d+|a|an|one|two|three|four|five|six) (days?|weeks?|months?|years?)\b/g,
            ' ',
          ),
        )
          .replace(/^(train|training|get ready|prepare) (for )?/, '')
          .replace(/^(a|an|the|my) /, '')
          .trim()
      : '';
    const span =
      /\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (day|week|month|year)s?\b/.exec(
        core,
      );
    const count = span ? (NUMBER[span[1] as string] ?? Number(span[1])) : 0;
    const unit = span ? ({ day: 1, week: 7, month: 30, year: 365 } as Record<string, number>)[span[2] as string] : 0;
    return {
      kind: 'feasible',
      item: about ? ref(about) : { it: true, context: core },
      ...whenFields,
      ...(span && count && unit ? { shift: Math.min(3660, count * (unit as number)) } : {}),
    };
  }
  // "When would I even do it?": where the item the last turn was about stands, with its dates.
  if (has(core, /^(so )?(when|what day|which day) (would|will|do|should|can|shall|am) i\b/) && words.length <= 10)
    return { kind: 'progress', item: { it: true, context: core } };
  // A question about one item: "how many steps left on spanish", "am i on track for the half",
  // "how's my spanish going".
  const itemAsked =
    /\bhow many steps (are )?(left|to go|remaining|do i have( left)?) (on|for|in|of) (.+)$/.exec(core)?.[5] ??
    /\b(?:am i|are we) on track (?:for|with) (.+)$/.exec(core)?.[1] ??
    /^how('?s| is| are) (?:my |the )?(?!(?:it|things|everything) )(.+?) (?:going|coming along|coming on|looking|progressing|getting on)\b/.exec(
      core,
    )?.[2] ??
    /\bhow (?:far|much) (?:have i got|have i|am i|did i get) (?:with|on|into) (.+)$/.exec(core)?.[1] ??
    // "What's the next step for spanish", "what should i do next on the marathon".
    /\bwhat(?:'?s| is) (?:my |the )?(?:next|first) step (?:for|on|in|of|with) (.+)$/.exec(core)?.[1] ??
    /\bwhat (?:should|do|can|shall) i do (?:next|first) (?:for|on|in|with|about) (.+)$/.exec(core)?.[1] ??
    // "What's the first thing i should do for spanish", "what's the first thing to do for the marathon".
    /\bwhat(?:'?s| is) (?:the )?(?:first|next) thing (?:(?:i|we) (?:should|need to|have to|must|can) |to )?do (?:for|on|in|with|about) (.+)$/.exec(
      core,
    )?.[1] ??
    // "What date did i set for spanish", "when is the marathon due".
    /\bwhat (?:date|deadline|target date) (?:did i set|have i set|did i give|is set|have i got|do i have) (?:for|on) (.+)$/.exec(
      core,
    )?.[1] ??
    /^when(?:'?s| is) (?:my |the )?(.+?) due$/.exec(core)?.[1] ??
    // "How am i doing with the half marathon", "how is it going with spanish".
    /^how(?:'?s| is| am| are) (?:i|it|things|we) (?:doing|going|getting on) (?:with|on) (.+)$/.exec(core)?.[1] ??
    null;
  const asked = itemAsked?.replace(/[?!.]+$/, '').replace(/\s+(now|then|again|please|pls)$/, '');
  if (asked && PRONOUN.test(asked)) return { kind: 'progress', item: { it: true, context: core } };
  if (asked && !/^(things|life|everything|you|we|i)$/.test(asked)) {
    return { kind: 'progress', item: ref(asked) };
  }
  if (
    has(
      core,
      /\bhow many steps (are )?(left|to go|remaining)\b|\bhow long (is|'?s) (that|it|this)\b|\bhow (far|long) away\b|\bhow many (days|weeks|months) (until|till|to go|left)\b/,
    )
  ) {
    return { kind: 'progress', item: { it: true, context: core } };
  }
  if (
    has(
      core,
      /\b(how many|how much of|have i (done|ticked|finished|completed)|what('?s| have) i (done|ticked|finished)|what did i (do|tick|finish|complete|achieve|cross)|my progres+|getting anywhere|am i (on track|getting anywhere|doing ok))\b/,
    )
  ) {
    return { kind: 'progress' };
  }
  // A question about ticking is not an order: "does this tick off visit spain too?"
  // "Did it!" on its own says it was done.
  const asking =
    has(core, /^(does|do|should|would|will|can|could|is|are|did) (this|that|it|i|they)\b(?![\s!.]*$)/) ||
    has(core, /^(?:um+ |uh+ |erm |wait |hmm+ )*(why|how come)\b/);

  // Ticking off, or taking a tick back.
  const step = stepRef(text, previous);
  // "Why is pottery ticked?? never went": a tick the member did not make, taken back.
  const whyTicked =
    /^(?:um+ |uh+ |erm |wait |hang on |hmm+ )*(?:why|how come) (?:is|has|was|are) (?:my )?(.+?) (?:been )?(?:ticked|marked|done|complete|completed|checked)\b/.exec(
      core,
    );
  if (whyTicked && has(core, /\b(never|didn'?t|did not|not|haven'?t|cancel+ed|wasn'?t)\b/)) {
    const which = trimPhrase(whyTicked[1] as string);
    return { kind: 'untickStep', item: PRONOUN.test(which) ? { it: true } : ref(which) };
  }
  const untick = has(
    text,
    /\b(untick|un-tick|uncheck|unmark|not (actually )?done|mark (it|that|.+) as not done|isn'?t done|wasn'?t done)\b/,
  );
  if (untick) {
    // "Mark the marathon as not done": the marathon.
    const item =
      ownerOf(text) ??
      after(text, /\b(?:untick|un-tick|uncheck|unmark)\s+/) ??
      /\bmark (?!(?:it|that|this) as)(.+?) as not done\b/.exec(text)?.[1] ??
      null;
    return { kind: 'untickStep', ...(step ? { step } : {}), item: item === null ? { it: true } : ref(item) };
  }
  const tickVerb =
    /\b(tick(ed)?( it| that| this)?( off)?|check(ed)? off|cross(ed)? (it |that |this )?off|(tick|cross|check)(ed)? (\S+ ){1,5}off\b|mark(ed)? (it |that |this )?(as )?(done|complete|completed|finished)|mark(ed)?\s)/;
  const verbs = new RegExp(`\\b${DONE_VERBS}\\b`);
  const doneSaid = new RegExp(
    `\\b(i|we|i'?ve|we'?ve|i have|we have|just|finally|already|officially)\\s+(?:just\\s+|finally\\s+|actually\\s+|already\\s+|officially\\s+)?${DONE_VERBS}\\b`,
  );
  const doneFirst = new RegExp(`^(?:just |finally |yay |woo+ |omg |guess what,? )?${DONE_VERBS}\\b`);
  // "Didn't", "haven't yet", "still need to" before the verb undo it; "can't feel my legs" after it does not.
  // "Tick off spanish, can't believe it": a command to tick is the verb too.
  const verbAt = Math.min(verbs.exec(text)?.index ?? text.length, tickVerb.exec(text)?.index ?? text.length);
  // Only what leads up to the verb counts, from the last "but": "haven't touched it, but I did finally ...".
  const negated = has(
    text
      .slice(0, verbAt)
      .split(/\bbut\b/)
      .at(-1) ?? '',
    // "Can't believe I finally ran it", "can't stop smiling": joy, not a negation.
    /\b(didn'?t|did not|haven'?t|have not|hasn'?t|not yet|still (need|have) to|never|couldn'?t|won'?t|can'?t(?! (believe|stop smiling))|wasn'?t able|have yet to|going to|gonna|will|want to|wanna|need to|plan to|hoping to)\b/,
  );
  const future =
    when.date !== undefined &&
    when.date > ctx.today &&
    has(
      core,
      /\b(in (\d|a |an |one|two|three|a few)|next|tomorrow|from now|will|going to|gonna|coming|this (week|weekend|month))\b/,
    );
  // "25 books done 📚", "sheet music ✅", "the shoes came finally": what was done, then that it is.
  const doneAfter =
    /^(?:the |my )?(.+?) ✅/u.exec(core.replace(/\s*(?:✅|✔️|✔|☑️)/gu, ' ✅')) ??
    /^(?:the |my )?(.+?) (?:is |are |'s |r )?(?:all |finally |officially |now )?(?:done|finished|complete|completed|sorted|booked|ticked|nailed|smashed|crushed|came|arrived)(?: (?:finally|at last|today|yesterday|this morning|last night|now|lol|yay|woo+|haha+))*(?:[\s!.,]|\p{Extended_Pictographic}|\uFE0F)*$/u.exec(
      core,
    );
  const afterName = doneAfter?.[1]?.replace(/^(?:oh|and|also|finally)\s+/, '').trim() ?? '';
  const doneName =
    afterName &&
    !/^(i|i'?m|im|we|we'?re|you|it|that|this|everything|all|so|totally|completely|i'?ve|we'?ve|just)$/.test(
      afterName,
    ) &&
    !/\b(not|never|hasn'?t|haven'?t|hadn'?t|isn'?t|wasn'?t|aren'?t|weren'?t|didn'?t|still|yet|nearly|almost|half)\b/.test(
      afterName,
    ) &&
    afterName.split(' ').length <= 6
      ? afterName
      : '';
  const ticking =
    Boolean(doneName) ||
    has(core, tickVerb) ||
    has(text, doneSaid) ||
    has(core, doneFirst) ||
    has(core, /\b(is|are|'s) (done|finished|complete|booked|sorted)\b|^(done|finished|did it|all done)\b/);
  // "Hit me", "got you": a verb of doing with a person after it is not something done.
  const toPerson = has(core, new RegExp(`\\b${DONE_VERBS}\\s+(me|us|you|him|them)\\b(?!\\s+(a|an|the|my|some)\\b)`));
  if (ticking && !negated && !asking && !toPerson && !(future && !has(core, tickVerb))) {
    const phrase =
      (doneName && !has(core, tickVerb) ? doneName : null) ??
      after(core, /\b(?:tick(?:ed)?|check(?:ed)?|cross(?:ed)?)\s+(?:off\s+)?/) ??
      after(core, /\bmark(?:ed)?\s+/) ??
      // An activity's own verb stays in what was done ("swam in the ocean"); "did", "finished" go.
      /\b((?:swam|ran|climbed|hiked|cycled|visited|saw|flew|sailed|skied|dived|went to|went on) .+)$/.exec(core)?.[1] ??
      after(core, new RegExp(`\\b${DONE_VERBS}\\s+(?:it\\s+|off\\s+)?`)) ??
      /^(.+?) (?:is|are|'s) (?:done|finished|complete|booked|sorted)\b/.exec(core)?.[1] ??
      null;
    const owner = step ? ownerOf(text) : null;
    if (step) return { kind: 'tickStep', step, item: owner === null ? { it: true } : ref(owner) };
    // "Cross it off", "tick the novel off": the particle is not part of what was done.
    const trimmed =
      phrase === null
        ? null
        : cutWhen(phrase, when.words)
            .replace(/\s*\boff\s*$/, '')
            .trim();
    const cleaned = trimmed === null ? null : trimmed.replace(/\b(it|that|this)$/, '').trim() || trimmed;
    // Booking, buying or signing up is a step towards a goal, not the goal: the step it names.
    const prep = new RegExp(`\\b${PREP_VERBS}\\b`).exec(text);
    // "Booked my practical for 20th june": the booking is made and the date is when the thing
    // happens; passing it is still to come (a step about booking it is what is done).
    if (prep && /^(?:booked|reserved)$/.test(prep[0]) && when.date && cleaned && !PRONOUN.test(cleaned)) {
      return { kind: 'setDate', item: ref(cleaned), phrase: 'booked', ...whenFields };
    }
    if (prep && (!cleaned || PRONOUN.test(cleaned) || /^(already|too|as well|today|yesterday)$/.test(cleaned))) {
      return { kind: 'tickStep', item: { it: true, context: core }, step: { words: prep[0] } };
    }
    if (prep && cleaned && !PRONOUN.test(cleaned)) {
      return { kind: 'tickStep', item: ref(cleaned), step: { words: `${prep[0]} ${cleaned}` } };
    }
    // "I did it!", "done": what the previous turn was about.
    return { kind: 'tickItem', item: cleaned === null ? { it: true } : ref(cleaned) };
  }

  // Dates: "set a target date of 1 september for my spanish goal", "move surfing to june", "push it back a week".
  const dateVerb =
    /\b(set|change|move|push|pull|bring|make|put|give (it|\w+ one|\w+) an? (date|deadline)|shift|reschedule|update|extend|take)\b/;
  const dateNoun = /\b(target date|deadline|due date|date|due|target)\b/;
  const planWords =
    /\b(plan|steps|break (it|this|that) down|how do i|help me|ideas|suggest\w*|recommend\w*|what (should|can|could|would) (i|we))\b/;
  // "Push it back two weeks": from the date it has.
  const shift =
    /\b(back|forward|on|later|earlier)? ?(?:by )?(a|an|one|two|three|four|\d{1,2}) (day|week|month)s?( later| earlier| back| forward)?\b/.exec(
      core,
    );
  // "Push it back" without how far: the coach asks how far.
  if (
    !shift &&
    !when.date &&
    has(core, /\b(push|move|shift|bump|put)\s+(it|that|this|\w+(?: \w+)?)\s+(back|later|forward|earlier)\b/) &&
    !has(core, /\breminders?\b/)
  ) {
    const what = /\b(?:push|move|shift|bump|put)\s+(.+?)\s+(?:back|later|forward|earlier)\b/.exec(core)?.[1] ?? 'it';
    return {
      kind: 'setDate',
      item: PRONOUN.test(what) ? { it: true, context: core } : ref(what),
      phrase: /forward|earlier/.test(core) ? 'how far earlier' : 'how far',
    };
  }
  if (
    shift &&
    !when.date &&
    has(core, /\b(push|move|shift|bump|put|pull|bring)\b.*\b(back|forward|later|earlier|by)\b/)
  ) {
    const n =
      ({ a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 } as Record<string, number>)[shift[2] as string] ??
      Number(shift[2]);
    const days =
      n * (shift[3] === 'week' ? 7 : shift[3] === 'month' ? 30 : 1) * (/earlier|forward/.test(core) ? -1 : 1);
    // "Push it a week later": what is moved, without how far.
    const phrase =
      after(core.replace(shift[0].trim(), ' '), /\b(?:push|move|shift|bump|put|pull|bring)\s+/)
        ?.replace(/\b(back|forward|later|earlier|by)\b.*$/, '')
        .trim() ?? '';
    return {
      kind: 'setDate',
      item: phrase ? ref(phrase) : { it: true, context: core },
      shift: days,
    };
  }
  // "Aim for next june", "ugh ok give me till sunday": the date of what the talk is about.
  const itsDate =
    /^(?:(?:ok|okay|ugh|fine|then|so|right|alright|hmm|yeah|yea)\s+)*(?:aim(?:ing)? for|shoot for|give me (?:till|until|to)|let'?s (?:say|aim for|go for))\b/;
  if (when.date && has(core, itsDate)) {
    const rest = trimPhrase(
      withoutWhen(core, when.words)
        .replace(itsDate, ' ')
        .replace(/\s+(?:the|a)\s*$/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    // ("Give me till sunday for the lisbon trip": that one.)
    return {
      kind: 'setDate',
      item: rest && !PRONOUN.test(rest) ? ref(rest) : { it: true, context: core },
      ...whenFields,
    };
  }
  // "Let's say october for japan", "the dinner party this saturday instead", "convo partner by the end of next month".
  const dateCue =
    /^(?:let'?s (?:say|do|go for|aim for|make it)|how about|what about|can (?:we|you|i) (?:do|have|make it)|make it)\b|\b(?:aim(?:ing)? for|shoot(?:ing)? for|instead|by)\b/;
  // With only a cue ("what about friday"), a date is about something named, never "it" alone.
  const cuedName =
    (when.date || when.clear) && has(core, dateCue)
      ? trimPhrase(
          withoutWhen(core, when.words)
            .replace(dateCue, ' ')
            .replace(/\b(instead|then|pls|please|thing|the (?:date|day)|for|by|to|on)\b/g, ' ')
            // "Spanish by the end of next month": the article of the when.
            .replace(/\s+(?:the|a)\s*$/, '')
            .replace(/\s+/g, ' ')
            .trim(),
        )
      : '';
  const named =
    Boolean(cuedName) &&
    !PRONOUN.test(cuedName) &&
    // "At this rate i might hit 50 by the end of summer" guesses; it asks for nothing.
    !has(
      core,
      /\b(i|we) (might|may|could|will|'ll|would|should|think|guess|reckon)\b|\bi'll\b|\bat this rate\b|\bprobably\b/,
    ) &&
    // A wish with a date ("i'd really like to learn sign language by june") is for a plan.
    !has(
      core,
      /\b(i want|i wanna|i'?d (really )?(like|love)|i would (really )?(like|love)|i hope|i'?m hoping|my goal)\b/,
    );
  if (
    (when.date || when.clear) &&
    (has(core, dateVerb) ||
      has(core, dateNoun) ||
      named ||
      has(
        core,
        /\b(i want to|i wanna|i'?d like to|aim to|aiming to|plan to|hoping to|going to|gonna|need to)\b.*\b(by|in)\b/,
      )) &&
    !has(core, /^(what|when|which|how|is|are|do|does|did|have|has)\b(?! about)/) &&
    !has(core, planWords) &&
    // "Anything due this weekend?" asks what is due; it dates nothing.
    !has(
      core,
      /^(?:is there |are there |do i have |have i got )?(?:anything|something|what'?s|what is) (?:due|coming up)\b/,
    )
  ) {
    // Looked for without the words that say when: "by the end of the year" names no item.
    const bare = withoutWhen(core, when.words);
    // "The club one, move it to fri": what "it" is, said first.
    const said =
      /^(?:the |my )?([\w' ]{2,40}?)(?: one)?,\s*(?:move|push|set|change|put|make|shift|bring)\s+(?:it|that)\b/.exec(
        core,
      )?.[1];
    const phrase =
      // "...so can you put that as a date for the wetsuit thing": what the date is for.
      after(bare, /\b(?:date|deadline) (?:for|on)\s+(?=(?:my|the|our)\s(?!end of\b))/) ??
      (said && !PRONOUN.test(said) ? said : null) ??
      after(bare, /\b(?:for|of|on)\s+(?=(?:my|the|our)\s(?!end of\b))/) ??
      after(
        core,
        /\b(?:move|push|pull|bring|shift|reschedule|change|set|update|extend|give)\s+(?!(?:a|the|my)?\s*(?:target|deadline|due))/,
      ) ??
      after(
        core,
        /\b(?:i want to|i wanna|i'?d like to|aim to|aiming to|plan to|hoping to|going to|gonna|need to)\s+(?:have\s+)?/,
      );
    // Said without a verb for it: what is left once the cue, the when and the fillers are gone.
    if (phrase === null && named) return { kind: 'setDate', item: ref(cuedName), ...whenFields };
    // "Give it a deadline of june": "it", not "it a".
    const cutItem = phrase
      ? cutWhen(phrase.replace(/\b(?:(?:a|an|the|my|its) )?(target date|deadline|due date|date)\b.*$/, ''), when.words)
      : '';
    // "Bring it forward, she doesn't want to fly late": "it".
    const item = /^(?:it|that|this|them)\b/.test(cutItem) ? '' : cutItem;
    return {
      kind: 'setDate',
      ...(step
        ? { step, item: refOrIt(ownerOf(cutWhen(text, when.words))) }
        : { item: item ? ref(item) : { it: true, context: core } }),
      ...(has(text, /\b(my|his|her|our|their) (birthday|anniversary|wedding|graduation)\b/) && when.span === 'month'
        ? { phrase: 'which day' }
        : {}),
      // "Make it the 20th": a day of the month the date is already in.
      ...(when.words.length === 1 && /^(?:on )?the \d{1,2}(?:st|nd|rd|th)?$/.test(when.words[0] ?? '')
        ? { phrase: `day ${/\d{1,2}/.exec(when.words[0] ?? '')?.[0]}` }
        : {}),
      ...whenFields,
    };
  }

  // Plans.
  const planCue =
    /\b(plan|planning|roadmap|schedule for|steps|break (it|this|that|.+) (down|into)|how (do|should|can|would|could) i (start|begin|get started|go about|prepare|train|get ready|actually)|get (me )?ready for|train(ing)? for|prepare for|help me (get|start|do|achieve|reach|with|finally|actually)|where do i (even )?(start|begin)|how to (start|begin|get started)|make (me )?(a |one )?(plan )?for|(a (good |best |decent )?|(the )?(good|best) )first steps? (for|to|towards|in))\b/;
  const wish =
    /\b(i want to|i wanna|i'?d (really )?like to|i would like to|i'?m going to|i'?m gonna|my goal is to|i'?m hoping to|i hope to|aiming to|i aim to)\s+/;
  // "No motivation to train for the 10k": being stuck, not asking for a plan.
  const unmotivated = has(core, /\b(no|lost (my |all )?|don'?t have (the |any )?|zero) motivation\b/);
  if (!unmotivated && (has(core, planCue) || (has(core, wish) && (when.date || has(core, /\b(how|help)\b/))))) {
    const phrase =
      /\bbreak down (.+?) into\b/.exec(core)?.[1] ??
      after(core, /\b(?:plan|planning)\s+(?:out\s+)?(?:for\s+|to\s+|my\s+)?/) ??
      after(core, /\bsteps (?:for|to)\s+/) ??
      after(core, /\bbreak\s+(?=.+\b(down|into)\b)/)?.replace(/\s+(down|into)\b.*$/, '') ??
      after(core, /\b(?:train(?:ing)?|prepare|get (?:me )?ready) for\s+/) ??
      after(core, /\bmake (?:me )?(?:a |one )?(?:plan )?for\s+/) ??
      after(
        core,
        /\bhow (?:do|should|can|would|could) i (?:start|begin|get started|go about|actually)?\s*(?:with\s+|on\s+)?/,
      ) ??
      after(core, /\bhelp me (?:get started with|start|do|achieve|reach|with|finally|actually)?\s*/) ??
      // "What's a good first step for learning to surf", "where do i even begin with piano".
      after(core, /\bfirst steps? (?:for|to|towards|in)\s+/) ??
      after(core, /\bwhere do i (?:even )?(?:start|begin) (?:with|on)\s+/) ??
      after(core, wish);
    let cut = phrase === null ? null : cutWhen(phrase.replace(/^(it|that|this)\s+(out|for me)\b.*$/, 'it'), when.words);
    // "Make me a plan but go gentle": what follows is how, not what; the item is said elsewhere.
    if (cut && /^(but|and|so|though|tho|pls|please|ok)\b/.test(cut)) cut = null;
    // "Thinking of walking the camino, what are the steps": the goal is in the wish.
    if (!cut || PRONOUN.test(cut)) {
      const wished =
        /\b(?:thinking (?:of|about)|i (?:want|wanna|'d like|would like|need) to|i wanna|planning to|planning on|hoping to|my goal is to)\s+(.+?)(?:[,.!?]|\s(?:how|what|where|can you|could you)\b|$)/.exec(
          core,
        )?.[1];
      if (wished) cut = cutWhen(wished, when.words);
    }
    const named = cut && !PRONOUN.test(cut) ? ref(cut) : undefined;
    return {
      kind: 'plan',
      // "Plan the 2nd one": a card of the last reply, with no words of its own to plan.
      ...(named
        ? { item: named, ...(named.card ? {} : { phrase: cut as string }) }
        : { item: { it: true, context: core } }),
      // "The date's already on there": the item's own date, not the words around it.
      ...(has(core, /\bdate'?s? (is )?already\b/) ? {} : whenFields),
    };
  }

  // A question about what is late: "what's overdue", "what am i slacking on", "what have i been putting off".
  if (
    has(
      core,
      /\b(what'?s?|which|anything|any)\b.*\b(overdue|late|behind( on)?|slacking( on)?|neglect\w*|putting off|put off|ignor\w*|missed|past (its|their) dates?|let (\w+ )?slide|slipp(ed|ing)|drop(ped)? the ball|fallen behind|forgotten about|forgot about)\b/,
    ) ||
    has(core, /^(am i|are we) (behind|late)\b/)
  ) {
    return { kind: 'next', phrase: 'overdue' };
  }
  // Something small after a hard moment: the smallest step, not a menu.
  if (
    words.length <= 6 &&
    has(
      core,
      /\b(something|anything|one thing|a step|start) (small|smaller|easy|easier|little|tiny|quick|simple|gentle)\b|\b(small|tiny|easy|baby) steps?\b/,
    )
  ) {
    return previous?.ask === 'stuck'
      ? { kind: 'stuck', mood: 'low', item: { it: true, context: core } }
      : { kind: 'suggest', phrase: 'easy' };
  }

  if (has(text, LOW)) return { kind: 'stuck', mood: 'low', ...stuckAbout(core, previous) };
  if (has(text, STUCK)) return { kind: 'stuck', ...stuckAbout(core, previous) };
  if (negated && ticking) return { kind: 'stuck', ...stuckAbout(core, previous) };

  if (
    has(
      text,
      /\b(how am i doing|how'?m i doing|how (am i|are we) getting on|my progress|progress|how far (have i|along)|how many (have i|did i|things|items)|what have i (done|achieved|ticked|completed)|stats|summary|recap|status update|where am i at|where i'?m at|am i on track|on track)\b/,
    )
  ) {
    return { kind: 'progress' };
  }
  // A question about one item: "when's my surf lesson thing due again", "what's left on spanish".
  if (
    has(
      core,
      /\b(when('?s| is| was| are)|what date|what day|what('?s| is) (left|next) (on|for)|how long (until|till|do i have)|timeline|look(s)? like now|where am i with|status of)\b/,
    )
  ) {
    const about = core
      .replace(
        /\b(when('?s| is| was| are)?|what date|what day|what('?s| is)|left|next|on|for|how long|until|till|do i have|due|again|my|the|thing|is|it)\b/g,
        ' ',
      )
      .replace(/\s+/g, ' ')
      .trim();
    // "What does my list look like now": the whole list.
    const named = about.replace(/\b(what|does|do|bucket|list|lifelist|look|looks|like|now|so far)\b/g, ' ').trim();
    return named ? { kind: 'progress', item: ref(about) } : { kind: 'progress' };
  }
  const horizon = has(text, /\b(today|tonight|now|this (morning|afternoon|evening))\b/)
    ? 'today'
    : has(text, /\bweekend|saturday|sunday\b/)
      ? 'weekend'
      : has(text, /\bweek\b/)
        ? 'week'
        : has(text, /\b(month|summer|spring|autumn|winter)\b/)
          ? 'month'
          : undefined;
  if (
    has(
      text,
      /\b(what('?s| is)? next|what now|and (then|after that|next)|after that|then what|what (should|do|can|shall|could) i (do|tackle|focus on|work on|start|pick|get done|go for|try|aim for)|what to do|(have i got|do i have|is there) (anything|something|stuff) (due|coming up|on)|(anything|something) (i|we) (can|could) do\b.*\b(my|the) (bucket ?)?list|(anything|what'?s) (due|coming up)|which (one|item|thing|goal)( on my list)? (first|next|should)|pick (something|one)( for me)?|where (should|do) i start|i'?m bored|bored|free (time|day|evening|afternoon|weekend)|got (some|a few|\d+) (hours?|minutes?|mins)|slacking)\b/,
    )
  ) {
    const wants = has(text, /\b(idea|ideas|suggest|recommend|new)\b/);
    const place = placeOf(text);
    if (!wants) return { kind: 'next', ...(horizon ? { horizon } : {}), ...(place ? { place } : {}) };
  }
  if (
    has(
      text,
      /\b(idea|ideas|suggest\w*|recommend\w*|inspir\w*|something (to do|new|fun|different|cheap|free)|things to do|stuff to do|what could i|fancy doing|looking for)\b/,
    )
  ) {
    return { kind: 'suggest', phrase: wantsOf(text), ...(horizon ? { horizon } : {}), ...placeField(text) };
  }
  // "Ooh the first one", "and the 2nd too" after ideas were shown (or one was just added from them): added.
  const pick =
    /^(?:and |also |oh |ooh+ |yes |yeah |ok )*(?:the )?(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)(?: one| idea)?(?: too| as well| also)?(?: (?:why not|pls|please|lol|then))*$/.exec(
      core.replace(/[?!.]+$/, ''),
    );
  if (pick && (previous?.ask === 'suggest' || (previous?.ask === 'add' && (previous.cards?.length ?? 0) > 1))) {
    const n = ORDINALS[pick[1] as string] ?? 0;
    return { kind: 'add', item: { card: n === -1 ? (previous.cards?.length ?? 1) : n + 1 }, phrase: pick[1] as string };
  }
  // "Bungee jumping then", "skydiving instead" after an add: that one added.
  const insteadAdd = previous?.ask === 'add' ? /^(.{3,60}?) (then|instead)$/.exec(core.replace(/[!.]+$/, '')) : null;
  if (insteadAdd && !PRONOUN.test(insteadAdd[1] as string) && !when.date) {
    const phrase = trimPhrase(insteadAdd[1] as string);
    if (phrase) return { kind: 'add', item: ref(phrase), phrase };
  }
  // A follow-up that leaves its verb out: "and 'see a show on broadway'", "cool and the lights for next october".
  const last = previous?.ask;
  if (
    last &&
    last !== 'checkin' &&
    CONTINUES.has(last) &&
    words.length <= 12 &&
    (title || when.date || when.time || /^(and|also|plus|same for|oh and)\b/.test(text))
  ) {
    const rest = title ?? cutWhen(core.replace(/^(and|also|plus|same for|oh and)\s+/, ''), when.words);
    // "By july pls" after an idea was added: its date.
    const bareRest = rest
      .replace(
        /\b(by|for|in|on|before|please|pls|plz|then|aim for|target|it|that|this|one|yeah|yes|yep|ok|okay|lol|thanks|ta)\b/g,
        '',
      )
      .replace(/[!.,]+/g, '')
      .trim();
    if ((when.date || when.clear) && !title && !bareRest && last !== 'remind') {
      return { kind: 'setDate', item: { it: true, context: core }, ...whenFields };
    }
    if (rest) {
      if (last === 'add') return { kind: 'add', item: ref(rest), phrase: rest };
      if (last === 'setDate' && (when.date || when.clear)) {
        return { kind: 'setDate', item: { words: rest, it: true, context: core }, ...whenFields };
      }
      if (last === 'remind' && (when.date || when.time)) return { kind: 'remind', item: ref(rest), ...whenFields };
    }
  }
  // A wish for something to do, however it is put: ideas.
  if (
    has(
      core,
      /\b(what can (i|we) do|what could (i|we) do|what should (i|we) (add|try)|anything (to do|fun|new|cool|adventurous)|anything (i|we) (can|could|might) do|stuff (i|we) can do|things (i|we) can do|i need (a|an|some)|i want (a|an|some|to (try|do) something)|adventure|adrenaline|thrill\w*|relaxing|romantic|for (a|my|our) (family|kids|date|birthday|anniversary|\d+(st|nd|rd|th))|bucket list ideas|to do (in|on|with|for)|(things|stuff|ideas|activities) (for|to|i|we)|what should i add|what (can|could) i add)\b/,
    )
  ) {
    return { kind: 'suggest', phrase: wantsOf(text), ...(horizon ? { horizon } : {}), ...placeField(text) };
  }
  // A bare name ("surfing?", "the marathon"): the coach asks what to do about it.
  if (words.length <= 4) {
    // "No. 2", "the second one" after a list of ideas: that card, and the coach asks what to do with it.
    const card = itemRef(core.replace(/[?!]+$/, ''), previous);
    if (card.card) return { kind: 'unclear', item: card };
    return { kind: 'unclear', item: { words: trimPhrase(core), context: core } };
  }
  return { kind: 'unclear', item: { it: true, context: core } };
}

/** "This evening" before "evening": each when phrase is taken out whole. */
const longestFirst = (words: string[]) => [...words].sort((a, b) => b.length - a.length);

/** What follows "remind me" once the when is taken out, when it is a bare name ("dentist"). */
function bareName(text: string, whenWords: string[]) {
  const verb = /\b(?:remind|nudge|ping|alert|notify)\w*\b(?:\s+(?:me|us)\b)?/.exec(text);
  // "Remind me tmrw 8am, dentist": the comma is not part of the name.
  const rest = verb ? withoutWhen(text.slice(verb.index + verb[0].length), whenWords).replace(/^[\s,.:;-]+/, '') : '';
  if (!/^[a-z][\w' -]*$/.test(rest)) return null;
  if (/^(the|on|when|at|in|a|an|every|each|again|please|pls|later|soon|its?|that|this|to|about)\b/.test(rest))
    return null;
  return trimPhrase(rest) || null;
}

/** A clause without the words that said when, left otherwise as it was. */
function withoutWhen(text: string, whenWords: string[]) {
  return longestFirst(whenWords)
    .reduce((out, w) => out.replace(w.trim(), ' '), text)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A phrase without the words that said when. */
function cutWhen(phrase: string, whenWords: string[]) {
  let out = phrase;
  for (const w of longestFirst(whenWords)) {
    const whole = w.trim();
    // A phrase may have lost the last word of a date already ("2 years from now" → "2 years from").
    const cut = whole.replace(/\s+\S+$/, '');
    if (out.includes(whole)) out = out.replace(whole, ' ');
    else if (cut.includes(' ') && out.trimEnd().endsWith(cut)) out = out.trimEnd().slice(0, -cut.length);
  }
  return trimPhrase(out.replace(/\s+/g, ' ').trim());
}

function reminderRef(which: string | null, clause = which ?? ''): ItemRef {
  const recent =
    /\b(i|you) (just |recently )?(made|set|added|created|asked for)\b|\b(just|recently) (made|set|added|created)\b/.test(
      clause,
    );
  const ref = reminderWords(which);
  return recent ? { ...(ref.words ? {} : ref), recent: true } : ref;
}

function reminderWords(which: string | null): ItemRef {
  const w = which
    ?.replace(
      /\b(reminders?|remind(?:ing)? me|please|for|about|of|on|at|the|one|my|it to|to|ones?|i just made|i made|just set|(i |you )?(just |recently )?(made|set|added|created|asked for)( just now| a minute ago| earlier)?)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  if (!w || PRONOUN.test(w) || /^it\b/.test(w)) return { it: true };
  const ord = /^(first|second|third|last|1st|2nd|3rd)$/.exec(w);
  if (ord) {
    const n = ORDINALS[ord[1] as string] ?? 0;
    return { card: n === -1 ? 10 : n + 1 };
  }
  return { words: w };
}

function stuckAbout(text: string, previous: CoachMemory | null): Pick<Ask, 'item'> {
  const phrase =
    /(?<!\p{L})["“'‘]([^"”'’]{3,99})["”'’](?!\p{L})/u.exec(text)?.[1] ??
    after(text, /\bbeen meaning to\s+/) ??
    after(text, /\bi said i(?:'?d| would)\s+/) ??
    after(text, /\b(?:putting|put|pushing) (?:off|back)\s+/) ??
    after(text, /\b(?:avoiding|procrastinating(?: on| about| with)?)\s+/) ??
    after(text, /\b(?:keep (?:skipping|missing|bailing on|dropping)|(?:giving|give) up on)\s+/) ??
    after(text, /\b(?:motivation (?:to|for))\s+/) ??
    // "I didn't tick off the marathon", "can't cross off spanish yet": what was not done.
    after(
      text,
      /\b(?:didn'?t|couldn'?t|haven'?t|can'?t|won'?t|wasn'?t able to)\s+(?:tick(?:ed)?|cross(?:ed)?|check(?:ed)?|mark(?:ed)?)\s+(?:it\s+|that\s+)?off\s+/,
    ) ??
    after(text, /\bcan'?t (?:seem to |get myself to |bring myself to )?(?:start |do |get going on )?/) ??
    after(text, /\bstuck (?:on|with)\s+/) ??
    after(text, /\bhaven'?t (?:touched|done|started|practised|practiced)\s+(?:the\s+|my\s+)?/);
  // "Everything", "the list", "yet" ("haven't ticked it off yet") name no item.
  if (
    !phrase ||
    /^(everything|all of (it|them)|anything|stuff|things|it all|yet|(my |the )?(bucket ?)?list)$/.test(phrase)
  )
    return {};
  // "For the 10k anymore": how long it has been so is not part of the name.
  // "Train for the 10k": the goal is the 10k.
  const r = itemRef(
    phrase
      .replace(/\s+(anymore|any more|these days|lately|at the moment|right now)$/, '')
      .replace(/^(train|training|prepare|preparing|practise|practice|work|working) (for|on|towards) /, ''),
    previous,
  );
  return { item: r.words ? { ...r, context: text } : r };
}

/** Words that follow "in" without naming a place ("in the morning", "in general", "in my area" is near me). */
const NOT_PLACES =
  /^(the )?(morning|afternoon|evening|night|meantime|general|mind|life|time|order|bed|progress|advance|person|public|private|total|case|fact|return|particular|summer|winter|spring|autumn|january|february|march|april|may|june|july|august|september|october|november|december|a|an|it|that|this|there|here|my|your|our|one|two|three|\d)\b/;

/**
 * The place a request names, as said ("in edinburgh", "near lisbon", "near me", "around my area"):
 * the coach reads it against the catalogue's places and the gazetteer when it answers.
 */
function placeOf(text: string): string | undefined {
  const cut = text
    .replace(/[?!.,;:]+/g, ' ')
    .replace(/\b(this|next|on|at the|the) (weekend|week|month|morning|afternoon|evening|saturday|sunday)\b/g, ' ')
    .replace(/\b(today|tonight|tomorrow|now|soon|please|for me)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (/\b(near me|nearby|near here|around here|close by|in my area|around me|locally)\b/.test(cut)) return 'near me';
  const m = cut.match(/\b(in|near|around|close to|outside)\s+([a-z][a-z' -]{1,40})$/);
  if (!m?.[1] || !m[2] || NOT_PLACES.test(m[2])) return undefined;
  return `${m[1]} ${m[2].trim()}`;
}
const placeField = (text: string) => {
  const place = placeOf(text);
  return place ? { place } : {};
};

/** What kind of idea a request asks for: the request without its asking words. */
function wantsOf(text: string) {
  return (
    text
      .replace(/[?!.,;:]+/g, ' ')
      // Where is the place's ("near me"), not the kind of idea.
      .replace(/\b(near me|nearby|near here|around here|close by|in my area|around me|locally)\b/g, ' ')
      // Spare time is when, not what ("got a free afternoon"); "free things" are free of charge.
      .replace(
        /\b((i'?ve |i )?(got|have) )?(an? )?(free|spare) (morning|afternoon|evening|night|day|weekend|\w+day|hour|hours|time)\b|\b(i'?m|im|i am) free\b/g,
        ' ',
      )
      .replace(
        /\b(can you|could you|please|give me|show me|i want|i'?d like|any|some|suggest\w*|recommend\w*|ideas?|for|me|something|things|stuff|to do|inspir\w*|what could i do|fancy doing|looking for|do you have)\b/g,
        ' ',
      )
      .replace(/\s+/g, ' ')
      .trim()
      // "Any ideas what to do": nothing is left of the kind.
      .replace(/^what$/, '')
  );
}

/** A short reply to the coach's question: the candidate it names, a place in the list, a date, yes or no. */
function answerTo(
  text: string,
  previous: CoachMemory,
  whenFields: Pick<Ask, 'date' | 'time' | 'clearDate'>,
): Ask | null {
  const pending = previous.pending;
  if (!pending) return null;
  const core = coreOf(text);
  if (has(text, NO) && text.split(' ').length <= 4) return { kind: 'choose', phrase: 'no' };
  if (pending.field === 'confirm') {
    // "Ok sign me up for the race pls" is an order of its own, not a yes to the question.
    const rest = text
      .replace(/[^\p{L}\p{N}' ]/gu, ' ')
      .replace(
        /\b(yes|yeah|yea|yep|yup|ya|sure|ok|okay|alright|please|pls|plz|do it|do that|go ahead|go for it|go on|add it|add that|tick it|tick that|mark it|it|that|done|off|both|thanks|thank you|ty|thx|lol|cool|great|perfect|fine|good|sounds good|absolutely|definitely|of course|why not|and|then|as|too|is|was|correct|right|exactly|that'?s it|yes please)\b/g,
        ' ',
      )
      .trim();
    if (rest.split(/\s+/).filter(Boolean).length >= 2) return null;
    return has(text, YES) || has(core, YES) ? { kind: 'choose', phrase: 'yes' } : null;
  }
  if (pending.ask.kind === 'style') {
    const style =
      STYLES.find(([pattern]) => has(text, pattern))?.[1] ??
      (/\btough|hard|strict|harsh/.test(text)
        ? 'tough_love'
        : /\bgoal|number|focus/.test(text)
          ? 'goal_oriented'
          : /\bgentle|kind|soft|nice/.test(text)
            ? 'gentle_encouragement'
            : undefined);
    return style ? { kind: 'style', style } : null;
  }
  if (pending.field === 'date' && pending.ask.phrase?.startsWith('how far')) {
    // "Like 3 months", "a couple of weeks" answering "how far?".
    const amount =
      /\b(a|an|one|two|three|four|five|six|a couple of|couple|a few|few|\d{1,2}) (day|week|month)s?\b/.exec(core);
    if (amount) {
      const n =
        (
          {
            a: 1,
            an: 1,
            one: 1,
            two: 2,
            three: 3,
            four: 4,
            five: 5,
            six: 6,
            'a couple of': 2,
            couple: 2,
            'a few': 3,
            few: 3,
          } as Record<string, number>
        )[amount[1] as string] ?? Number(amount[1]);
      const days = n * (amount[2] === 'week' ? 7 : amount[2] === 'month' ? 30 : 1);
      return { kind: 'choose', phrase: `shift ${pending.ask.phrase === 'how far earlier' ? -days : days}` };
    }
  }
  if (pending.field === 'date') {
    // "The 14th", or "14" alone, answering "which day in June?": that day of that month.
    const dayOnly = /^(?:the |on the )?(\d{1,2})(?:st|nd|rd|th)?$/.exec(core)?.[1];
    if (dayOnly && !whenFields.date && Number(dayOnly) >= 1 && Number(dayOnly) <= 31)
      return { kind: 'choose', phrase: `day ${dayOnly}` };
    if (!(whenFields.date || whenFields.clearDate || whenFields.time)) return null;
    return { kind: 'choose', ...whenFields, ...(dayOnly ? { phrase: `day ${dayOnly}` } : {}) };
  }
  if (has(core, YES) && core.split(' ').length <= 3) return null;
  if (pending.field === 'step') return { kind: 'choose', step: { words: core } };
  // The first clause answers: "the full marathon, the half is enough for now" ("no. 2" is one).
  const first = (core.replace(/\bno\. ?(?=\d)/, 'no ').split(/[,.;!?]|\s-\s/)[0] ?? core)
    .trim()
    .replace(/^(?:(?:it'?s|i meant|i mean) )?the (?=one )/, '')
    .replace(ONE_ABOUT, '');
  // "Not japan, the other one", "the full one" (not the half): the one of two offered that is left.
  const offered = previous.cards ?? [];
  if (offered.length === 2) {
    const not = /\bnot (?:the )?(\w+)/.exec(core)?.[1];
    const lower = offered.map((card) => card.title.toLowerCase());
    let pick = -1;
    if (not && /\bother\b/.test(core)) pick = lower.findIndex((t) => !t.includes(not));
    else if (/\b(?:the )?other(?: one)?\b/.test(core) && previous.itemId)
      pick = offered.findIndex((card) => card.itemId && card.itemId !== previous.itemId);
    else if (/\bfull\b/.test(core) && lower.some((t) => t.includes('half')))
      pick = lower.findIndex((t) => !t.includes('half'));
    if (pick >= 0 && lower.filter((_, i) => i !== pick).length === 1)
      return { kind: 'choose', item: { card: pick + 1 }, ...whenFields };
  }
  const ord =
    /^(?:the |number |no\.? ?|#)?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last|one|two|three|four|five|\d)(?: one)?\b/.exec(
      first,
    );
  if (ord) {
    const n = ORDINALS[ord[1] as string] ?? Number(ord[1]) - 1;
    return { kind: 'choose', item: { card: n === -1 ? (previous.cards?.length ?? 1) : n + 1 }, ...whenFields };
  }
  if (pending.field === 'what') {
    // "For saturday ye" answering "what should I add?" says when, not what: the question stands.
    const said_ = first
      .replace(
        /\b(for|on|by|at|this|next|coming|the|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tonight|tomorrow|weekend|week|month|morning|afternoon|evening|yeah|yes|ok|okay|pls|please|then|lol)\b|[\d:.,!?]+/g,
        ' ',
      )
      .trim();
    if (!said_ && (whenFields.date || whenFields.time)) return { kind: 'choose', ...whenFields };
    const words = trimPhrase(first.replace(/^(the|it'?s|i meant|i mean|meant|oh|um+|erm|uh)\s+/, ''));
    return words ? { kind: 'choose', item: { words, context: core }, ...whenFields } : null;
  }
  const words = trimPhrase(first.replace(/^(the|it'?s|i meant|i mean|meant|oh|um+|erm|uh)\s+/, ''));
  return words ? { kind: 'choose', item: { words, context: first }, ...whenFields } : null;
}
