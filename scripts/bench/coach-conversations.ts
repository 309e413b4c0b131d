import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Conversation,
  type ConversationSet,
  conversationIds,
  keyMaps,
  type OpName,
  privacyOf,
  type ResolvedDate,
  resolveDate,
  setToday,
  type Tap,
  type Turn,
  type TurnExpect,
} from './coach-fixtures';
import { openLocalD1 } from './local-d1';
import { type Row, signInCookie } from './measure';

/**
 * The coach in conversation (data/coach/conversations.json): each conversation is a fresh member
 * with a list (scripts/bench/coach-fixtures.ts) talking to the coach turn by turn. Every turn reads
 * the member's list, steps, reminders and style straight from the local database before and after,
 * and is judged on what actually changed, never on what the coach says it did:
 *
 * - effect correct: every change the set expects happened, and nothing else;
 * - false claims: the reply says it did something (ticked, added, moved, booked...) that did not happen;
 * - unasked writes: changes nobody asked for;
 * - unclear asks: answered with a question or choices, changing nothing.
 *
 * `diffSnapshots` and `judgeTurn` are pure (no I/O) so they can be unit-tested; `runConversations`
 * does the talking and reading, and writes every transcript to bench-results/ for a human judge.
 */

export type {
  Conversation,
  ConversationMember,
  ConversationSet,
  DateSpec,
  ExpectedOp,
  ItemRef,
  MemberOverrides,
  OpName,
  Privacy,
  ReminderRef,
  ResolvedDate,
  SetItem,
  SetMember,
  SetReminder,
  SetStep,
  Tap,
  Turn,
  TurnExpect,
} from './coach-fixtures';
export {
  CONVERSATION_SET_PATH,
  conversationFixtures,
  conversationIds,
  keyMaps,
  loadConversationSet,
  memberFor,
  prepareConversations,
  privacyOf,
  resolveDate,
} from './coach-fixtures';

export const TRANSCRIPTS_FILE = 'bench-results/coach-transcripts.json';

// ---------------------------------------------------------------------------------------------
// What is read of a member, and what changed
// ---------------------------------------------------------------------------------------------

export type Snapshot = {
  items: { id: string; title: string; status: string; targetDate: string | null; privacy: string }[];
  steps: {
    id: string;
    itemId: string;
    position: number;
    text: string;
    done: boolean;
    dueDate: string | null;
  }[];
  /** Reminders not sent yet. */
  reminders: {
    id: string;
    itemId: string | null;
    stepId: string | null;
    about: string;
    remindOn: string;
    remindAt: string;
  }[];
  style: string | null;
};

type OfItem = { itemId: string; title: string };
type OfStep = OfItem & { stepId: string; position: number; text: string };

/**
 * One change between two snapshots. `implied` marks what follows from another change of the same
 * turn (a removed item's reminders going with it; the target date a plan gives an undated item,
 * or takes back when the plan is undone): it satisfies an op that expects it, but is never an
 * unasked write. Steps are named by their position at the start of the turn.
 */
export type Change = { implied?: boolean } & (
  | (OfItem & { kind: 'itemAdded'; status: string; privacy: string })
  | (OfItem & { kind: 'itemRemoved' | 'itemDone' | 'itemUndone' })
  | (OfStep & { kind: 'stepDone' | 'stepUndone' })
  | (OfStep & { kind: 'stepDue'; from: string | null; to: string | null })
  | (OfStep & { kind: 'stepEdited'; to: string })
  | (OfItem & { kind: 'stepsAdded'; count: number; lastDue: string | null; dueDates: (string | null)[] })
  | (OfItem & { kind: 'stepsRemoved'; count: number })
  | (OfItem & { kind: 'targetDate'; from: string | null; to: string | null })
  | (OfItem & { kind: 'privacyChanged'; from: string; to: string })
  | {
      kind: 'reminderSet';
      reminderId: string;
      itemId: string | null;
      title: string | null;
      stepId: string | null;
      about: string;
      remindOn: string;
      remindAt: string;
    }
  | {
      kind: 'reminderMoved';
      reminderId: string;
      itemId: string | null;
      title: string | null;
      about: string;
      from: { on: string; at: string };
      to: { on: string; at: string };
    }
  | { kind: 'reminderCancelled'; reminderId: string; itemId: string | null; title: string | null; about: string }
  | { kind: 'styleChanged'; from: string | null; to: string | null }
);
export type ChangeKind = Change['kind'];

const latestOf = (dates: (string | null)[]) =>
  dates.reduce<string | null>((latest, d) => (d && (!latest || d > latest) ? d : latest), null);

