/**
 * Days and times in words ("next october", "by my birthday in june", "friday evening", "in 3
 * weeks", "1 september at 7pm") read into the member's own calendar: YYYY-MM-DD and HH:MM.
 */
import { addDays, weekday } from '../../lib/days';

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAY = '(mon|tues?|wed(?:nes|s)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?';
/** Counts said in words ("a couple", "three"). */
export const NUMBER: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  couple: 2,
  'couple of': 2,
  'a couple': 2,
  'a couple of': 2,
  three: 3,
  few: 3,
  'a few': 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const COUNT =
  '(\\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:a )?couple(?: of)?|(?:a )?few)';

/**
 * "First thing tomorrow", "first thing in the morning": early in the day, and no step ("tick the
 * first thing on my plan" is one).
 */
export const FIRST_THING =
  /(?<!\bthe )\bfirst thing(?: in the morning)?\b(?= (?:tomorrow|tmrw|tmr|in the morning|on |mon|tue|wed|thu|fri|sat|sun|next |to |and )|\s*$)/;

/** The words before a month or a season that make it a deadline ("by june", "before summer"). */
const DEADLINE = new Set(['by ', 'before ', 'until ']);

/** Countries whose seasons are the southern hemisphere's. */
const SOUTH = new Set(['AU', 'NZ', 'ZA', 'AR', 'BR', 'CL', 'UY', 'PY', 'BO', 'PE']);

