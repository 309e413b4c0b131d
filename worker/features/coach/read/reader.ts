import type { CoachingStyle } from '../../../contracts/coach';
import type { Ask, CoachMemory, ItemRef, StepRef } from '../../../contracts/coach-ask';
import { readWhen } from '../dates';
import { foreignLanguage } from './language';
import { normalise, ORDINALS } from './words';

/** What the reader knows besides the words: the member's calendar and the previous turn. */
export type ReadContext = {
  today: string;
  monthFirst: boolean;
  country: string | null;
  /** What the coach kept of its last reply. */
  previous: CoachMemory | null;
};

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** A pronoun or nothing at all: the phrase means what the previous turn was about. */
const PRONOUN = /^(it|that|this|that one|this one|them|those|these|the one|same|the same one|one)$/;

const CRISIS =
  /\b(kill myself|killing myself|suicid\w*|end it all|end my life|don'?t want to (live|be alive|be here)|self[- ]harm|hurt myself|no reason to live)\b/;
const LOW =
  /\b(feel(ing)?|i'?m|im|been) (so |really |pretty |kind of |kinda )?(down|low|sad|depressed|rubbish|crap|awful|terrible|useless|like a failure|hopeless|overwhelmed|burnt out|burned out|exhausted|flat|lonely|stressed)\b|\b(what'?s the point|giving up on everything|hate myself|i suck|i'?m a failure)\b/;
const STUCK =
  /\b(stuck|procrastinat\w*|unmotivated|no motivation|lost (my )?motivation|motivat\w+ me|can'?t (seem to |get myself to |bring myself to |be bothered)|keep (putting|pushing) (it |this |that )?(off|back)|putting (it |this |that )?off|put (it |this |that )?off|avoiding|lazy|demotivated|overwhelm\w*|no time|too busy|behind on|falling behind|not getting anywhere|never (get|actually)|don'?t know where to (start|begin)|scared to start|afraid to start|nervous about|freaking out)\b/;
const THANKS =
  /^(thanks?( you)?|thank u|thx|ty|tysm|cheers|ta|much appreciated|appreciate (it|that|you)|great,? thanks?|perfect,? thanks?|awesome,? thanks?|brilliant,? thanks?|nice,? thanks?|cool,? thanks?|ok(ay)?,? thanks?|lovely,? thanks?|that'?s (great|perfect|helpful|brilliant|amazing),? thanks?)\b/;
const SMALL_TALK =
  /^(hi|hey|hello|hiya|yo|sup|howdy|good (morning|afternoon|evening)|morning|evening|how are you|how'?s it going|how r u|what'?s up|whats up|who are you|what are you|are you (a bot|real|human|an ai)|what can you do|what do you do|help|lol|haha+|ok(ay)?|cool|nice|great|awesome|good|k|hmm+|you'?re (great|the best|amazing|funny)|love you|bye|goodbye|good ?night|see you|later|nm|not much)\b/;

const OUT_OF_SCOPE: [RegExp, Ask['topic']][] = [
  [
    /\b(weather|forecast|will it (rain|snow|be sunny)|is it (going to|gonna) (rain|snow)|temperature|how (hot|cold|warm) (is|will))\b/,
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
    /\b(my (friend|wife|husband|partner|sister|brother|mum|mom|dad|boyfriend|girlfriend|colleague|boss|son|daughter|flatmate|roommate)'?s? (list|plans?|goals?|bucket list|progress)|@\w+'?s? (list|plans?)|(another|other) (member|user|person)'?s? (list|plans?|goals?|data)|what (is|are) (\w+ )?(doing|planning) on (their|his|her) list|show me (\w+)'s list)\b/,
    'people',
  ],
  [
    /\b(should i (see|go to|call) (a |my )?(doctor|gp|physio)|is it safe (for me )?to|diagnos\w*|medication|medicine|dosage|dose of|prescri\w+|symptoms?|pain in my|my \w+ hurts|hurts when|what (pills|tablets)|blood pressure|heart rate zone|injur(y|ed)\b.*\b(treat|heal|recover)|how (long|soon) (until|before|till) i can (run|train|exercise))\b/,
    'medical',
  ],
];

const STYLES: [RegExp, CoachingStyle][] = [
  [
    /\b(tough love|tougher|harder on me|be hard(er)?|stricter|be strict|push me( harder)?|kick (me|my)|no excuses|drill sergeant|don'?t go easy|stop being (so )?(nice|soft|gentle))\b/,
    'tough_love',
  ],
  [
    /\b(gentle|gentler|softer|kinder|be nice(r)?|go easy|easy on me|less harsh|too harsh|too pushy|encouraging|encouragement|supportive|be kind)\b/,
    'gentle_encouragement',
  ],
  [
    /\b(goal[- ]?oriented|goal[- ]focused|more numbers|numbers and dates|stats|data[- ]driven|results[- ]focused|just the facts|straight to the point|more structured|focus on (goals|results|numbers))\b/,
    'goal_oriented',
  ],
];

const YES =
  /^(yes|yeah|yep|yup|ya|yas|sure|ok(ay)?|alright|sounds (good|great|perfect)|perfect|great|good|fine|do it|go for it|go ahead|let'?s do (it|this)|add (it|that|them|the plan|this plan)|accept|accepted|looks (good|great|fine)|love it|that works|works for me|deal|please do|yes please|absolutely|definitely|cool)\b/;
const NO =
  /^(no|nope|nah|not (now|yet|really)|no thanks|no thank you|don'?t|cancel|never ?mind|forget it|skip( it)?|pass)\b/;
const UNDO =
  /^(undo|revert|oops|whoops|no wait|wait,? no|wait|hang on|not that( one)?|wrong one|that'?s (wrong|not right|not what i (meant|said|asked))|take (that|it) back|scratch that|cancel that|actually no|no,? (that'?s )?not|no,? i meant|i meant|i didn'?t mean)\b|\bundo\b|\bput it back\b|\bchange it back\b/;

/** The words after a verb phrase, up to a clause that says when or why. */
function after(text: string, pattern: RegExp) {
  const m = pattern.exec(text);
  if (!m) return null;
  const rest = text.slice(m.index + m[0].length);
  return trimPhrase(rest);
}

/** A phrase without what says when, how it felt or what else was said. */
function trimPhrase(phrase: string): string {
  return (
    phrase
      .split(
        /[.!?;]|,\s*(?:and |but |so |then |because |it |which )|\s(?:because|since|cos|coz|but|so that|so i|lol|haha|omg)\b|\s-\s/,
      )[0]
      ?.replace(/\b(to|from|on|off|onto|in) (my |the )?(bucket ?list|list|lifelist)\b.*$/, '')
      .replace(/\b(as )?(done|complete|completed|finished)\b.*$/, '')
      .replace(/\b(for|on|by|at|in|this|next|tomorrow|today|tonight|yesterday|last) .*$/, (m) =>
        /^(for|in) (my|the|a) /.test(m) ? m : '',
      )
      .replace(/^(about|to|that|of|the|my|our|a|an|with|doing|do|on|for)\s+/g, '')
      .replace(/^(about|to|that|of|the|my|our|a|an|with|doing|do|on|for)\s+/g, '')
      .replace(/\s+(please|pls|plz|thanks|thank you|now|again|too|already|anymore|any more|for me|lol)$/g, '')
      .replace(/\s+for the (first|1st) time\b.*$/, '')
      .replace(/\s+(yesterday|last night|earlier|this morning|at last|finally)$/g, '')
      .replace(/\s+(to|for|on|at|by|and|one)$/g, '')
      .replace(/["'.,!?]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() ?? ''
  );
}

/** Which item a phrase names: "it"/"that" the previous turn's, "the second one" a card, else words. */
function itemRef(phrase: string | null, previous: CoachMemory | null): ItemRef | undefined {
  if (phrase === null) return undefined;
  const p = phrase.replace(/^(the |my |that |this )/, '').trim();
  if (!p || PRONOUN.test(phrase.trim()) || PRONOUN.test(p)) return { it: true };
  const card =
    /^(?:the )?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last|one|two|three)(?: one| idea| card| item| suggestion)?$/.exec(
      p,
    );
  if (card && previous?.cards?.length) {
    const n = ORDINALS[card[1] as string] ?? 0;
    return { card: n === -1 ? previous.cards.length : n + 1 };
  }
  return { words: p };
}

/** Which step: "the first step", "step 2", "the last one", "the next step", or its words. */
function stepRef(text: string): StepRef | undefined {
  const ord =
    /\b(?:the )?(first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th|6th|last|final) (?:step|task|thing|bit|item on (?:the|my) (?:plan|checklist)|one)\b/.exec(
      text,
    );
  if (ord) return { index: ORDINALS[ord[1] as string] ?? 0 };
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
  const m = /\b(?:step|task|one|bit)s? (?:of|for|on|in|from) (.+)$/.exec(text);
  return m ? trimPhrase(m[1] as string) : null;
}

/** What a "tick" message is about, after its verb. */
const DONE_VERBS =
  '(?:did|done|finished|completed|complete|booked|bought|got|signed up (?:for|to)|registered(?: for)?|joined|went(?: to| on)?|visited|saw|ran|climbed|passed|sorted|ordered|watched|read|made|tried|learned|learnt|hiked|swam|cycled|cooked|baked|wrote|paid for|found|picked|chose|applied (?:for|to)|enrolled in|started|reached|hit|nailed|smashed|crushed|achieved|managed)';

/** What is done on the way to a goal: "booked the lesson" ticks the step that books it. */
const PREP_VERBS =
  '(?:booked|bought|ordered|signed up|registered|found|picked|chose|applied|enrolled|paid|reserved|got (?:my|the|a)|sorted)';

/**
 * Reads a member's message into one ask, from its words and the previous turn: the local reader,
 * used on its own (locally, in tests, without Workers AI) and when the model is slow or wrong.
 */
export function readLocally(message: string, ctx: ReadContext): Ask {
  const raw = message.trim();
  const text = normalise(raw);
  const when = readWhen(text, ctx.today, ctx.monthFirst, ctx.country);
  const whenFields = {
    ...(when.date ? { date: when.date } : {}),
    ...(when.time ? { time: when.time } : {}),
    ...(when.clear ? { clearDate: true } : {}),
  };
  const previous = ctx.previous;
  const words = text.split(' ').filter(Boolean);

  if (!text.replace(/[^\p{L}\p{N}]/gu, '')) return { kind: 'unclear' };
  const language = foreignLanguage(text);
  if (language) return { kind: 'foreign', language };
  if (has(text, CRISIS)) return { kind: 'stuck', mood: 'crisis' };

  // An answer to the coach's own question comes first: "the spanish one", "the first", "friday".
  if (previous?.pending && words.length <= 8 && !has(text, /\b(remind|add|remove|delete|plan|undo)\b/)) {
    const answer = answerTo(text, previous, whenFields);
    if (answer) return answer;
  }
  if (has(text, UNDO) && words.length <= 12) {
    const rest = text.replace(UNDO, '').replace(/^[\s,.!-]+/, '');
    const redo = /^(?:i meant|the|it was|it'?s|meant)?\s*(.+)$/.exec(rest)?.[1];
    return redo && redo.length > 2 && !/^(that|it|this|please)$/.test(redo)
      ? { kind: 'undo', item: { words: trimPhrase(redo) } }
      : { kind: 'undo' };
  }
  const planProposed = previous?.ask === 'plan' || previous?.ask === 'stuck';
  if (planProposed && has(text, YES) && words.length <= 10 && !has(text, /\b(but|instead|change|move|make it)\b/)) {
    return { kind: 'acceptPlan' };
  }
  if (planProposed && has(text, NO) && words.length <= 6) return { kind: 'rejectPlan' };
  if (has(text, THANKS) && words.length <= 8) return { kind: 'thanks' };
  if (has(text, SMALL_TALK) && words.length <= 6 && !has(text, /\b(next|plan|remind|idea|suggest|tick|add)\b/)) {
    return { kind: 'smallTalk', phrase: text };
  }
  for (const [pattern, topic] of OUT_OF_SCOPE) if (has(text, pattern)) return { kind: 'outOfScope', topic };
  const style = STYLES.find(([pattern]) => has(text, pattern))?.[1];
  if (
    style &&
    has(text, /\b(be|style|switch|change|coach|talk|more|less|tone|mode|stop|go|too|want|prefer|can you|could you)\b/)
  ) {
    return { kind: 'style', style };
  }

  const reminderWords = /\b(remind\w*|reminders?|nudge|ping me|alert me|notify me|notification)\b/;
  if (has(text, reminderWords) || has(text, /\bdon'?t let me forget\b/)) {
    if (
      has(
        text,
        /\b(what|which|show|list|see|any|have i got|do i have|all|upcoming|pending|set up)\b.*\breminders?\b/,
      ) &&
      !has(text, /\b(remind me (to|about|on|at|that)|set (a|an|up a) reminder|add a reminder|new reminder)\b/)
    ) {
      return { kind: 'listReminders' };
    }
    if (
      has(
        text,
        /\b(cancel|delete|remove|stop|turn off|switch off|get rid of|kill|clear|drop|don'?t need|no longer need)\b/,
      ) ||
      has(text, /\b(don'?t|do not|no need to|stop) remind/)
    ) {
      const which = after(text, /\b(reminders?|remind me|remind)\b\s*(about|for|of|to|on)?\s*/);
      return { kind: 'cancelReminder', reminder: reminderRef(which, previous), ...whenFields };
    }
    if (has(text, /\b(move|change|push|shift|reschedule|make|bump|put)\b/) && has(text, /\breminders?\b/)) {
      const which = after(text, /\breminders?\b\s*(about|for|of|to|on)?\s*/);
      return { kind: 'moveReminder', reminder: reminderRef(which, previous), ...whenFields };
    }
    const about =
      after(
        text,
        /\b(?:remind|nudge|ping|alert|notify)\w*\s+(?:me\s+|us\s+)?(?:again\s+)?(?:to|about|of|that|re)\s+/,
      ) ??
      after(text, /\breminder\s+(?:to|about|for|of)\s+/) ??
      after(text, /\bdon'?t let me forget (?:to|about)?\s*/);
    const step = stepRef(text);
    return {
      kind: 'remind',
      ...(about !== null ? { item: itemRef(cutWhen(about, when.words), previous) } : { item: { it: true } }),
      ...(step ? { step } : {}),
      ...whenFields,
    };
  }
  // Right after the reminders were listed or set: "cancel the running one", "move piano to sunday".
  const aboutReminders = ['listReminders', 'remind', 'moveReminder', 'cancelReminder'].includes(previous?.ask ?? '');
  if (aboutReminders && has(text, /\b(cancel|delete|remove|stop|drop|get rid of|kill|clear)\b/)) {
    const which = after(text, /\b(?:cancel|delete|remove|stop|drop|get rid of|kill|clear)\s+/);
    return { kind: 'cancelReminder', reminder: reminderRef(which, previous) };
  }
  if (
    aboutReminders &&
    (when.date || when.time) &&
    has(text, /\b(move|change|push|shift|reschedule|make|bump|put|switch)\b/)
  ) {
    const which = after(text, /\b(?:move|change|push|shift|reschedule|make|bump|put|switch)\s+/);
    return {
      kind: 'moveReminder',
      reminder: reminderRef(which ? cutWhen(which, when.words) : null, previous),
      ...whenFields,
    };
  }
  // "make it 7pm", "move it to friday" right after a reminder: the reminder moves.
  if (
    previous?.reminderId &&
    (previous.ask === 'remind' || previous.ask === 'moveReminder') &&
    (when.date || when.time) &&
    has(
      text,
      /^(actually |no,? |ok,? |can you |could you |please )?(make|move|change|push|shift|put|set|do|switch|let'?s (do|say)|say|how about|instead|maybe)\b|\binstead\b/,
    )
  ) {
    return { kind: 'moveReminder', reminder: { it: true }, ...whenFields };
  }

  // Removing from the list ("cross off" is ticking, not removing).
  const removed =
    after(text, /\b(?:remove|delete|drop|scrap|ditch|bin|get rid of|take)\s+(?!.*\bas done\b)/) ??
    after(text, /\b(?:don'?t|no longer|do not) (?:really )?want to (?:do )?/);
  if (
    removed !== null &&
    (has(text, /\b(from|off) (my |the )?(bucket ?list|list|lifelist)\b/) ||
      has(text, /^(please |can you |could you )?(remove|delete|drop|scrap|ditch|get rid of)\b/) ||
      has(text, /\b(anymore|any more|no longer)\b/)) &&
    !has(text, /\bsteps?\b/)
  ) {
    return { kind: 'remove', item: itemRef(cutWhen(removed, when.words), previous) };
  }

  // Adding to the list.
  const added = after(text, /\b(?:add|put|stick|pop|save|include|chuck)\s+/) ?? after(text, /\bcan (?:i|you) add\s+/);
  if (
    added !== null &&
    (has(text, /\b(to|on|onto|in) (my |the )?(bucket ?list|list|lifelist)\b/) ||
      has(text, /^(please |can you |could you |ok |yes |and )?(add|save)\b/)) &&
    !has(text, /\b(step|reminder|date|deadline)s?\b/)
  ) {
    return { kind: 'add', item: itemRef(cutWhen(added, when.words), previous), phrase: cutWhen(added, when.words) };
  }

  // Ticking off, or taking a tick back.
  const negated = has(
    text,
    /\b(didn'?t|did not|haven'?t|have not|hasn'?t|not yet|still (need|have) to|never|couldn'?t|won'?t|can'?t|wasn'?t able)\b/,
  );
  const untick = has(
    text,
    /\b(untick|un-tick|uncheck|unmark|not (actually )?done|mark (it|that|.+) as not done|isn'?t done|wasn'?t done)\b/,
  );
  const step = stepRef(text);
  if (untick) {
    const item = ownerOf(text) ?? after(text, /\b(?:untick|un-tick|uncheck|unmark)\s+/);
    return { kind: 'untickStep', ...(step ? { step } : {}), item: itemRef(item, previous) ?? { it: true } };
  }
  const tickVerb =
    /\b(tick(ed)?( off)?|check(ed)? off|cross(ed)? (it |that |this )?off|mark(ed)? (it |that |this )?(as )?(done|complete|completed|finished)|mark(ed)?\s)/;
  const doneSaid = new RegExp(
    `\\b(i|we|i'?ve|we'?ve|i have|we have|just|finally|already)\\s+(?:just\\s+|finally\\s+|actually\\s+|already\\s+|officially\\s+)?${DONE_VERBS}\\b`,
  );
  const doneFirst = new RegExp(`^(?:just |finally |yay |woo+ |omg |guess what,? )?${DONE_VERBS}\\b`);
  if (
    !negated &&
    (has(text, tickVerb) ||
      has(text, doneSaid) ||
      has(text, doneFirst) ||
      has(text, /\b(is|are|'s) (done|finished|complete|booked|sorted)\b/))
  ) {
    const phrase =
      after(text, /\b(?:tick(?:ed)?|check(?:ed)?|cross(?:ed)?)\s+(?:off\s+)?/) ??
      after(text, /\bmark(?:ed)?\s+/) ??
      // An activity's own verb stays in what was done ("swam in the ocean"); "did", "finished" go.
      /\b((?:swam|ran|climbed|hiked|cycled|visited|saw|flew|sailed|skied|dived|went to|went on) .+)$/.exec(text)?.[1] ??
      after(text, new RegExp(`\\b${DONE_VERBS}\\s+(?:it\\s+|off\\s+)?`)) ??
      /^(.+?) (?:is|are|'s) (?:done|finished|complete|booked|sorted)\b/.exec(text)?.[1] ??
      null;
    const owner = step ? ownerOf(text) : null;
    if (step) return { kind: 'tickStep', step, item: itemRef(owner, previous) ?? { it: true } };
    const cleaned = phrase === null ? null : cutWhen(phrase, when.words);
    // Booking, buying or signing up is a step towards a goal, not the goal: the step it names.
    const prep = new RegExp(`\\b${PREP_VERBS}\\b`).exec(text);
    if (prep && cleaned)
      return {
        kind: 'tickStep',
        item: itemRef(cleaned, previous) ?? { it: true },
        step: { words: `${prep[0]} ${cleaned}` },
      };
    // "I did it!", "done": what the previous turn was about.
    return { kind: 'tickItem', item: itemRef(cleaned, previous) ?? { it: true } };
  }

  // Dates: "set a target date of 1 september for my spanish goal", "move surfing to june", "push it back a week".
  const dateVerb = /\b(set|change|move|push|pull|bring|make|put|give|shift|reschedule|update|extend)\b/;
  const dateNoun = /\b(target date|deadline|due date|date|due|target)\b/;
  if (
    (when.date || when.clear) &&
    (has(text, dateVerb) ||
      has(text, dateNoun) ||
      has(text, /\b(i want to|i'?d like to|aim to|aiming to|plan to|hoping to|going to|gonna)\b.*\bby\b/))
  ) {
    if (!has(text, /\b(plan|steps|break (it|this|that) down|how do i|help me)\b/)) {
      const phrase =
        after(text, /\b(?:for|of|on)\s+(?=(?:my|the|our)\s)/) ??
        after(
          text,
          /\b(?:move|push|pull|bring|shift|reschedule|change|set|update|extend)\s+(?!(?:a|the|my)?\s*(?:target|deadline|due))/,
        ) ??
        after(text, /\b(?:i want to|i'?d like to|aim to|aiming to|plan to|hoping to|going to|gonna)\s+/);
      const item = phrase ? cutWhen(phrase.replace(/\b(target date|deadline|due date|date)\b.*$/, ''), when.words) : '';
      return {
        kind: 'setDate',
        ...(step
          ? { step, item: itemRef(ownerOf(text), previous) ?? { it: true } }
          : { item: itemRef(item, previous) ?? { it: true } }),
        ...whenFields,
      };
    }
  }

  // Plans.
  const planCue =
    /\b(plan|planning|roadmap|schedule for|steps|break (it|this|that|.+) (down|into)|how (do|should|can|would|could) i (start|begin|get started|go about|prepare|train|get ready|actually)|get (me )?ready for|train(ing)? for|prepare for|help me (get|start|do|achieve|reach|with|finally|actually)|where do i (start|begin)|how to (start|begin|get started))\b/;
  const wish =
    /\b(i want to|i wanna|i'?d (really )?like to|i would like to|i'?m going to|i'?m gonna|my goal is to|i'?m hoping to|i hope to|aiming to|i aim to)\s+/;
  if (has(text, planCue) || (has(text, wish) && (when.date || has(text, /\b(how|help)\b/)))) {
    const phrase =
      after(text, /\b(?:plan|planning)\s+(?:for\s+|to\s+|out\s+|my\s+)?/) ??
      after(text, /\bsteps (?:for|to)\s+/) ??
      after(text, /\bbreak\s+(?=.+\b(down|into)\b)/)?.replace(/\s+(down|into)\b.*$/, '') ??
      after(text, /\b(?:train(?:ing)?|prepare|get (?:me )?ready) for\s+/) ??
      after(
        text,
        /\bhow (?:do|should|can|would|could) i (?:start|begin|get started|go about|actually)?\s*(?:with\s+|on\s+)?/,
      ) ??
      after(text, /\bhelp me (?:get started with|start|do|achieve|reach|with|finally|actually)?\s*/) ??
      after(text, wish);
    const cut = phrase === null ? null : cutWhen(phrase, when.words);
    return {
      kind: 'plan',
      ...(cut ? { item: itemRef(cut, previous), phrase: cut } : { item: { it: true } }),
      ...whenFields,
    };
  }

  if (has(text, LOW)) return { kind: 'stuck', mood: 'low', ...stuckAbout(text, previous) };
  if (has(text, STUCK) && !negated) return { kind: 'stuck', ...stuckAbout(text, previous) };
  if (has(text, STUCK) || (negated && has(text, /\b(again|still|yet|this week|at all)\b/)))
    return { kind: 'stuck', ...stuckAbout(text, previous) };

  if (
    has(
      text,
      /\b(how am i doing|how'?m i doing|how (am i|are we) getting on|my progress|progress|how far (have i|along)|how many (have i|did i|things|items)|what have i (done|achieved|ticked|completed)|stats|summary|recap|status update|where am i at|where i'?m at|am i on track|on track)\b/,
    )
  ) {
    return { kind: 'progress' };
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
      /\b(what('?s| is)? next|what now|and (then|after that|next)|after that|then what|what (should|do|can|shall|could) i (do|tackle|focus on|work on|start|pick|get done)|what to do|which (one|item|thing|goal) (first|next|should)|where (should|do) i start|i'?m bored|bored|free (time|day|evening|afternoon|weekend)|got (some|a few|\d+) (hours?|minutes?|mins))\b/,
    )
  ) {
    const wants = has(text, /\b(idea|ideas|suggest|recommend|new)\b/);
    if (!wants) return { kind: 'next', ...(horizon ? { horizon } : {}) };
  }
  if (
    has(
      text,
      /\b(idea|ideas|suggest\w*|recommend\w*|inspir\w*|something (to do|new|fun|different|cheap|free)|things to do|stuff to do|what could i|fancy doing|looking for)\b/,
    )
  ) {
    return { kind: 'suggest', phrase: wantsOf(text), ...(horizon ? { horizon } : {}) };
  }
  // A bare name ("surfing?", "the marathon"): the coach asks what to do about it.
  if (words.length <= 4) return { kind: 'unclear', item: { words: trimPhrase(text) } };
  return { kind: 'unclear' };
}

/** A phrase without the words that said when. */
function cutWhen(phrase: string, whenWords: string[]) {
  let out = phrase;
  for (const w of whenWords) out = out.replace(w.trim(), ' ');
  return trimPhrase(out.replace(/\s+/g, ' ').trim());
}

function reminderRef(which: string | null, _previous: CoachMemory | null): ItemRef {
  const w = which
    ?.replace(/\b(reminders?|remind me|please|for|on|at|the|one|my|it to|to)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!w || PRONOUN.test(w)) return { it: true };
  return { words: w };
}

function stuckAbout(text: string, previous: CoachMemory | null): Pick<Ask, 'item'> {
  const phrase =
    after(text, /\b(?:putting|put|pushing) (?:off|back)\s+/) ??
    after(text, /\b(?:avoiding|procrastinating (?:on|about|with)?)\s+/) ??
    after(text, /\b(?:motivation (?:to|for))\s+/) ??
    after(text, /\bcan'?t (?:seem to |get myself to |bring myself to )?(?:start |do |get going on )?/) ??
    after(text, /\bstuck (?:on|with)\s+/);
  if (!phrase) return {};
  const ref = itemRef(phrase, previous);
  return ref ? { item: ref } : {};
}

/** What kind of idea a request asks for: the request without its asking words. */
function wantsOf(text: string) {
  return text
    .replace(
      /\b(can you|could you|please|give me|show me|i want|i'?d like|any|some|suggest\w*|recommend\w*|ideas?|for|me|something|things|stuff|to do|inspir\w*|what could i do|fancy doing|looking for|do you have)\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** A short reply to the coach's question: the candidate it names, a place in the list, a date, yes or no. */
function answerTo(
  text: string,
  previous: CoachMemory,
  whenFields: Pick<Ask, 'date' | 'time' | 'clearDate'>,
): Ask | null {
  const pending = previous.pending;
  if (!pending) return null;
  if (has(text, NO) && text.split(' ').length <= 4) return { kind: 'choose', phrase: 'no' };
  if (pending.field === 'confirm') return has(text, YES) ? { kind: 'choose', phrase: 'yes' } : null;
  if (pending.field === 'date')
    return whenFields.date || whenFields.clearDate ? { kind: 'choose', ...whenFields } : null;
  const ord =
    /^(?:the |number |no\.? ?|#)?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last|one|two|three|four|five|\d)(?: one)?\b/.exec(
      text,
    );
  if (ord) {
    const n = ORDINALS[ord[1] as string] ?? Number(ord[1]) - 1;
    return { kind: 'choose', item: { card: n === -1 ? (previous.cards?.length ?? 1) : n + 1 }, ...whenFields };
  }
  if (pending.field === 'what') return null;
  const words = trimPhrase(text.replace(/^(the|it'?s|i meant|i mean|meant|oh|um+|erm|uh)\s+/, ''));
  return words ? { kind: 'choose', item: { words }, ...whenFields } : null;
}