/** Everything that changed from `before` to `after` (pure). */
export function diffSnapshots(before: Snapshot, after: Snapshot): Change[] {
  const out: Change[] = [];
  const beforeItems = new Map(before.items.map((i) => [i.id, i]));
  const afterItems = new Map(after.items.map((i) => [i.id, i]));
  const titleOf = (id: string | null) => (id ? (afterItems.get(id) ?? beforeItems.get(id))?.title : undefined) ?? null;

  for (const item of after.items) {
    const was = beforeItems.get(item.id);
    const of = { itemId: item.id, title: item.title };
    if (!was) {
      out.push({ kind: 'itemAdded', ...of, status: item.status, privacy: item.privacy });
      if (item.status === 'completed') out.push({ kind: 'itemDone', ...of });
      if (item.targetDate) out.push({ kind: 'targetDate', ...of, from: null, to: item.targetDate });
      continue;
    }
    if (was.status !== 'completed' && item.status === 'completed') out.push({ kind: 'itemDone', ...of });
    if (was.status === 'completed' && item.status !== 'completed') out.push({ kind: 'itemUndone', ...of });
    if ((was.targetDate ?? null) !== (item.targetDate ?? null)) {
      out.push({ kind: 'targetDate', ...of, from: was.targetDate ?? null, to: item.targetDate ?? null });
    }
    if (was.privacy !== item.privacy) out.push({ kind: 'privacyChanged', ...of, from: was.privacy, to: item.privacy });
  }
  const removedItems = new Set(before.items.filter((i) => !afterItems.has(i.id)).map((i) => i.id));
  for (const id of removedItems) out.push({ kind: 'itemRemoved', itemId: id, title: titleOf(id) ?? '' });

  const beforeSteps = new Map(before.steps.map((s) => [s.id, s]));
  const afterSteps = new Map(after.steps.map((s) => [s.id, s]));
  const added = new Map<string, Snapshot['steps']>();
  const gone = new Map<string, Snapshot['steps']>();
  for (const s of after.steps) {
    const was = beforeSteps.get(s.id);
    if (!was) {
      added.set(s.itemId, [...(added.get(s.itemId) ?? []), s]);
      continue;
    }
    const of = {
      itemId: s.itemId,
      title: titleOf(s.itemId) ?? '',
      stepId: s.id,
      position: was.position,
      text: was.text,
    };
    if (!was.done && s.done) out.push({ kind: 'stepDone', ...of });
    if (was.done && !s.done) out.push({ kind: 'stepUndone', ...of });
    if ((was.dueDate ?? null) !== (s.dueDate ?? null)) {
      out.push({ kind: 'stepDue', ...of, from: was.dueDate ?? null, to: s.dueDate ?? null });
    }
    if (was.text !== s.text) out.push({ kind: 'stepEdited', ...of, to: s.text });
  }
  for (const s of before.steps) {
    // A removed item's steps go with it: the item's removal says it all.
    if (!afterSteps.has(s.id) && !removedItems.has(s.itemId)) gone.set(s.itemId, [...(gone.get(s.itemId) ?? []), s]);
  }
  for (const [itemId, steps] of added) {
    const dueDates = steps.sort((a, b) => a.position - b.position).map((s) => s.dueDate ?? null);
    out.push({
      kind: 'stepsAdded',
      itemId,
      title: titleOf(itemId) ?? '',
      count: steps.length,
      lastDue: latestOf(dueDates),
      dueDates,
    });
  }
  for (const [itemId, steps] of gone) {
    out.push({ kind: 'stepsRemoved', itemId, title: titleOf(itemId) ?? '', count: steps.length });
  }
  // A plan on an undated item dates the item with its last step (features/list/steps.ts), and
  // undoing the plan takes that date back: part of the plan, not a change of its own.
  for (const change of out) {
    if (change.kind !== 'targetDate') continue;
    const plan = added.get(change.itemId);
    const undone = gone.get(change.itemId);
    if (plan && !change.from && change.to === latestOf(plan.map((s) => s.dueDate ?? null))) change.implied = true;
    if (undone && !change.to && change.from === latestOf(undone.map((s) => s.dueDate ?? null))) change.implied = true;
  }

  const beforeReminders = new Map(before.reminders.map((r) => [r.id, r]));
  const afterReminders = new Map(after.reminders.map((r) => [r.id, r]));
  for (const r of after.reminders) {
    const was = beforeReminders.get(r.id);
    const of = { reminderId: r.id, itemId: r.itemId, title: titleOf(r.itemId), about: r.about };
    if (!was) {
      out.push({ kind: 'reminderSet', ...of, stepId: r.stepId, remindOn: r.remindOn, remindAt: r.remindAt });
    } else if (was.remindOn !== r.remindOn || was.remindAt !== r.remindAt) {
      out.push({
        kind: 'reminderMoved',
        ...of,
        from: { on: was.remindOn, at: was.remindAt },
        to: { on: r.remindOn, at: r.remindAt },
      });
    }
  }
  for (const r of before.reminders) {
    if (afterReminders.has(r.id)) continue;
    out.push({
      kind: 'reminderCancelled',
      reminderId: r.id,
      itemId: r.itemId,
      title: titleOf(r.itemId),
      about: r.about,
      // A removed item's reminders go with it (the foreign key cascades).
      ...(r.itemId && removedItems.has(r.itemId) ? { implied: true } : {}),
    });
  }
  if ((before.style ?? null) !== (after.style ?? null))
    out.push({ kind: 'styleChanged', from: before.style, to: after.style });
  return out;
}

