import { env } from 'cloudflare:workers';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { TURNSTILE_TEST_TOKEN } from '../../worker/contracts/captcha';
import { charCount } from '../../worker/contracts/characters';
import { errorOf, guest, signUp } from './helpers';

/**
 * Every length limit in the contracts, found by reading the contracts themselves (a new limit is
 * tested the day it is written), at its limit and one past, in accented Latin, Greek, emoji and a
 * mix: a limit on what people write counts characters as a person does, and as the database's
 * `length()` does (code points: "é", "λ" and "🏄" are one each), never bytes or UTF-16 units.
 */

type Node = {
  kind?: string;
  type?: string;
  pipe?: Node[];
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: Node[];
  requirement?: unknown;
  message?: unknown;
  maxChars?: number;
};
type Limit = { where: string; max: number; message: string | undefined; schema: v.GenericSchema };

const modules = import.meta.glob<Record<string, unknown>>('../../worker/contracts/*.ts', { eager: true });

/** A schema's own type under optional, nullable and nullish. */
const baseType = (node: Node): string | undefined => (node.wrapped ? baseType(node.wrapped) : node.type);

/** Every limit on the length of a string in the contracts, by where it is. */
function contractLimits() {
  const limits: Limit[] = [];
  const walk = (node: Node | undefined, where: string, seen: Set<Node>) => {
    if (!node || typeof node !== 'object' || seen.has(node) || node.kind !== 'schema') return;
    seen.add(node);
    const pipe = node.pipe ?? [];
    if (baseType(node) === 'string') {
      for (const action of pipe) {
        const max = action.maxChars ?? (action.type === 'max_length' ? (action.requirement as number) : undefined);
        if (max === undefined) continue;
        const message = typeof action.message === 'string' ? action.message : undefined;
        limits.push({ where, max, message, schema: node as unknown as v.GenericSchema });
      }
    }
    for (const [key, entry] of Object.entries(node.entries ?? {})) walk(entry, `${where}.${key}`, seen);
    walk(node.item, `${where}[]`, seen);
    walk(node.wrapped, where, seen);
    for (const [i, option] of (node.options ?? []).entries()) walk(option, `${where}|${i}`, seen);
    for (const inner of pipe) if (inner !== node) walk(inner, where, seen);
  };
  for (const [file, exports] of Object.entries(modules)) {
    const name = file.replace(/^.*\/|\.ts$/g, '');
    for (const [exported, value] of Object.entries(exports)) walk(value as Node, `${name}.${exported}`, new Set());
  }
  return limits;
}

/**
 * Limits that are not on what people write: identifiers, cursors, addresses, tokens, usernames,
 * passwords, a phone number's format, and what the coach's model and the analytics queue send.
 */
const NOT_WRITING =
  /(^|[._])(id|user|cursor|request|url|imageUrl|canonical_url|slug|email|newEmail|EmailSchema|username|password|newPassword|PasswordSchema|phoneNumber|tags)$|Id$|ids\[\]$|^coach-ask\.|^analytics\.(SearchEventSchema|ClickEventSchema|ClickInput)\./;
/**
 * Whole documents: a bound on storage, kept in UTF-16 units (an emoji counts two) so that a row
 * with its plain-text copy stays within D1's 2 MB.
 */
const DOCUMENTS = new Set([
  'admin.ActivityContentInput.content',
  'admin.ActivitySaveInput.description',
  'admin.PageSaveInput.content',
  'blogs.BlogAutosaveInput.content',
  'blogs.BlogCreateInput.content',
  'blogs.BlogUpdateInput.content',
]);

/** Texts of exactly `n` characters. */
const ALPHABETS: Record<string, (n: number) => string> = {
  accented: (n) => 'é'.repeat(n),
  greek: (n) => 'λ'.repeat(n),
  emoji: (n) => '🏄'.repeat(n),
  mixed: (n) =>
    Array.from({ length: n }, (_, i) =>
      i === 0 || i === n - 1 ? 'Ω' : ['Z', 'o', 'ë', ' ', 'λ', '🏄', 'ß'][i % 7],
    ).join(''),
};
/** Alphabets whose every character is one UTF-16 unit: what a storage bound counts alike. */
const SINGLE_UNIT = ['accented', 'greek'];

const LIMITS = contractLimits();
const writing = LIMITS.filter((l) => !NOT_WRITING.test(l.where));