const pad = (n: number) => String(n).padStart(2, '0');
const monthIndex = (word: string) => MONTHS.findIndex((m) => m.slice(0, 3) === word.slice(0, 3));
const lastOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`;
const real = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
};

/** The next day after `today` (or today itself, with `orToday`) falling on `day` (0-6). */
export function nextWeekday(today: string, day: number, orToday = false) {
  const ahead = (day - weekday(today) + 7) % 7;
  return addDays(today, ahead === 0 && !orToday ? 7 : ahead);
}

function addMonths(today: string, n: number) {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const month = m - 1 + n;
  const year = y + Math.floor(month / 12);
  const mm = ((month % 12) + 12) % 12;
  return ymd(year, mm, Math.min(d, lastOfMonth(year, mm)));
}

/** The next time `month` (0-11) comes, from today: this year's if it has not passed, else next year's. */
function nextMonth(today: string, month: number, next: boolean) {
  const [y, m] = today.split('-').map(Number) as [number, number];
  let year = month > m - 1 ? y : y + 1;
  // "next june" said in january means this june; "next" only pushes past a month we are in.
  if (month === m - 1 && !next) year = y;
  return year;
}

/** What a phrase says of when: a day, a time of day, how wide the day is, or that a date is to go. */
export type When = {
  date?: string;
  time?: string;
  /** The day stands for a month, a season or a year ("next october"), not one day. */
  span?: 'day' | 'month' | 'year';
  /** "by june", "before christmas": a deadline, not the day itself. */
  by?: boolean;
  clear?: boolean;
  /** The words that said it, to be cut from what the message is about. */
  words: string[];
};

/** A time of day in words: "7pm", "19:00", "at 7", "half past six", "in the evening". */
function readTime(text: string, words: string[]): string | undefined {
  // A marker ends where a word would: "7 a.m." is followed by a space or the end, never by a \b.
  // "12.03.2027" is a day, not 12:03.
  const clock = /(?<![\d.])\b(?:at |@ ?|by )?(\d{1,2})(?::|\.)(\d{2}) ?(am|pm|a\.m\.?|p\.m\.?)?(?![a-z\d]|\.\d)/.exec(
    text,
  );
  const hourOnly =
    /\b(?:at |@ ?|around |about )?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ?(am|pm|a\.m\.?|p\.m\.?|o'?clock)(?![a-z])/.exec(
      text,
    );
  // "At seven", "around eight tonight": an hour in words, where nothing but a time can follow.
  const spelt =
    /\b(?:at|around|about) (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?=\s*$|\s+(?:tonight|tomorrow|today|on|in the|this|next|pls|please|instead|then|is better)\b)/.exec(
      text,
    );
  const bare =
    /\b(?:at|@|around|about|like|make it|change it to|move it to|same time as|by|say|(?<=(?:reminders?|\b(?:move|change|push|make|set|put|shift|bump)\b.{0,40}\bone) )(?:for|to)) (\d{1,2})\b(?![:.]\d| ?(?:days?|weeks?|months?|years?|(?:st|nd|rd|th)\b|of|k|km|miles?|books?|\/|-|%))/.exec(
      text,
    );
  // ("A reminder for 5" is at five.)
  // "8 tonight", "7 in the morning", "six tomorrow evening": the part of the day says which.
  const ofDay =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (tonight|(?:this|in the|tomorrow|on \w+) (?:morning|afternoon|evening|night))\b/.exec(
      text,
    );
  // "Make it 1230", "at 0745": a time of day written without its colon (never a year).
  const joined =
    /\b(?:at|@|make it|change it to|move it to|say) ([01]?\d|2[0-3])([0-5]\d)\b(?<!\b(?:19|20)\d\d)(?! ?(?:am|pm))/.exec(
      text,
    );
  const half = /\bhalf (?:past )?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/.exec(text);
  const evening = /\b(evening|tonight|night|after work)\b/.test(text);
  const morning = /\b(morning|breakfast|before work)\b/.test(text);
  const afternoon = /\bafternoon\b/.test(text);
  const toHour = (h: number, marker: string | undefined) => {
    const m = marker?.replace(/\./g, '');
    if (m === 'pm') return h < 12 ? h + 12 : h;
    if (m === 'am') return h === 12 ? 0 : h;
    // "0:30" is half past midnight; "14:00" stays the afternoon below, whatever else is said.
    if (h === 0) return 0;
    if (evening || afternoon) return h < 12 ? h + 12 : h;
    if (morning) return h;
    // "at 7" with nothing else: people mean the evening for 1-7, the morning for 8-11.
    return h <= 7 ? h + 12 : h;
  };
  if (clock && Number(clock[1]) < 24) {
    words.push(clock[0]);
    return `${pad(toHour(Number(clock[1]), clock[3]))}:${clock[2]}`;
  }
  const hour = (h: string) => NUMBER[h] ?? Number(h);
  if (hourOnly && hour(hourOnly[1] as string) <= 12) {
    words.push(hourOnly[0]);
    return `${pad(toHour(hour(hourOnly[1] as string), hourOnly[2]))}:00`;
  }
  if (joined) {
    words.push(joined[0]);
    return `${pad(Number(joined[1]))}:${joined[2]}`;
  }
  if (half) {
    const h = NUMBER[half[1] as string] ?? Number(half[1]);
    words.push(half[0]);
    return `${pad(toHour(h, undefined))}:30`;
  }
  if (bare && Number(bare[1]) <= 23) {
    words.push(bare[0]);
    return `${pad(toHour(Number(bare[1]), undefined))}:00`;
  }
  if (ofDay && hour(ofDay[1] as string) <= 12) {
    words.push(ofDay[0]);
    return `${pad(toHour(hour(ofDay[1] as string), undefined))}:00`;
  }
  if (spelt) {
    words.push(spelt[0]);
    return `${pad(toHour(hour(spelt[1] as string), undefined))}:00`;
  }
  const lunch = /\b(?:(?:during|at|over|on) (?:my |the )?)?(?:noon|midday|lunch ?time|lunch(?: ?break)?)\b/.exec(text);
  if (lunch) {
    // ("Lunch" alone may be part of a name: "book the lunch at the ritz".)
    if (lunch[0] !== 'lunch') words.push(lunch[0]);
    return '12:00';
  }
  // "Before bed": the evening's end.
  const bed = /\b(?:before (?:i go to )?bed(?:time)?|at bedtime|bedtime)\b/.exec(text);
  if (bed) {
    words.push(bed[0]);
    return '22:00';
  }
  const first = FIRST_THING.exec(text);
  if (first) {
    words.push(first[0]);
    return '08:00';
  }
  if (/\btonight\b/.test(text)) return '19:00';
  // "Saturday morning": the part of the day is when, never part of a name.
  const part = /\b(?:in the )?(?:evening|afternoon|morning)\b|\bafter work\b/.exec(text);
  if (part) words.push(part[0]);
  if (evening) return '18:00';
  if (afternoon) return '14:00';
  if (morning) return '09:00';
  return undefined;
}

/** "In an hour", "in 20 mins", "in half an hour", "in 2.5 hours", "an hour from now". */
const A_WHILE = new RegExp(
  `\\b(?:in (?:about |around |roughly )?(${COUNT.slice(1, -1)}|\\d{1,2}\\.\\d|half an?) ?(hours?|hrs?|h|minutes?|mins?|m)(?: and a half)?|(${COUNT.slice(1, -1)}) (hours?|minutes?|mins?)(?: and a half)? from now)\\b`,
);

/**
 * When a span from now ends, on the member's clock: the day and the time, rounded up to the next
 * five minutes. Null when the message gives no such span, or one longer than a week (a day is what
 * people mean then).
 */
function inAWhile(text: string, today: string, clock: string): { date: string; time: string; words: string } | null {
  const m = A_WHILE.exec(text);
  // "In a bit", "shortly": half an hour; "in a while": an hour ("haven't run in a while" is no when).
  const vague = m
    ? null
    : /(?<!\b(?:\w+n'?t|not|never)\b[^,.!?]{0,40})\b(?:in a (?:little |lil |wee )?(bit|sec|second|while)|shortly)\b/.exec(
        text,
      );
  let minutes: number;
  if (m) {
    const count = (m[1] ?? m[3]) as string;
    const unit = (m[2] ?? m[4]) as string;
    const half = /and a half/.test(m[0]) ? 0.5 : 0;
    const n = /^half an?$/.test(count) ? 0.5 : (NUMBER[count] ?? Number(count)) + half;
    if (!Number.isFinite(n) || n <= 0) return null;
    minutes = /^(h|hrs?|hours?)$/.test(unit) ? n * 60 : n;
  } else if (vague) {
    minutes = vague[1] === 'while' ? 60 : 30;
  } else return null;
  if (minutes > 7 * 24 * 60) return null;
  const words = (m ?? vague)?.[0] ?? '';
  const [h, min] = clock.split(':').map(Number) as [number, number];
  const at = Math.ceil((h * 60 + min + minutes) / 5) * 5;
  const days = Math.floor(at / (24 * 60));
  const inDay = at % (24 * 60);
  return {
    date: addDays(today, days),
    time: `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`,
    words,
  };
}

/**
 * "Before bed" said late in the evening or after midnight, with no other day: the member is about
 * to go, so in a quarter of an hour (at 23:30, 22:00 would be tomorrow's evening).
 */
function bedSoon(text: string, today: string, clock: string) {
  const bed = /\b(?:before (?:i go to )?bed(?:time)?|at bedtime|bedtime)\b/.exec(text);
  if (!bed || !(clock >= '21:30' || clock < '04:00')) return null;
  if (/\b(tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|every|each|on the)\b|\d/.test(text))
    return null;
  const at = inAWhile('in 15 minutes', today, clock);
  return at && { ...at, words: bed[0] };
}

/** A season's month (0-11) in the member's hemisphere, and the day it starts. */
type Season = 'spring' | 'summer' | 'autumn' | 'fall' | 'winter';
function season(word: Season, country: string | null) {
  const north: Record<Season, [number, number]> = {
    spring: [3, 20],
    summer: [6, 21],
    autumn: [9, 22],
    fall: [9, 22],
    winter: [12, 21],
  };
  const [month, day] = north[word];
  const south = country && SOUTH.has(country);
  return { month: ((south ? month + 6 : month) - 1) % 12, day };
}

/**
 * Reads when a message says: the day (in the member's calendar, seen from `today`), the time of
 * day, and whether it is a deadline or a whole month. `monthFirst` reads 9/1 as 1 September's
 * US spelling.
 */
export function readWhen(
  input: string,
  today: string,
  monthFirst = false,
  country: string | null = null,
  /** The member's clock now (HH:MM): "in an hour" is read from it; without it, no time is. */
  clock?: string,
): When {
  const text = input.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  const words: string[] = [];
  const when: When = { words };
  const take = (m: RegExpExecArray | null) => {
    if (m) words.push(m[0]);
    return m;
  };
  when.time = readTime(text, words);
  const by = /\b(by|before|until|till|no later than|deadline(?: is| of)?)\s/.test(text);
  const [y] = today.split('-').map(Number) as [number];
  let m: RegExpExecArray | null;

  if (
    take(
      /\b(no|without a|clear the|remove the|drop the|get rid of the|take the|delete the|scrap the) (target )?(date|deadline)\b|\b(undate|no idea when)\b/.exec(
        text,
      ),
    )
  ) {
    when.clear = true;
    return when;
  }
  const soon = clock ? (inAWhile(text, today, clock) ?? bedSoon(text, today, clock)) : null;
  if (soon) {
    words.push(soon.words);
    return Object.assign(when, { date: soon.date, time: soon.time, span: 'day' as const, by });
  }
  m = take(/\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text));
  if (m) {
    const date = `${m[1]}-${m[2]}-${m[3]}`;
    if (real(date)) Object.assign(when, { date, span: 'day', by });
    return when;
  }
  // 12/03, 12/03/2027 or 12.03.2027; never a decimal ("26.2 miles").
  m = take(/\b(\d{1,2})(?:\/(\d{1,2})(?:\/(\d{2,4}))?|\.(\d{1,2})\.(\d{2,4}))\b(?![.,]\d)/.exec(text));
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2] ?? m[4])];
    const [day, month] = monthFirst ? [b, a] : [a, b];
    const yearWords = m[3] ?? m[5];
    let year = yearWords ? Number(yearWords.length === 2 ? `20${yearWords}` : yearWords) : y;
    let date = ymd(year, month - 1, day);
    if (!yearWords && date < today) date = ymd(++year, month - 1, day);
    if (real(date)) Object.assign(when, { date, span: 'day', by });
    return when;
  }
  const dayMonth = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: of)? ${MONTH}\\b(?: (\\d{4}))?`).exec(text);
  const monthDay = new RegExp(`\\b${MONTH} (\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? (\\d{4}))?`).exec(text);
  const dm = dayMonth
    ? { day: Number(dayMonth[1]), month: monthIndex(dayMonth[2] as string), year: dayMonth[3], m: dayMonth }
    : monthDay
      ? { day: Number(monthDay[2]), month: monthIndex(monthDay[1] as string), year: monthDay[3], m: monthDay }
      : null;
  if (dm) {
    words.push(dm.m[0]);
    let year = dm.year ? Number(dm.year) : y;
    let date = ymd(year, dm.month, dm.day);
    if (!dm.year && date < today) date = ymd(++year, dm.month, dm.day);
    if (real(date)) Object.assign(when, { date, span: 'day', by });
    return when;
  }
  // "I was at the lake this morning": when something was, not when it is to be (its words are
  // still when, never a name).
  const past =
    /(?<=\b(?:was|were|went|did|had|been|signed up|ran|swam|came|got back|i've|ive)\b[^,.!?;]{0,40})\b(today|tonight|this (?:morning|afternoon|evening))\b/.exec(
      text,
    );
  if (past) words.push(past[0]);
  // "A week later" moves a date by a week (the reader's shift); "later" alone is today.
  if (
    take(
      /(?<!\b(?:was|were|went|did|had|been|signed up|ran|swam|came|got back|i've|ive)\b[^,.!?;]{0,40})\b((?<!from )today|tonight|this (morning|afternoon|evening)|later today|(?<!(?:minutes?|mins?|hours?|days?|weeks?|months?|years?|fortnight) )later(?! (?:on )?(?:mon|tue|wed|thu|fri|sat|sun)| (?:this|next)\b))\b/.exec(
        text,
      ),
    )
  ) {
    return Object.assign(when, { date: today, span: 'day', by });
  }
  if (take(/\b(the )?day after tomorrow\b/.exec(text)))
    return Object.assign(when, { date: addDays(today, 2), span: 'day', by });
  if (take(/\b(tomorrow|tmrw|tmr|tomoz|2moro)\b/.exec(text)))
    return Object.assign(when, { date: addDays(today, 1), span: 'day', by });
  m = take(
    new RegExp(
      `\\bin ${COUNT} (day|week|month|year|fortnight)s?\\b|\\b${COUNT} (day|week|month|year)s? (from now|from today|time)\\b`,
    ).exec(text),
  );
  if (m) {
    const count = (m[1] ?? m[3]) as string;
    const unit = (m[2] ?? m[4]) as string;
    const n = NUMBER[count] ?? Number(count);
    const date =
      unit === 'day'
        ? addDays(today, n)
        : unit === 'week'
          ? addDays(today, 7 * n)
          : unit === 'fortnight'
            ? addDays(today, 14 * n)
            : unit === 'month'
              ? addMonths(today, n)
              : addMonths(today, 12 * n);
    return Object.assign(when, { date, span: 'day', by });
  }
  if (take(/\b(a|one) fortnight\b|\bin a fortnight\b/.exec(text)))
    return Object.assign(when, { date: addDays(today, 14), span: 'day', by });
  if (take(/\bend of (the )?next month\b/.exec(text))) {
    const [ny, nm] = addMonths(today, 1).split('-').map(Number) as [number, number];
    return Object.assign(when, { date: ymd(ny, nm - 1, lastOfMonth(ny, nm - 1)), span: 'day', by: true });
  }
  if (take(/\b(end of (the|this) month|month'?s end|end of month)\b/.exec(text))) {
    const [ty, tm] = today.split('-').map(Number) as [number, number];
    return Object.assign(when, { date: ymd(ty, tm - 1, lastOfMonth(ty, tm - 1)), span: 'day', by: true });
  }
  if (take(/\b(end of (the|this) year|year'?s end|end of year|this year)\b/.exec(text))) {
    return Object.assign(when, { date: `${y}-12-31`, span: 'day', by: true });
  }
  if (take(/\bend of (the|this) week\b/.exec(text)))
    return Object.assign(when, { date: nextWeekday(today, 5, true), span: 'day', by: true });
  // The Friday of next week.
  if (take(/\bend of next week\b/.exec(text)))
    return Object.assign(when, { date: addDays(nextWeekday(today, 1), 4), span: 'day', by: true });
  if (take(/\bnext weekend\b/.exec(text))) {
    const sat = nextWeekday(today, 6, true);
    return Object.assign(when, {
      date: weekday(today) >= 1 && weekday(today) <= 3 ? sat : addDays(sat, 7),
      span: 'day',
      by,
    });
  }
  // "A weekend in lisbon", "a long weekend away" is a trip, not this weekend.
  if (
    take(
      /\b(this|the|on the|over the) ?weekend\b|(?<!\b(?:a|an|one|long|romantic|girls'?|lads'?|spa|city) )\bweekend\b(?! (?:in|away|at|trip|break|getaway)\b)/.exec(
        text,
      ),
    )
  ) {
    // On a Sunday it is today, until the evening: then the weekend meant is the coming one.
    const day = weekday(today) === 0 && !(clock && clock >= '18:00') ? today : nextWeekday(today, 6, true);
    return Object.assign(when, { date: day, span: 'day', by });
  }
  m = take(new RegExp(`\\b(next |this |on |coming )?${WEEKDAY}\\b`).exec(text));
  if (m) {
    const named = (m[2] as string).slice(0, 3);
    const day = DAYS.findIndex((d) => d.startsWith(named));
    const date = m[1]?.trim() === 'this' ? nextWeekday(today, day, true) : nextWeekday(today, day);
    return Object.assign(when, { date, span: 'day', by });
  }
  if (take(/\bnext week\b/.exec(text))) return Object.assign(when, { date: nextWeekday(today, 1), span: 'day', by });
  if (take(/\bnext month\b/.exec(text)))
    return Object.assign(when, { date: addMonths(`${today.slice(0, 8)}01`, 1), span: 'month', by });
  if (take(/\bnext year\b/.exec(text)))
    return Object.assign(when, { date: by ? `${y}-12-31` : `${y + 1}-06-30`, span: 'year', by });
  m = take(/\b(christmas|xmas|new year'?s?( eve)?|valentine'?s( day)?|halloween)\b/.exec(text));
  if (m) {
    const word = m[1] as string;
    const [mm, dd] = word.startsWith('new year')
      ? word.includes('eve')
        ? [11, 31]
        : [0, 1]
      : word.startsWith('valentine')
        ? [1, 14]
        : word === 'halloween'
          ? [9, 31]
          : [11, 25];
    let date = ymd(y, mm, dd);
    if (date < today) date = ymd(y + 1, mm, dd);
    return Object.assign(when, { date, span: 'day', by });
  }
  m = take(new RegExp(`\\b(next |this |in |by |before |until )?${MONTH}\\b(?: (\\d{4}))?`).exec(text));
  if (m) {
    const month = monthIndex(m[2] as string);
    // "may" is a month only with a word that says when around it.
    if (
      month === 4 &&
      !m[1] &&
      !m[3] &&
      !/\b(in|by|before|until|of|end of|next|this|early|late|mid) may\b/.test(text)
    ) {
      words.pop();
    } else {
      const year = m[3] ? Number(m[3]) : nextMonth(today, month, m[1] === 'next ');
      const deadline = by || DEADLINE.has(m[1] as string);
      const early = new RegExp(`\\bearly ${MONTH}`).test(text);
      const late = new RegExp(`\\b(late|end of) ${MONTH}`).test(text);
      // "By the end of august" is its last day, not its first.
      const dayIn = (y: number) => (late ? lastOfMonth(y, month) : deadline ? 1 : early ? 5 : 15);
      // This month's day already gone ("december" on the 20th): its last day, or next year's when
      // that has gone too; a year said is kept.
      let date = ymd(year, month, dayIn(year));
      if (!m[3] && date < today) {
        // A week or more of it left: its last day; less than that, the same month next year.
        const last = ymd(year, month, lastOfMonth(year, month));
        date = last >= addDays(today, 7) ? last : ymd(year + 1, month, dayIn(year + 1));
      }
      return Object.assign(when, { date, span: 'month', by: deadline });
    }
  }
  // "By the end of the summer", "late summer": the last day of its third month (summer ends with
  // August in the north), the coming one.
  m = take(/\b(?:the )?(?:end of (?:the |this )?|late )(spring|summer|autumn|fall|winter)\b/.exec(text));
  if (m) {
    const { month } = season(m[1] as Season, country);
    const endIn = (year: number) => {
      const [ey, em] = addMonths(ymd(year, month, 1), 2)
        .split('-')
        .map(Number) as [number, number];
      return ymd(ey, em - 1, lastOfMonth(ey, em - 1));
    };
    const date = [y - 1, y, y + 1].map(endIn).find((d) => d >= today) as string;
    return Object.assign(when, { date, span: 'day', by: by || m[0].includes('end of') });
  }
  m = take(/\b(next |this |by |before |in (the )?)?(spring|summer|autumn|fall|winter)\b/.exec(text));
  if (m) {
    const { month, day } = season(m[3] as Season, country);
    const deadline = by || DEADLINE.has(m[1] as string);
    // Its start for a deadline, three weeks in otherwise; the coming one ("next summer" in March is
    // this year's).
    const inYear = (year: number) => ymd(year, month, deadline ? day : Math.min(day + 24, lastOfMonth(year, month)));
    const date = inYear(y) < today ? inYear(y + 1) : inYear(y);
    return Object.assign(when, { date, span: 'month', by: deadline });
  }
  // "The 20th"; "the 20" too where nothing can follow but the end or more of when ("make it the 20").
  m = take(
    /\b(?:on )?the (\d{1,2})(?:(?:st|nd|rd|th)\b|(?=\s*$|\s+(?:instead|then|please|pls|at|of this month|of next month)\b))/.exec(
      text,
    ),
  );
  if (m) {
    const dayNo = Number(m[1]);
    for (let i = 0; i < 3; i++) {
      const candidate = addMonths(today, i);
      const [cy, cm] = candidate.split('-').map(Number) as [number, number];
      const date = ymd(cy, cm - 1, dayNo);
      if (real(date) && date >= today) return Object.assign(when, { date, span: 'day', by });
    }
  }
  return when;
}

/** The ISO week of a day, e.g. 2026-W48: the key that makes a weekly check-in once a week. */
export function isoWeek(date: string) {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${pad(week)}`;
}