/** One change in words, for reports and transcripts. */
export function describeChange(c: Change): string {
  const implied = c.implied ? ' (implied)' : '';
  switch (c.kind) {
    case 'itemAdded':
      return `itemAdded “${c.title}” (${c.status}, ${c.privacy})`;
    case 'itemRemoved':
    case 'itemDone':
    case 'itemUndone':
      return `${c.kind} “${c.title}”`;
    case 'stepDone':
    case 'stepUndone':
      return `${c.kind} “${c.title}” step ${c.position} “${c.text}”`;
    case 'stepDue':
      return `stepDue “${c.title}” step ${c.position}: ${c.from ?? 'none'} → ${c.to ?? 'none'}`;
    case 'stepEdited':
      return `stepEdited “${c.title}” step ${c.position}: “${c.text}” → “${c.to}”`;
    case 'stepsAdded':
      return `stepsAdded “${c.title}” ×${c.count}, last due ${c.lastDue ?? 'none'}`;
    case 'stepsRemoved':
      return `stepsRemoved “${c.title}” ×${c.count}`;
    case 'targetDate':
      return `targetDate “${c.title}”: ${c.from ?? 'none'} → ${c.to ?? 'none'}${implied}`;
    case 'privacyChanged':
      return `privacyChanged “${c.title}”: ${c.from} → ${c.to}`;
    case 'reminderSet':
      return `reminderSet “${c.about}” on ${c.remindOn} at ${c.remindAt}${c.title ? ` (item “${c.title}”${c.stepId ? ', a step' : ''})` : ''}`;
    case 'reminderMoved':
      return `reminderMoved “${c.about}”: ${c.from.on} ${c.from.at} → ${c.to.on} ${c.to.at}`;
    case 'reminderCancelled':
      return `reminderCancelled “${c.about}”${implied}`;
    case 'styleChanged':
      return `styleChanged ${c.from ?? 'none'} → ${c.to ?? 'none'}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading the set's expectations (tolerant of small slips; what cannot be read is a warning)
// ---------------------------------------------------------------------------------------------

/** Other names the set might use for an op. */
const OP_NAMES: Record<string, OpName> = Object.fromEntries(
  Object.entries({
    itemAdded: ['itemAdded', 'addItem', 'add', 'itemCreated'],
    itemRemoved: ['itemRemoved', 'removeItem', 'remove', 'itemDeleted'],
    itemDone: ['itemDone', 'tickItem', 'itemCompleted', 'completeItem'],
    itemUndone: ['itemUndone', 'untickItem', 'itemReopened'],
    stepDone: ['stepDone', 'tickStep', 'stepTicked', 'stepCompleted'],
    stepUndone: ['stepUndone', 'untickStep', 'stepUnticked'],
    stepsAdded: ['stepsAdded', 'stepAdded', 'addSteps', 'planAccepted'],
    stepsRemoved: ['stepsRemoved', 'stepRemoved', 'removeSteps'],
    targetDate: ['targetDate', 'setDate', 'targetDateSet', 'targetDateChanged'],
    stepDue: ['stepDue', 'stepDueDate', 'setStepDate'],
    reminderSet: ['reminderSet', 'remind', 'reminderAdded', 'reminderCreated', 'addReminder'],
    reminderMoved: ['reminderMoved', 'moveReminder', 'reminderChanged'],
    reminderCancelled: [
      'reminderCancelled',
      'reminderCanceled',
      'cancelReminder',
      'reminderRemoved',
      'reminderDeleted',
    ],
    styleChanged: ['styleChanged', 'style', 'setStyle', 'coachingStyle'],
  } satisfies Record<OpName, string[]>).flatMap(([op, names]) => names.map((n) => [n.toLowerCase(), op as OpName])),
);

type Ref =
  | { kind: 'any' }
  | { kind: 'key'; key: string }
  | { kind: 'title'; words: string[] }
  | { kind: 'card'; n: number };
type ReminderRefRead = Ref | { kind: 'created'; n: number } | { kind: 'item'; item: Ref };
type DateRead = ResolvedDate | 'any';

/** An expected op as the judge uses it. */
export type ReadOp = Op;
type Op = {
  op: OpName;
  label: string;
  item: Ref;
  title?: string[];
  card?: number;
  privacy?: string;
  step?: number;
  min: number;
  lastDueBy?: ResolvedDate;
  date: DateRead;
  time?: string;
  reminder: ReminderRefRead;
  style?: string;
};

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
const normal = (s: string) => words(s).join(' ');
const cardIndex = (n: number, warnings: string[]) => {
  if (n === 0) warnings.push('fromCard 0 read as the first card (cards are counted from 1)');
  return Math.max(1, Math.trunc(n));
};

function readItemRef(raw: unknown, warnings: string[], what: string): Ref {
  if (raw === undefined || raw === null) return { kind: 'any' };
  if (typeof raw === 'string') return { kind: 'key', key: raw };
  if (typeof raw === 'object') {
    const o = raw as Record<string, unknown>;
    if (typeof o.key === 'string') return { kind: 'key', key: o.key };
    if (typeof o.title === 'string') return { kind: 'title', words: words(o.title) };
    if (typeof o.fromCard === 'number') return { kind: 'card', n: cardIndex(o.fromCard, warnings) };
    if (typeof o.card === 'number') return { kind: 'card', n: cardIndex(o.card, warnings) };
  }
  warnings.push(`${what}: cannot read the item ${JSON.stringify(raw)}; any item will do`);
  return { kind: 'any' };
}

function readReminderRef(raw: unknown, warnings: string[], what: string): ReminderRefRead {
  if (typeof raw === 'object' && raw !== null) {
    const o = raw as Record<string, unknown>;
    if (typeof o.created === 'number') {
      if (o.created === 0) warnings.push(`${what}: created 0 read as the first reminder (counted from 1)`);
      return { kind: 'created', n: Math.max(1, Math.trunc(o.created)) };
    }
    if (o.item !== undefined) return { kind: 'item', item: readItemRef(o.item, warnings, what) };
  }
  if (raw === undefined) warnings.push(`${what}: no reminder named; any reminder will do`);
  return readItemRef(raw, warnings, what);
}

function readDate(raw: unknown, today: string, warnings: string[], what: string): DateRead {
  if (raw === undefined) {
    warnings.push(`${what}: no date given; any date will do`);
    return 'any';
  }
  const resolved = resolveDate(raw, today);
  if (!resolved) warnings.push(`${what}: cannot read the date ${JSON.stringify(raw)}; any date will do`);
  return resolved ?? 'any';
}

const STYLE_NAMES: Record<string, string> = {
  tough: 'tough_love',
  toughlove: 'tough_love',
  gentle: 'gentle_encouragement',
  gentleencouragement: 'gentle_encouragement',
  goal: 'goal_oriented',
  goaloriented: 'goal_oriented',
  goalorientated: 'goal_oriented',
};
const styleName = (s: string) => STYLE_NAMES[s.toLowerCase().replace(/[^a-z]/g, '')] ?? s;

export type ReadExpect = {
  ops: Op[];
  asks: boolean;
  mustNotClaim: string[];
  replyShould?: string;
  warnings: string[];
};

/** A turn's `expect`, read: a missing `changes` is none, a lone op is a list of one. */
export function readExpect(expect: unknown, today: string): ReadExpect {
  const warnings: string[] = [];
  const e = (typeof expect === 'object' && expect !== null ? expect : {}) as Record<string, unknown>;
  const rawChanges =
    e.changes === undefined || e.changes === null ? [] : Array.isArray(e.changes) ? e.changes : [e.changes];
  const ops: Op[] = [];
  rawChanges.forEach((raw, i) => {
    const what = `change ${i + 1} ${JSON.stringify(raw)}`;
    const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const name = String(o.op ?? o.kind ?? o.type ?? (typeof raw === 'string' ? raw : ''));
    const op = OP_NAMES[name.toLowerCase()];
    if (!op) {
      warnings.push(`${what}: unknown op; ignored`);
      return;
    }
    const step = o.step === undefined ? undefined : Number(o.step);
    if (step !== undefined && !Number.isInteger(step)) warnings.push(`${what}: cannot read the step; any step will do`);
    const time = typeof o.time === 'string' ? o.time.trim().padStart(5, '0') : undefined;
    const read: Op = {
      op,
      label: `${op} ${JSON.stringify(Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'op')))}`,
      item: { kind: 'any' },
      min: typeof o.min === 'number' ? o.min : 1,
      date: 'any',
      reminder: { kind: 'any' },
      ...(step !== undefined && Number.isInteger(step) ? { step } : {}),
      ...(time ? { time } : {}),
    };
    switch (op) {
      case 'itemAdded':
        if (typeof o.title === 'string') read.title = words(o.title);
        else if (typeof o.fromCard === 'number') read.card = cardIndex(o.fromCard, warnings);
        else warnings.push(`${what}: neither title nor fromCard; any added item will do`);
        if (typeof o.privacy === 'string') read.privacy = privacyOf(o.privacy, (m) => warnings.push(m));
        break;
      case 'itemRemoved':
      case 'itemDone':
      case 'itemUndone':
      case 'stepDone':
      case 'stepUndone':
        read.item = readItemRef(o.item, warnings, what);
        if (o.item === undefined) warnings.push(`${what}: no item named; any item will do`);
        break;
      case 'stepsAdded':
      case 'stepsRemoved':
        read.item = readItemRef(
          o.item ?? (o.fromCard !== undefined ? { fromCard: o.fromCard } : undefined),
          warnings,
          what,
        );
        if (o.lastDueBy !== undefined && o.lastDueBy !== null) {
          const by = resolveDate(o.lastDueBy, today);
          if (by) read.lastDueBy = by;
          else warnings.push(`${what}: cannot read lastDueBy; not checked`);
        }
        break;
      case 'targetDate':
      case 'stepDue':
        read.item = readItemRef(o.item, warnings, what);
        read.date = readDate(o.date, today, warnings, what);
        break;
      case 'reminderSet':
        read.item = readItemRef(o.item, warnings, what);
        read.date = readDate(o.date ?? o.on, today, warnings, what);
        break;
      case 'reminderMoved':
        read.reminder = readReminderRef(o.reminder, warnings, what);
        if (o.date !== undefined || o.on !== undefined) read.date = readDate(o.date ?? o.on, today, warnings, what);
        if (o.date === undefined && o.on === undefined && !time) warnings.push(`${what}: neither date nor time given`);
        break;
      case 'reminderCancelled':
        read.reminder = readReminderRef(o.reminder, warnings, what);
        break;
      case 'styleChanged':
        if (typeof o.style === 'string') read.style = styleName(o.style);
        break;
    }
    ops.push(read);
  });
  const mustNotClaim = (
    Array.isArray(e.mustNotClaim) ? e.mustNotClaim : typeof e.mustNotClaim === 'string' ? [e.mustNotClaim] : []
  ).filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return {
    ops,
    asks: e.asks === true,
    mustNotClaim,
    ...(typeof e.replyShould === 'string' ? { replyShould: e.replyShould } : {}),
    warnings,
  };
}

// ---------------------------------------------------------------------------------------------
// False claims: what a reply may say it did, and what must have happened for that to be true
// ---------------------------------------------------------------------------------------------

type Claim = {
  /** What the reply says. */
  claim: string;
  /** Found in the lower-cased reply. */
  pattern: RegExp;
  /** Changes of which one must have happened; 'never' when the coach cannot do it at all. */
  needs: ChangeKind[] | 'never';
  /** An undo turn that changed something makes it true too ("cancelled"). */
  orUndo?: boolean;
  /** Matches that are idiom, not a claim (tested on the match with a few words before it). */
  unless?: RegExp;
};

const DATED: ChangeKind[] = ['targetDate', 'stepDue', 'reminderSet', 'reminderMoved'];

/**
 * The table. A match does not count as a claim inside a question ("want me to set a date for
 * it?"), an offer ("I can add it", "shall I"), a negation ("nothing was added", "I haven't
 * ticked it") or after "you" ("you've ticked 3 steps": the member did that).
 */
export const CLAIMS: Claim[] = [
  // "I've ticked it off": a step or an item must have been ticked.
  {
    claim: 'ticked off',
    pattern: /\b(ticked|checked off|marked (it |that )?(as )?(done|completed?)|crossed off)\b/,
    needs: ['stepDone', 'itemDone'],
  },
  // "Added": an item, steps or a reminder must have been added. ("Want me to add" is an offer.)
  { claim: 'added', pattern: /\badded\b/, needs: ['itemAdded', 'stepsAdded', 'reminderSet'] },
  // "Removed", "deleted", "taken it off": something must have gone.
  {
    claim: 'removed',
    pattern: /\b(removed|deleted|taken (it )?off)\b/,
    needs: ['itemRemoved', 'reminderCancelled', 'stepUndone', 'stepsRemoved'],
  },
  // "Moved your date", "set a reminder for Friday": a date or reminder must have changed. (A changed
  // style is accepted too: "I've changed my style for you"; "all set for" and "set out" are idiom.)
  {
    claim: 'moved or set a date',
    pattern: /\b(moved|changed|pushed|set)\b.{0,60}\b(date|deadline|reminder|for)\b/,
    needs: [...DATED, 'styleChanged'],
    unless: /\b(all set|set out|set off)\b/,
  },
  // "I'll remind you": a reminder (or a date that brings the list's own reminders) must be set.
  { claim: "I'll remind you", pattern: /\bi('ll| will) remind you\b/, needs: DATED },
  // "Cancelled": a reminder must have been cancelled, or the turn undid something.
  { claim: 'cancelled', pattern: /\bcancel+ed\b/, needs: ['reminderCancelled'], orUndo: true },
  // The coach books, pays and buys nothing: "I've booked...", "your flight is booked" are always false.
  {
    claim: 'booked or paid',
    pattern:
      /\bi('ve| have| just|'ve just| have just)? (booked|paid|purchased)\b|\b(booked|paid( for)?|purchased)\b.{0,40}\byour (flights?|tickets?)\b|\byour (flights?|tickets?) (is|are|has been|have been|was|were) (booked|paid|purchased)\b/,
    needs: 'never',
  },
];

const CLAUSE_END = /[.!?\n;:—–]/;
const NEGATED = /(\bnot\b|n't\b|\bnothing\b|\bnever\b|\bno longer\b|\bwithout\b|\bno\b)[^,]{0,30}$/;
const OFFER =
  /\b(want me to|shall i|should i|would you like( me)?( to)?|do you want( me)?( to)?|i can|i could|can i|i'd|i would|if you|if i|once you|when you|you can|you could|ready to|happy to|let me know|to get it)\b[^.!?]{0,50}$/;
const MEMBER_DID = /\byou('ve| have| had|'d)?( already| just)?\s*$/;

/** The first place the reply makes the claim, if it does (questions, offers, negations skipped). */
function claimIn(text: string, claim: Claim): string | null {
  const flags = claim.pattern.flags.includes('g') ? claim.pattern.flags : `${claim.pattern.flags}g`;
  for (const m of text.matchAll(new RegExp(claim.pattern.source, flags))) {
    const at = m.index ?? 0;
    let start = at;
    while (start > 0 && !CLAUSE_END.test(text[start - 1] as string)) start--;
    const rest = text.slice(at + m[0].length);
    const end = rest.search(CLAUSE_END);
    if (end >= 0 && rest[end] === '?') continue;
    const before = text.slice(start, at);
    if (NEGATED.test(before) || OFFER.test(before) || MEMBER_DID.test(before)) continue;
    if (claim.unless?.test(`${before.slice(-12)}${m[0].slice(0, 12)}`)) continue;
    return m[0];
  }
  return null;
}

/** The reply's claims that did not happen, and the set's forbidden phrases it uses (pure). */
export function falseClaims(text: string, changes: Change[], undo: boolean, mustNotClaim: string[] = []) {
  const lower = text.toLowerCase().replaceAll('’', "'");
  const kinds = new Set(changes.map((c) => c.kind));
  const out: string[] = [];
  for (const claim of CLAIMS) {
    const phrase = claimIn(lower, claim);
    if (!phrase) continue;
    const true_ =
      claim.needs !== 'never' &&
      (claim.needs.some((k) => kinds.has(k)) || (claim.orUndo && undo && changes.length > 0));
    if (!true_)
      out.push(`“${phrase}” (${claim.claim}) but ${claim.needs === 'never' ? 'the coach cannot' : 'no such change'}`);
  }
  for (const phrase of mustNotClaim) {
    if (lower.includes(phrase.toLowerCase().replaceAll('’', "'"))) out.push(`“${phrase}” (must not claim)`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The judge
// ---------------------------------------------------------------------------------------------

/** A coach reply as the bench reads it (the coach's DTO, or an error answered in its place). */
export type CoachReply = {
  id?: string;
  role?: string;
  text: string;
  cards: unknown[];
  suggestions: string[];
  undo?: unknown;
  /** The HTTP status it came with. */
  status?: number;
};

export type JudgeContext = {
  /** Today in Europe/London. */
  today: string;
  before: Snapshot;
  after: Snapshot;
  /** The member's fixture: item key to id, reminder key to id. */
  itemIds: Record<string, string>;
  reminderIds: Record<string, string>;
  /** The cards of the coach's reply before this turn (`fromCard`, counted from 1). */
  previousCards: unknown[];
  /** The ids of the reminders made in this conversation so far, this turn's included, in order. */
  createdReminders: string[];
  /** The turn is an undo ("cancelled" is then true of whatever it reversed). */
  undo?: boolean;
  /** False when the reply is an earlier message given back (a plan's card updated): nothing new is said. */
  checkClaims?: boolean;
};

export type Verdict = {
  ok: boolean;
  effectCorrect: boolean;
  /** Expected ops with no matching change. */
  missing: string[];
  /** Changes of a kind a missing op asked for, made wrongly (another step, day, item): not unasked. */
  wrong: Change[];
  /** Changes nobody asked for. */
  unasked: Change[];
  falseClaims: string[];
  /** For an unclear ask: answered with a question or choices, changing nothing (null when not asked). */
  asks: boolean | null;
  why: string[];
  warnings: string[];
};

/** The title a card shows: an idea's activity, an item's, a plan's, a reminder's. */
export function cardTitle(card: unknown): string | null {
  if (typeof card !== 'object' || card === null) return null;
  const c = card as Record<string, unknown>;
  const of = (o: unknown, key = 'title') =>
    typeof o === 'object' && o !== null && typeof (o as Record<string, unknown>)[key] === 'string'
      ? ((o as Record<string, unknown>)[key] as string)
      : null;
  return of(c.activity) ?? of(c.item) ?? of(c) ?? of(c, 'about') ?? null;
}

function itemMatches(ref: Ref, itemId: string | null, title: string | null, ctx: JudgeContext, warnings: string[]) {
  switch (ref.kind) {
    case 'any':
      return true;
    case 'key': {
      const id = ctx.itemIds[ref.key];
      if (!id) {
        const note = `no item with key “${ref.key}” in the member's fixture`;
        if (!warnings.includes(note)) warnings.push(note);
      }
      return !!id && id === itemId;
    }
    case 'title': {
      const have = words(title ?? '');
      return ref.words.every((w) => have.some((h) => h.includes(w)));
    }
    case 'card':
      return titleFromCard(ref.n, title, ctx, warnings);
  }
}