describe('length limits in the contracts', () => {
  it('are found, each of them', () => {
    // The walk reads the contracts as they are: a contract it cannot read would go untested.
    expect(LIMITS.length).toBeGreaterThan(150);
    expect(writing.length).toBeGreaterThan(90);
    for (const where of DOCUMENTS) expect(writing.map((l) => l.where)).toContain(where);
    for (const alphabet of Object.values(ALPHABETS)) expect(charCount(alphabet(37))).toBe(37);
  });

  for (const limit of writing) {
    const alphabets = DOCUMENTS.has(limit.where) ? SINGLE_UNIT : Object.keys(ALPHABETS);
    it(`${limit.where}: ${limit.max} characters pass, ${limit.max + 1} are refused`, () => {
      for (const name of alphabets) {
        const text = (ALPHABETS[name] as (n: number) => string)(limit.max);
        const at = v.safeParse(limit.schema, text);
        expect({ alphabet: name, at: at.success }, at.issues?.[0]?.message).toEqual({ alphabet: name, at: true });
        const past = v.safeParse(limit.schema, (ALPHABETS[name] as (n: number) => string)(limit.max + 1));
        expect({ alphabet: name, past: past.success }).toEqual({ alphabet: name, past: false });
        if (limit.message) expect(past.issues?.[0]?.message).toBe(limit.message);
      }
    });
  }
});

describe('length limits through the routes, down to the database', () => {
  const emoji = (n: number) => '🏄'.repeat(n);

  beforeAll(async () => {
    await env.DB.prepare(
      "insert into activities (id, title, description, search_text, category_tags) values (1, 'Surf', '<p>x</p>', 'x', '[\"Adventure\"]')",
    ).run();
  });

  it('keeps what people write at the limit, counted in characters, and refuses one more', async () => {
    const [m, friend] = await Promise.all([signUp(), signUp()]);
    const post = (content: string) => m.fetch('/api/community/posts', { method: 'POST', json: { content } });
    const made = await post(emoji(300));
    expect(made.status).toBe(201);
    const { post: saved } = (await made.json()) as { post: { id: string; content: string } };
    expect(charCount(saved.content)).toBe(300);
    const long = await post(emoji(301));
    expect(long.status).toBe(400);
    expect((await errorOf(long)).error).toBe('Post exceeds maximum length of 300 characters');

    const comment = (content: string) =>
      m.fetch('/api/community/comments', { method: 'POST', json: { post_id: saved.id, content } });
    expect((await comment(emoji(2000))).status).toBe(201);
    expect((await comment(emoji(2001))).status).toBe(400);

    const message = (text: string) =>
      m.fetch('/api/messaging/messages', { method: 'POST', json: { recipientId: friend.profile.id, message: text } });
    expect((await message(emoji(2000))).status).toBe(201);
    expect((await message(emoji(2001))).status).toBe(400);

    const listed = await m.fetch('/api/list', { method: 'POST', json: { activityId: 1 } });
    const { item } = (await listed.json()) as { item: { id: string } };
    const step = (text: string) => m.fetch(`/api/list/${item.id}/steps`, { method: 'POST', json: { text } });
    expect((await step(emoji(200))).status).toBe(201);
    expect((await step(emoji(201))).status).toBe(400);

    const custom = (title: string) => {
      const body = new FormData();
      for (const [k, value] of [
        ['title', title],
        ['description', 'λ'.repeat(499)],
        ['categories', 'Adventure'],
      ])
        body.append(k as string, value as string);
      return m.fetch('/api/activities/custom', { method: 'POST', body });
    };
    expect((await custom(emoji(99))).status).toBe(201);
    expect((await custom(emoji(100))).status).toBe(400);

    const bio = (profileBio: string) => m.fetch('/api/profile', { method: 'PATCH', json: { profileBio } });
    expect((await bio(emoji(500))).status).toBe(200);
    expect((await bio(emoji(501))).status).toBe(400);

    const contact = (text: string) => {
      const body = new FormData();
      for (const [k, value] of Object.entries({
        name: 'Zoë Παπαδοπούλου',
        email: 'zoe@example.com',
        category: 'technical_support',
        subject: 'Ωραία',
        message: text,
        privacyPolicy: 'true',
        captchaToken: TURNSTILE_TEST_TOKEN,
      }))
        body.append(k, value);
      return guest().fetch('/api/contact', { method: 'POST', body });
    };
    expect((await contact(emoji(5000))).status).toBe(201);
    expect((await contact(emoji(5001))).status).toBe(400);
  });
});
