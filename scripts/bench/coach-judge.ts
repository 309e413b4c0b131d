import type { CoachCard } from '../../worker/contracts/coach';

/**
 * Judges the coach's answers against the quality set (data/coach/quality-set.json): an answer
 * passes when it carries at least one card of an expected kind that is relevant, as the set says
 * what relevant means for each message (the idea's cost, setting, risk, difficulty, company or
 * words; the activity a plan, a tick, a nudge or a reminder is about; the reminder's day). The
 * judge reads the cards' activities from the catalogue itself, never the coach's own reasons.
 */

type CardType = CoachCard['type'];

export type QualityCase = {
  message: string;
  intent: string;
  expect: {
    card: CardType | CardType[];
    where?: {
      cost_max?: number;
      setting?: 'indoor' | 'outdoor';
      risk_min?: number;
      difficulty_max?: number;
      social?: 'solo' | 'social';
      words_any?: string[];
    };
    activity?: string | null;
    date?: string;
  };
};

/** A catalogue activity as the judge reads it. */
export type Detail = {
  title: string;
  description: string;
  categoryTags: string[];
  cost: number;
  indoorOutdoor: string;
  riskLevel: number | null;
  difficulty: number;
  soloSocial: string;
};

const STOP = new Set(
  'learn learning to the a an of in on at for go going run see trip travel walk take ride class first do play book get my your and with'.split(
    ' ',
  ),
);

/** The words that name an expected activity ("run a half marathon" → half, marathon). */
const namingWords = (activity: string) =>
  activity
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !STOP.has(w));

/** Whether a card's text names the activity: a naming word's first five letters appear in it. */
export function names(text: string, activity: string) {
  const haystack = text.toLowerCase();
  return namingWords(activity).some((w) => haystack.includes(w.slice(0, 5)));
}

/** The words a card shows about what it is for. */
function cardText(card: CoachCard, details: Map<number, Detail>) {
  switch (card.type) {
    case 'idea': {
      const d = details.get(card.activity.id);
      return `${card.activity.title} ${d?.title ?? ''}`;
    }
    case 'item':
    case 'done':
      return `${card.item.title} ${card.item.activityId ? (details.get(card.item.activityId)?.title ?? '') : ''}`;
    case 'steps':
      return `${card.title} ${card.activityId ? (details.get(card.activityId)?.title ?? '') : ''}`;
    case 'reminder':
      return card.about;
  }
}

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTH_NAMES = [
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
const iso = (d: Date) => d.toISOString().slice(0, 10);
const plus = (today: string, days: number) => iso(new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000));

/**
 * The days a reminder phrase may fairly mean, from `today`: "friday" is the coming Friday (or
 * today's, if it is one), "next monday" the coming Monday or the one after, "the 3rd" the next
 * 3rd of a month, "12 march" the next 12 March, "end of the month" its last day or the day before.
 */
export function acceptableDays(phrase: string, today: string): Set<string> {
  const p = phrase.toLowerCase();
  const out = new Set<string>();
  const t = new Date(`${today}T00:00:00Z`);
  if (p.includes('tomorrow')) out.add(plus(today, 1));
  const inWeeks = /in (two|2) weeks/.exec(p);
  if (inWeeks) for (const d of [13, 14, 15]) out.add(plus(today, d));
  const day = DAY_NAMES.findIndex((d) => p.includes(d));
  if (day >= 0) {
    const ahead = (day - t.getUTCDay() + 7) % 7;
    out.add(plus(today, ahead));
    out.add(plus(today, ahead + 7));
    if (ahead === 0 && !p.includes('next')) out.add(today);
  }
  const ordinal = /(?:the )?(\d{1,2})(?:st|nd|rd|th)?(?: of)? ?([a-z]+)?/.exec(p.replace(/next|this|on/g, ''));
  if (ordinal && !p.includes('in two')) {
    const n = Number(ordinal[1]);
    const month = ordinal[2] ? MONTH_NAMES.findIndex((m) => m.startsWith(ordinal[2]?.slice(0, 3) ?? '---')) : -1;
    for (let k = 0; k < 14; k++) {
      const d = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + k, n));
      if (d.getUTCDate() !== n || iso(d) < today) continue;
      if (month >= 0 && d.getUTCMonth() !== month) continue;
      out.add(iso(d));
      break;
    }
  }
  if (p.includes('end of the month') || p.includes('end of month')) {
    const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0));
    out.add(iso(last));
    out.add(plus(iso(last), -1));
  }
  return out;
}

const fits = (where: NonNullable<QualityCase['expect']['where']>, d: Detail) => {
  if (where.cost_max !== undefined && d.cost > where.cost_max) return false;
  if (where.setting && d.indoorOutdoor !== where.setting && d.indoorOutdoor !== 'either') return false;
  if (where.risk_min !== undefined && (d.riskLevel ?? 0) < where.risk_min) return false;
  if (where.difficulty_max !== undefined && d.difficulty > where.difficulty_max) return false;
  if (where.social && d.soloSocial !== where.social && d.soloSocial !== 'either') return false;
  if (where.words_any) {
    const text = `${d.title} ${d.description} ${d.categoryTags.join(' ')}`.toLowerCase();
    if (!where.words_any.some((w) => text.includes(w.toLowerCase()))) return false;
  }
  return true;
};

/** Whether the answer to one message passes, and why not when it does not. */
export function judge(
  c: QualityCase,
  cards: CoachCard[],
  details: Map<number, Detail>,
  today: string,
): { ok: true } | { ok: false; why: string } {
  const kinds = Array.isArray(c.expect.card) ? c.expect.card : [c.expect.card];
  const candidates = cards.filter((card) => kinds.includes(card.type));
  if (!candidates.length) {
    return { ok: false, why: `no ${kinds.join(' or ')} card (got ${cards.map((k) => k.type).join(', ') || 'none'})` };
  }
  const relevant = candidates.filter((card) => {
    if (c.expect.where) {
      if (card.type !== 'idea') return false;
      const d = details.get(card.activity.id);
      if (!d || !fits(c.expect.where, d)) return false;
    }
    if (c.expect.activity && !names(cardText(card, details), c.expect.activity)) return false;
    if (c.expect.date && card.type === 'reminder') {
      if (!acceptableDays(c.expect.date, today).has(card.remindOn)) return false;
    }
    return true;
  });
  if (relevant.length) return { ok: true };
  return {
    ok: false,
    why: `cards not relevant: ${candidates
      .map(
        (card) =>
          `${card.type} “${cardText(card, details).trim()}”${card.type === 'reminder' ? ` on ${card.remindOn}` : ''}`,
      )
      .join('; ')}`,
  };
}