function titleFromCard(n: number, title: string | null, ctx: JudgeContext, warnings: string[]) {
  const wanted = cardTitle(ctx.previousCards[n - 1]);
  if (!wanted) {
    const note = `the previous reply has no card ${n} with a title`;
    if (!warnings.includes(note)) warnings.push(note);
    return false;
  }
  const a = normal(wanted);
  const b = normal(title ?? '');
  return !!b && (a === b || a.includes(b) || b.includes(a));
}

function reminderMatches(
  ref: ReminderRefRead,
  c: { reminderId: string; itemId: string | null; title: string | null },
  ctx: JudgeContext,
  warnings: string[],
) {
  if (ref.kind === 'created') return ctx.createdReminders[ref.n - 1] === c.reminderId;
  if (ref.kind === 'item') return itemMatches(ref.item, c.itemId, c.title, ctx, warnings);
  if (ref.kind === 'key') {
    const id = ctx.reminderIds[ref.key];
    if (id) return id === c.reminderId;
    // Not a reminder key: perhaps an item's key, meaning a reminder of that item.
    return ctx.itemIds[ref.key] !== undefined && ctx.itemIds[ref.key] === c.itemId;
  }
  return itemMatches(ref, c.itemId, c.title, ctx, warnings);
}

const dateOk = (date: DateRead, value: string | null | undefined) => date === 'any' || date.accepts(value);

