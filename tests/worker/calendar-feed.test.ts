import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendar, escapeText, foldLine } from '../../worker/lib/ical';
import { loadCatalogue } from './catalogue-fixture';
import { guest, type Member, signUp } from './helpers';

beforeAll(async () => {
  await loadCatalogue();
});

const octets = (s: string) => new TextEncoder().encode(s).length;

/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab joins the lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

/** Each VEVENT's properties by name (the first of each), after unfolding. */
function events(text: string) {
  const out: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of unfold(text).split('\r\n')) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      out.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon);
      current[name] ??= line.slice(colon + 1);
    }
  }
  return out;
}

describe('iCalendar output (RFC 5545)', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('Sail, swim; then\\rest\nagain\r\nand again')).toBe(
      'Sail\\, swim\\; then\\\\rest\\nagain\\nand again',
    );
  });

  it('folds lines at 75 octets without splitting a character, and unfolds to the same line', () => {
    const line = `SUMMARY:${'Überquerung des Ärmelkanals 🏊 '.repeat(8)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes all-day events with CRLF lines, ending the day after, across month and year ends', () => {
    const text = calendar('Plans, mine', [
      { uid: 'a@x', date: '2027-12-31', summary: 'New Year swim', updatedAt: new Date('2027-01-02T03:04:05.678Z') },
      { uid: 'b@x', date: '2028-02-28', summary: 'Leap', url: 'https://x/activity/1', updatedAt: new Date(0) },
    ]);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('X-WR-CALNAME:Plans\\, mine\r\n');
    const [first, second] = events(text);
    expect(first).toMatchObject({
      UID: 'a@x',
      'DTSTART;VALUE=DATE': '20271231',
      'DTEND;VALUE=DATE': '20280101',
      DTSTAMP: '20270102T030405Z',
    });
    expect(second).toMatchObject({ 'DTEND;VALUE=DATE': '20280229', URL: 'https://x/activity/1' });
    for (const required of ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:']) expect(text).toContain(required);
  });
});

async function add(m: Member, activityId: number, targetDate: string | null) {
  const res = await m.fetch('/api/list', { method: 'POST', json: { activityId, targetDate } });
  return ((await res.json()) as { item: { id: string } }).item.id;
}

describe('the calendar feed', () => {
  it('is made, read by its secret link, regenerated and revoked', async () => {
    const m = await signUp();
    expect(await (await m.fetch('/api/calendar')).json()).toEqual({ active: false, createdAt: null });
    const dated = await add(m, 81, '2027-08-01');
    await add(m, 82, null);
    const done = await add(m, 83, '2027-09-01');
    await m.fetch(`/api/list/${done}/complete`, { method: 'POST' });
    await env.DB.prepare("update activities set title = 'Cook, eat; repeat', display_title = null where id = 81").run();

    const made = await m.fetch('/api/calendar', { method: 'POST' });
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/localhost\/api\/calendar\/[\w-]{43}\.ics$/);
    expect((await (await m.fetch('/api/calendar')).json()) as { active: boolean }).toMatchObject({ active: true });
    // Only a hash of the token is kept.
    const token = /calendar\/(.+)\.ics$/.exec(url)?.[1] as string;
    const stored = await env.DB.prepare('select token_hash as h from calendar_feeds where user_id = ?')
      .bind(m.profile.id)
      .first<{ h: string }>();
    expect(stored?.h).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.h).not.toContain(token);

    // A calendar app has no session: the link alone opens it.
    const path = new URL(url).pathname;
    const feed = await guest().fetch(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toMatch(/^private/);
    const text = await feed.text();
    const [event, ...others] = events(text);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      UID: `list-item-${dated}@localhost`,
      SUMMARY: 'Cook\\, eat\\; repeat',
      'DTSTART;VALUE=DATE': '20270801',
      'DTEND;VALUE=DATE': '20270802',
      URL: 'http://localhost/activity/81',
    });
    expect(event?.DESCRIPTION).toContain('Not started yet.');
    // Every content line fits 75 octets.
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);

    // The same event keeps its UID across fetches and changes.
    await m.fetch(`/api/list/${dated}`, { method: 'PATCH', json: { targetDate: '2027-08-15' } });
    const moved = events(await (await guest().fetch(path)).text())[0];
    expect(moved).toMatchObject({ UID: event?.UID, 'DTSTART;VALUE=DATE': '20270815' });

    // Regenerating stops the old link at once; revoking stops the new one.
    const again = (await (await m.fetch('/api/calendar', { method: 'POST' })).json()) as { url: string };
    expect(again.url).not.toBe(url);
    expect((await guest().fetch(path)).status).toBe(404);
    const newPath = new URL(again.url).pathname;
    expect(events(await (await guest().fetch(newPath)).text())[0]?.UID).toBe(event?.UID);
    expect((await m.fetch('/api/calendar', { method: 'DELETE' })).status).toBe(200);
    expect((await guest().fetch(newPath)).status).toBe(404);
  });

  it('opens nothing for a made-up or malformed token, and needs sign-in to manage', async () => {
    for (const path of [
      '/api/calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics',
      '/api/calendar/x.ics',
      '/api/calendar/nope',
    ])
      expect((await guest().fetch(path)).status).toBe(404);
    expect((await guest().fetch('/api/calendar')).status).toBe(401);
    expect((await guest().fetch('/api/calendar', { method: 'POST' })).status).toBe(401);
  });

  it('shows each member only their own plans', async () => {
    const a = await signUp();
    const b = await signUp();
    await add(a, 84, '2027-10-10');
    await add(b, 85, '2027-11-11');
    const url = ((await (await a.fetch('/api/calendar', { method: 'POST' })).json()) as { url: string }).url;
    const list = events(await (await guest().fetch(new URL(url).pathname)).text());
    expect(list.map((e) => e['DTSTART;VALUE=DATE'])).toEqual(['20271010']);
  });

  it('lists each open step with a due date as an all-day event naming the step and its item', async () => {
    const m = await signUp();
    const item = await add(m, 86, '2027-12-01');
    const step = async (itemId: string, text: string, dueDate: string | null) => {
      const res = await m.fetch(`/api/list/${itemId}/steps`, { method: 'POST', json: { text } });
      const { item } = (await res.json()) as { item: { steps: { id: string; text: string }[] } };
      const id = item.steps.find((s) => s.text === text)?.id as string;
      if (dueDate) await m.fetch(`/api/list/${itemId}/steps/${id}`, { method: 'PATCH', json: { dueDate } });
      return id;
    };
    const boots = await step(item, 'Buy boots, and socks', '2027-10-05');
    await step(item, 'No date yet', null);
    const ticked = await step(item, 'Already done', '2027-10-06');
    await m.fetch(`/api/list/${item}/steps/${ticked}`, { method: 'PATCH', json: { done: true } });
    // The steps of a completed item are not in the feed.
    const finished = await add(m, 87, null);
    await step(finished, 'Left over', '2027-10-07');
    await m.fetch(`/api/list/${finished}/complete`, { method: 'POST' });
    const title = (
      await env.DB.prepare('select coalesce(display_title, title) as t from activities where id = 86').first<{
        t: string;
      }>()
    )?.t as string;

    const url = ((await (await m.fetch('/api/calendar', { method: 'POST' })).json()) as { url: string }).url;
    const list = events(await (await guest().fetch(new URL(url).pathname)).text());
    expect(list.map((e) => e['DTSTART;VALUE=DATE'])).toEqual(['20271005', '20271201']);
    const [stepEvent, target] = list;
    expect(stepEvent).toMatchObject({
      UID: `list-step-${boots}@localhost`,
      SUMMARY: `Buy boots\\, and socks (${title.replaceAll(',', '\\,').replaceAll(';', '\\;')})`,
      'DTEND;VALUE=DATE': '20271006',
      URL: 'http://localhost/activity/86',
    });
    expect(stepEvent?.DESCRIPTION).toContain('http://localhost/activity/86');
    expect(target).toMatchObject({ UID: `list-item-${item}@localhost`, URL: 'http://localhost/activity/86' });

    // Moving the step's date moves its event; ticking it removes it.
    await m.fetch(`/api/list/${item}/steps/${boots}`, { method: 'PATCH', json: { dueDate: '2027-10-09' } });
    const moved = events(await (await guest().fetch(new URL(url).pathname)).text());
    expect(moved[0]).toMatchObject({ UID: stepEvent?.UID, 'DTSTART;VALUE=DATE': '20271009' });
    await m.fetch(`/api/list/${item}/steps/${boots}`, { method: 'PATCH', json: { done: true } });
    const after = events(await (await guest().fetch(new URL(url).pathname)).text());
    expect(after.map((e) => e.UID)).toEqual([`list-item-${item}@localhost`]);
  });
});
