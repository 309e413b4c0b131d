import { beforeAll, describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../worker/features/analytics/csv';
import { actor, errorOf, type Member } from './helpers';
import { deliver, searchEvent } from './search-analytics-fixture';

const DAY = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
const RANGE = `start=${DAY}&end=${DAY}`;
const ROWS = 2500;

let admin: Member;

/** A minimal RFC 4180 reader, to check the export reads back to what was stored. */
function parseCsv(text: string) {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

beforeAll(async () => {
  admin = await actor('admin');
  const base = Date.parse(`${DAY}T00:00:00Z`);
  const tricky = [
    '=HYPERLINK("http://evil.example","x")',
    '+cmd',
    '-2+3',
    '@SUM(A1)',
    '\tindented',
    '\rcarriage',
    'comma, and "quotes"',
    'line\nbreak',
  ];
  const events = tricky.map((query, i) => searchEvent({ query, createdAt: base + i * 1000 }));
  // Enough rows for several export chunks, delivered as the queue would (100 a batch).
  for (let i = 0; i < ROWS; i++)
    events.push(searchEvent({ query: `bulk ${i}`, resultsCount: i % 7, createdAt: base + 60_000 + i * 10 }));
  events.push(searchEvent({ query: 'staff search', isStaff: true, createdAt: base + 3_600_000 }));
  for (let i = 0; i < events.length; i += 100) await deliver(events.slice(i, i + 100));
});

describe('CSV cells', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('safe = text')).toBe('safe = text');
  });

  it('quotes commas, quotes, line breaks and edge spaces; writes numbers and empty cells plainly', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvRow(['a', 1, true, undefined])).toBe('a,1,true,\r\n');
  });
});

describe('CSV export', () => {
  it('streams every row of the range in order, named after the range, without staff by default', async () => {
    const res = await admin.fetch(`/api/analytics/export?${RANGE}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="search-analytics-${DAY}-to-${DAY}.csv"`);
    // Streamed: no length known up front, the body arrives in several pieces.
    expect(res.headers.get('content-length')).toBeNull();
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let pieces = 0;
    for (;;) {
      const { done, value } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) break;
      pieces++;
      text += decoder.decode(value, { stream: true });
    }
    expect(pieces).toBeGreaterThan(2);
    const rows = parseCsv(text.replace(/^\uFEFF/, ''));
    expect(rows[0]?.slice(0, 6)).toEqual(['Date/Time (UTC)', 'Query', 'Results', 'Time (ms)', 'Filters', 'Session']);
    expect(rows).toHaveLength(1 + 8 + ROWS);
    const queries = rows.slice(1).map((r) => r[1]);
    expect(queries.slice(0, 8)).toEqual([
      `'=HYPERLINK("http://evil.example","x")`,
      "'+cmd",
      "'-2+3",
      "'@SUM(A1)",
      "'\tindented",
      "'\rcarriage",
      'comma, and "quotes"',
      'line\nbreak',
    ]);
    expect(queries[8]).toBe('bulk 0');
    expect(queries.at(-1)).toBe(`bulk ${ROWS - 1}`);
    expect(queries).not.toContain('staff search');
  });

  it('includes staff searches when asked and applies the query filter', async () => {
    const res = await admin.fetch(`/api/analytics/export?${RANGE}&includeStaff=true&q=staff`);
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(rows.slice(1).map((r) => r[1])).toEqual(['staff search']);
    expect(rows[1]?.[6]).toBe('true');
  });

  it("answers an empty range with 'No data to export'", async () => {
    const res = await admin.fetch('/api/analytics/export?start=2025-01-01&end=2025-01-02');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toBe('No data to export');
  });
});