/** The id of the step at `position` of an item at the start of the turn (or, if new, after it). */
const stepAt = (ctx: JudgeContext, itemId: string | null, position: number) =>
  (
    ctx.before.steps.find((s) => s.itemId === itemId && s.position === position) ??
    ctx.after.steps.find((s) => s.itemId === itemId && s.position === position)
  )?.id;

/** Whether a change is the one an expected op means. */
function fits(op: Op, c: Change, ctx: JudgeContext, warnings: string[]): boolean {
  if (op.op !== c.kind) return false;
  const item = (itemId: string | null, title: string | null) => itemMatches(op.item, itemId, title, ctx, warnings);
  switch (c.kind) {
    case 'itemAdded':
      if (op.privacy && op.privacy !== c.privacy) return false;
      if (op.title) return op.title.every((w) => words(c.title).some((h) => h.includes(w)));
      if (op.card) return titleFromCard(op.card, c.title, ctx, warnings);
      return true;
    case 'itemRemoved':
    case 'itemDone':
    case 'itemUndone':
      return item(c.itemId, c.title);
    case 'stepDone':
    case 'stepUndone':
      return item(c.itemId, c.title) && (op.step === undefined || op.step === c.position);
    case 'stepDue':
      return item(c.itemId, c.title) && (op.step === undefined || op.step === c.position) && dateOk(op.date, c.to);
    case 'stepsAdded':
      return (
        item(c.itemId, c.title) &&
        c.count >= op.min &&
        (!op.lastDueBy ||
          (op.lastDueBy.latest === null ? c.lastDue === null : !!c.lastDue && c.lastDue <= op.lastDueBy.latest))
      );
    case 'stepsRemoved':
      return item(c.itemId, c.title) && c.count >= op.min;
    case 'targetDate':
      return item(c.itemId, c.title) && dateOk(op.date, c.to);
    case 'reminderSet':
      return (
        item(c.itemId, c.title) &&
        (op.step === undefined || (!!c.stepId && stepAt(ctx, c.itemId, op.step) === c.stepId)) &&
        dateOk(op.date, c.remindOn) &&
        (!op.time || op.time === c.remindAt)
      );
    case 'reminderMoved':
      return (
        reminderMatches(op.reminder, c, ctx, warnings) && dateOk(op.date, c.to.on) && (!op.time || op.time === c.to.at)
      );
    case 'reminderCancelled':
      return reminderMatches(op.reminder, c, ctx, warnings);
    case 'styleChanged':
      return !op.style || op.style === c.to;
    default:
      return false;
  }
}

