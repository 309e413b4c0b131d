import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { containsPattern } from '../../worker/lib/like';
import { db } from './helpers';

/** What SQLite's LIKE says of `text` against the app's "contains" pattern for `q`. */
async function matches(text: string, q: string) {
  const [row] = await db().all<{ hit: number }>(sql`select ${text} like ${containsPattern(q)} escape '\\' as hit`);
  return row?.hit === 1;
}

describe('searching for what a person typed', () => {
  it('takes %, _ and \\ as the characters they are', async () => {
    expect(await matches('50% off kayaks', '50%')).toBe(true);
    expect(await matches('500 kayaks', '50%')).toBe(false);
    expect(await matches('snake_case', 'e_c')).toBe(true);
    expect(await matches('one case', 'e_c')).toBe(false);
    expect(await matches('a\\b', 'a\\b')).toBe(true);
    expect(await matches('ab', 'a\\b')).toBe(false);
  });

  it('finds the words anywhere, whatever the case of the letters', async () => {
    expect(await matches('Sea Kayaking in Norway', 'kayak')).toBe(true);
    expect(await matches('Sea Kayaking in Norway', 'canoe')).toBe(false);
  });
});