/** Pairs each expected op with a change of its own (a bipartite matching, by augmenting paths). */
function match(ops: Op[], changes: Change[], ctx: JudgeContext, warnings: string[]) {
  const fitsOf = ops.map((op) => changes.map((c, j) => (fits(op, c, ctx, warnings) ? j : -1)).filter((j) => j >= 0));
  const owner = new Array<number>(changes.length).fill(-1);
  const tryOp = (i: number, seen: Set<number>): boolean => {
    for (const j of fitsOf[i] ?? []) {
      if (seen.has(j)) continue;
      seen.add(j);
      if (owner[j] === -1 || tryOp(owner[j] as number, seen)) {
        owner[j] = i;
        return true;
      }
    }
    return false;
  };
  const matched = ops.map((_, i) => tryOp(i, new Set()));
  return { matched, owner };
}

const hasChoices = (reply: CoachReply) =>
  reply.suggestions.length >= 2 ||
  reply.cards.filter((c) => {
    const type = (c as { type?: unknown } | null)?.type;
    return type === 'idea' || type === 'item';
  }).length >= 2;

/**
 * Judges one turn (pure): the expected ops against what changed, the reply's claims against what
 * changed, and, for an unclear ask, whether it was met with a question and left everything alone.
 */
export function judgeTurn(
  expect: TurnExpect | undefined,
  diff: Change[],
  reply: CoachReply,
  context: JudgeContext,
): Verdict {
  const read = readExpect(expect, context.today);
  const warnings = [...read.warnings];
  const { matched, owner } = match(read.ops, diff, context, warnings);
  const missingOps = read.ops.filter((_, i) => !matched[i]);
  const missing = missingOps.map((op) => op.label);
  // An undo that brings an item back brings back its steps, date, status and reminders with it.
  const restored = new Set(context.undo ? diff.flatMap((c) => (c.kind === 'itemAdded' ? [c.itemId] : [])) : []);
  const partOfRestore = (c: Change) =>
    c.kind !== 'itemAdded' && 'itemId' in c && c.itemId !== null && restored.has(c.itemId);
  const extra = diff.filter((c, j) => owner[j] === -1 && !c.implied && !partOfRestore(c));
  // An extra change of the kind a missing op asked for is that op done wrongly (the wrong step, day
  // or item), not a write nobody asked for; each missing op excuses one.
  const open = missingOps.map((op) => op.op);
  const wrong: Change[] = [];
  const unasked: Change[] = [];
  for (const c of extra) {
    const at = open.indexOf(c.kind as OpName);
    if (at >= 0) {
      open.splice(at, 1);
      wrong.push(c);
    } else unasked.push(c);
  }
  const effectCorrect = missing.length === 0 && extra.length === 0;
  const claims =
    context.checkClaims === false ? [] : falseClaims(reply.text, diff, context.undo === true, read.mustNotClaim);
  const asks = read.asks ? (reply.text.includes('?') || hasChoices(reply)) && diff.length === 0 : null;
  const why = [
    ...missing.map((m) => `missing ${m}`),
    ...wrong.map((c) => `instead ${describeChange(c)}`),
    ...unasked.map((c) => `unasked ${describeChange(c)}`),
    ...claims.map((c) => `false claim ${c}`),
    ...(asks === false ? [diff.length ? 'asked to clarify, but changed things' : 'no question asked'] : []),
  ];
  return { ok: why.length === 0, effectCorrect, missing, wrong, unasked, falseClaims: claims, asks, why, warnings };
}

// ---------------------------------------------------------------------------------------------
// Talking to the coach (I/O)
// ---------------------------------------------------------------------------------------------

/** The member's list, steps, unsent reminders and style, read from the local database. */
export function readMember(state: string, userId: string): Snapshot {
  const db = openLocalD1(state);
  try {
    const items = db
      .prepare(
        `select ua.id, coalesce(a.title, ca.title, '') as title, ua.status, ua.target_date as targetDate, ua.privacy
         from user_activities ua
         left join activities a on a.id = ua.activity_id
         left join custom_activities ca on ca.id = ua.custom_activity_id
         where ua.user_id = ? order by ua.created_at, ua.id`,
      )
      .all(userId) as Snapshot['items'];
    const steps = (
      db
        .prepare(
          `select id, item_id as itemId, position, text, done, due_date as dueDate
           from list_item_steps where user_id = ? order by item_id, position`,
        )
        .all(userId) as (Omit<Snapshot['steps'][number], 'done'> & { done: number })[]
    ).map((s) => ({ ...s, position: Number(s.position), done: Number(s.done) === 1 }));
    // The step and the time of day came with the coach's rewrite: read them where the table has them.
    const columns = new Set(
      (db.prepare('pragma table_info(coach_reminders)').all() as { name: string }[]).map((c) => c.name),
    );
    const reminders = db
      .prepare(
        `select id, item_id as itemId, ${columns.has('step_id') ? 'step_id' : 'null'} as stepId, about,
           remind_on as remindOn, ${columns.has('remind_at') ? 'remind_at' : "'09:00'"} as remindAt
         from coach_reminders where user_id = ? and sent_at is null order by created_at, id`,
      )
      .all(userId) as Snapshot['reminders'];
    const profile = db.prepare('select coaching_style as style from profiles where id = ?').get(userId) as
      | { style: string | null }
      | undefined;
    return { items, steps, reminders, style: profile?.style ?? null };
  } finally {
    db.close();
  }
}

type Sent = { reply: CoachReply; reused: boolean; note?: string };

/**
 * The class a conversation is counted in: its `about`, or only the tag it starts with when it has
 * one ("(hard) Plan against ..." is "(hard)"), since each conversation's about is its own.
 */
export const classOf = (about: string | undefined) => {
  const text = about?.trim() || '(no about)';
  return /^\([^)]{1,30}\)/.exec(text)?.[0] ?? text;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signs in, waiting out the sign-in rate limit (60 a minute per address) when it is reached. */
async function signIn(base: string, email: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await signInCookie(base, email);
    } catch (error) {
      if (attempt >= 2 || !String(error).includes('429')) throw error;
      await sleep(61_000);
    }
  }
}

/** A coach message out of an answer: `{messages}` (the last coach one), `{message}`, or the message itself. */
function replyOf(body: unknown, status: number, raw: string): CoachReply {
  const asReply = (m: unknown): CoachReply | null => {
    if (typeof m !== 'object' || m === null || typeof (m as { text?: unknown }).text !== 'string') return null;
    const o = m as Record<string, unknown>;
    return {
      ...(typeof o.id === 'string' ? { id: o.id } : {}),
      ...(typeof o.role === 'string' ? { role: o.role } : {}),
      text: o.text as string,
      cards: Array.isArray(o.cards) ? o.cards : [],
      suggestions: Array.isArray(o.suggestions) ? o.suggestions.map(String) : [],
      ...(o.undo !== undefined ? { undo: o.undo } : {}),
      status,
    };
  };
  if (status >= 400) {
    const error = (body as { error?: unknown } | null)?.error;
    return { text: typeof error === 'string' ? error : raw.slice(0, 500), cards: [], suggestions: [], status };
  }
  const b = body as Record<string, unknown> | null;
  if (Array.isArray(b?.messages)) {
    const coach = (b.messages as unknown[]).filter((m) => (m as { role?: unknown })?.role === 'coach');
    const found = asReply(coach.at(-1) ?? b.messages.at(-1));
    if (found) return found;
  }
  return asReply(b?.message) ?? asReply(b?.reply) ?? asReply(b) ?? { text: '', cards: [], suggestions: [], status };
}

async function post(base: string, cookie: string, path: string, body: unknown) {
  try {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const raw = await res.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // Not JSON: the raw text stands for the reply.
    }
    return replyOf(parsed, res.status, raw);
  } catch (error) {
    return { text: `(request failed: ${String(error)})`, cards: [], suggestions: [], status: 0 };
  }
}

type PlanCard = { type: 'steps'; state: string; steps: { text: string; dueDate: string }[] };
const isProposedPlan = (c: unknown): c is PlanCard =>
  (c as PlanCard | null)?.type === 'steps' &&
  (c as PlanCard).state === 'proposed' &&
  Array.isArray((c as PlanCard).steps);

const UNDO_WORDS = /\b(undo|take (that|it) back|revert|put it back)\b/i;
const TAPS: Record<string, Tap> = {
  acceptplan: 'acceptPlan',
  accept: 'acceptPlan',
  rejectplan: 'rejectPlan',
  reject: 'rejectPlan',
  undo: 'undo',
};

export type TurnResult = {
  conversation: string;
  /** The class the turn is counted in: its conversation's `about`. */
  label: string;
  turn: number;
  words: string;
  reply: CoachReply;
  changes: Change[];
  verdict: Verdict;
};

export type Transcript = {
  id: string;
  about: string;
  member: { userId: string; email: string };
  turns: {
    turn: number;
    say?: string;
    tap?: string;
    status: number | undefined;
    reply: string;
    cards: string[];
    suggestions: string[];
    changes: string[];
    replyShould?: string;
    expected: unknown;
    verdict: { ok: boolean; why: string[]; warnings: string[] };
    note?: string;
  }[];
};

const cardLine = (c: unknown) => `${(c as { type?: string } | null)?.type ?? '?'}: ${cardTitle(c) ?? '(no title)'}`;

async function runConversation(base: string, state: string, set: ConversationSet, conversation: Conversation) {
  const ids = conversationIds(conversation.id);
  const keys = keyMaps(set, conversation);
  const label = classOf(conversation.about);
  const results: TurnResult[] = [];
  const transcript: Transcript = {
    id: conversation.id,
    about: conversation.about ?? '',
    member: { userId: ids.user, email: ids.email },
    turns: [],
  };
  const turns: Turn[] = Array.isArray(conversation.turns) ? conversation.turns : [];
  let cookie: string;
  const history: CoachReply[] = [];
  try {
    cookie = await signIn(base, ids.email);
    const opened = await fetch(`${base}/api/coach`, { headers: { cookie } });
    const thread = (await opened.json().catch(() => null)) as { messages?: unknown[] } | null;
    for (const m of thread?.messages ?? []) {
      const reply = replyOf(m, opened.status, '');
      if (reply.role === 'coach') history.push(reply);
    }
  } catch (error) {
    // Every turn is a miss: the conversation could not start.
    turns.forEach((turn, i) => {
      const why = [`not run: ${String(error)}`];
      const verdict: Verdict = {
        ok: false,
        effectCorrect: false,
        missing: [],
        wrong: [],
        unasked: [],
        falseClaims: [],
        asks: null,
        why,
        warnings: [],
      };
      results.push({
        conversation: conversation.id,
        label,
        turn: i + 1,
        words: turn.say ?? `[${turn.tap}]`,
        reply: { text: '', cards: [], suggestions: [] },
        changes: [],
        verdict,
      });
    });
    return { results, transcript };
  }

  let last: CoachReply | undefined = history.at(-1);
  /** Reminders made in this conversation, in order; one restored by an undo is not made anew. */
  const created: string[] = [];
  const seen = new Set<string>();
  for (const [i, turn] of turns.entries()) {
    const tap = typeof turn.tap === 'string' ? TAPS[turn.tap.toLowerCase()] : undefined;
    const say = turn.say ?? (turn as { text?: string }).text;
    const words = say ?? `[tap ${turn.tap}]`;
    const previousCards = last?.cards ?? [];
    const today = setToday();
    const before = readMember(state, ids.user);
    for (const r of before.reminders) seen.add(r.id);
    let sent: Sent;
    if (typeof say === 'string') {
      sent = { reply: await post(base, cookie, '/api/coach/messages', { text: say }), reused: false };
    } else if (tap === 'acceptPlan' || tap === 'rejectPlan') {
      const plan = [...history].reverse().find((m) => m.id && m.cards.some(isProposedPlan));
      const card = plan?.cards.find(isProposedPlan);
      if (!plan?.id || !card) {
        sent = {
          reply: { text: '', cards: [], suggestions: [] },
          reused: false,
          note: 'no proposed plan to answer: nothing sent',
        };
      } else {
        const body =
          tap === 'acceptPlan'
            ? { action: 'accept', steps: card.steps.map((s) => ({ text: s.text, dueDate: s.dueDate })) }
            : { action: 'reject' };
        const reply = await post(base, cookie, `/api/coach/messages/${plan.id}/plan`, body);
        // Answered either way, as far as this runner is concerned.
        card.state = tap === 'acceptPlan' ? 'accepted' : 'rejected';
        sent = { reply, reused: reply.id === plan.id };
      }
    } else if (tap === 'undo') {
      if (!last?.id)
        sent = {
          reply: { text: '', cards: [], suggestions: [] },
          reused: false,
          note: 'no coach reply to undo: nothing sent',
        };
      else {
        const reply = await post(base, cookie, `/api/coach/messages/${last.id}/undo`, {});
        sent = { reply, reused: reply.id === last.id };
      }
    } else {
      console.warn(`coach conversations: ${conversation.id} turn ${i + 1}: neither say nor a known tap; nothing sent`);
      sent = { reply: { text: '', cards: [], suggestions: [] }, reused: false, note: 'unreadable turn: nothing sent' };
    }
    const after = readMember(state, ids.user);
    const changes = diffSnapshots(before, after);
    for (const c of changes) {
      if (c.kind === 'reminderSet' && !seen.has(c.reminderId)) created.push(c.reminderId);
      if (c.kind === 'reminderSet') seen.add(c.reminderId);
    }
    const verdict = judgeTurn(turn.expect, changes, sent.reply, {
      today,
      before,
      after,
      itemIds: keys.items,
      reminderIds: keys.reminders,
      previousCards,
      createdReminders: created,
      undo: changes.length > 0 && (tap === 'undo' || (typeof say === 'string' && UNDO_WORDS.test(say))),
      checkClaims: !sent.reused,
    });
    for (const w of verdict.warnings) console.warn(`coach conversations: ${conversation.id} turn ${i + 1}: ${w}`);

    // What the coach said last, for the next turn's cards and undo: a message given back replaces its old self.
    if (sent.reply.id) {
      const at = history.findIndex((m) => m.id === sent.reply.id);
      if (at >= 0) history[at] = sent.reply;
      else history.push(sent.reply);
      last = sent.reply;
    }
    results.push({
      conversation: conversation.id,
      label: turn.about ? classOf(turn.about) : label,
      turn: i + 1,
      words,
      reply: sent.reply,
      changes,
      verdict,
    });
    transcript.turns.push({
      turn: i + 1,
      ...(say !== undefined ? { say } : { tap: String(turn.tap) }),
      status: sent.reply.status,
      // A tap answers with the tapped message itself: what the member sees is its new state.
      reply: sent.reused
        ? `[the tapped message now shows: ${tap === 'undo' ? 'Undone' : tap === 'acceptPlan' ? 'the plan added to the list' : 'the plan turned down'}]`
        : sent.reply.text,
      cards: sent.reused ? [] : sent.reply.cards.map(cardLine),
      suggestions: sent.reply.suggestions,
      changes: changes.map(describeChange),
      ...(turn.expect?.replyShould ? { replyShould: turn.expect.replyShould } : {}),
      expected: turn.expect ?? null,
      verdict: { ok: verdict.ok, why: verdict.why, warnings: verdict.warnings },
      ...(sent.note
        ? { note: sent.note }
        : sent.reused
          ? { note: 'an earlier message given back: claims not checked' }
          : {}),
    });
  }
  return { results, transcript };
}

const pct = (n: number, of: number) => (of ? `${((n / of) * 100).toFixed(1)} %` : 'n/a');

/** The bench's rows for the results: the totals, each class, then one row per miss. */
export function conversationRows(results: TurnResult[], conversations: number): Row[] {
  const rows: Row[] = [];
  const n = results.length;
  const right = results.filter((r) => r.verdict.effectCorrect).length;
  const claims = results.reduce((sum, r) => sum + r.verdict.falseClaims.length, 0);
  const unasked = results.reduce((sum, r) => sum + r.verdict.unasked.length, 0);
  const unclear = results.filter((r) => r.verdict.asks !== null);
  const asked = unclear.filter((r) => r.verdict.asks).length;
  rows.push([
    `Coach conversations (${conversations} members, ${n} turns): the change asked for, and nothing else`,
    `${right} / ${n} = ${pct(right, n)}`,
    'goal ≥ 90 %',
  ]);
  rows.push([
    'Coach conversations: false claims (the reply says it did what it did not)',
    String(claims),
    claims ? 'FAIL: must be 0' : 'must be 0',
  ]);
  const wrong = results.reduce((sum, r) => sum + r.verdict.wrong.length, 0);
  rows.push([
    'Coach conversations: unasked writes',
    String(unasked),
    `${unasked ? 'FAIL: must be 0' : 'must be 0'}${wrong ? `; besides, ${wrong} asked-for changes made wrongly (in the misses)` : ''}`,
  ]);
  rows.push([
    'Coach conversations: unclear asks answered with a question',
    `${asked} / ${unclear.length} = ${pct(asked, unclear.length)}`,
    'goal 100 %',
  ]);
  const classes = [...new Set(results.map((r) => r.label))];
  if (classes.length > 1 || (classes[0] && classes[0] !== '(no about)')) {
    for (const label of classes) {
      const of = results.filter((r) => r.label === label);
      const ok = of.filter((r) => r.verdict.effectCorrect).length;
      const missed = of.filter((r) => !r.verdict.ok).length;
      rows.push([
        `  ${label.length > 70 ? `${label.slice(0, 69)}…` : label}`,
        `${ok} / ${of.length} = ${pct(ok, of.length)}`,
        missed ? `misses: ${missed}` : 'no misses',
      ]);
    }
  }
  for (const r of results.filter((x) => !x.verdict.ok)) {
    const reply = r.reply.text.replace(/\s+/g, ' ').slice(0, 160);
    rows.push([
      '  miss',
      `${r.conversation} #${r.turn}: “${r.words}” → “${reply}”${r.reply.status && r.reply.status >= 400 ? ` (${r.reply.status})` : ''}`,
      r.verdict.why.join('; '),
    ]);
  }
  return rows;
}

/** Writes the transcripts for a human judge, keeping the folder out of git when .gitignore does not. */
function writeTranscripts(file: string, body: unknown) {
  const folder = file.split('/').slice(0, -1).join('/') || '.';
  mkdirSync(folder, { recursive: true });
  const ignored =
    existsSync('.gitignore') &&
    readFileSync('.gitignore', 'utf8')
      .split('\n')
      .some((l) => l.trim().replace(/^\/|\/$/g, '') === folder);
  if (!ignored && !existsSync(join(folder, '.gitignore'))) {
    // Not in the repository's .gitignore yet: the folder ignores itself.
    writeFileSync(join(folder, '.gitignore'), '*\n');
  }
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
}

/**
 * Plays every conversation of the set against the running app at `base` (its members made by
 * `conversationFixtures`), judges each turn, appends the rows and writes the transcripts.
 */
export async function runConversations(base: string, state: string, set: ConversationSet, rows: Row[]) {
  const conversations = (set.conversations ?? []).filter((c) => c?.id);
  console.log(`coach: ${conversations.length} conversations`);
  const results: TurnResult[] = [];
  const transcripts: Transcript[] = [];
  for (const conversation of conversations) {
    const done = await runConversation(base, state, set, conversation);
    results.push(...done.results);
    transcripts.push(done.transcript);
  }
  rows.push(...conversationRows(results, conversations.length));
  writeTranscripts(TRANSCRIPTS_FILE, {
    about: set.about ?? '',
    ranAt: new Date().toISOString(),
    today: setToday(),
    conversations: transcripts,
  });
  console.log(`coach: transcripts in ${TRANSCRIPTS_FILE}`);
  return { results, transcripts };
}
