// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A form field's length limit is a constant of the contract whose schema checks the same value
 * (`maxLength={COMMENT_MAX_LENGTH}`), so the form and the API cannot drift apart. A number written
 * in the form (`maxLength={2000}`) fails the test.
 */
const LITERAL = /\bmaxLength=\{\s*\d[^}]*\}/g;

/**
 * Literals with no schema to take a constant from, each with its reason. The list only shrinks: a
 * new literal fails the test, and so does an entry no longer needed.
 */
const NO_CONTRACT: Record<string, string> = {
  // An image's alt text inside rich text (blogs, activity descriptions): the API takes the whole
  // HTML, and the sanitiser (worker/lib/sanitize.ts) cuts alt text to 300 characters itself.
  'web/components/rich-text-editor/insert-dialog.tsx': 'maxLength={300}',
  // A saved feed filter's name is kept in the browser only (features/community/filters.ts): no API.
  'web/features/community/components/filters-body.tsx': 'maxLength={40}',
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith('.tsx') ? [path] : [];
  });
}

/** File -> the literal limits written in it, as written. */
function literals(text: (file: string) => string, sources: string[]) {
  const found: Record<string, string> = {};
  for (const file of sources) {
    const hits = [...text(file).matchAll(LITERAL)].map((m) => m[0].replace(/\s+/g, ''));
    if (hits.length) found[file.split('\\').join('/')] = hits.join(', ');
  }
  return found;
}

describe('form limits', () => {
  it('come from the contracts: no .tsx file under web/ writes maxLength as a number', () => {
    expect(literals((file) => readFileSync(file, 'utf8'), files('web'))).toEqual(NO_CONTRACT);
  });

  it('would see a number written in a form', () => {
    const planted = new Map([
      ['web/a.tsx', '<Textarea maxLength={2000} value={text} />'],
      ['web/b.tsx', '<Input\n  maxLength={ 120 }\n/>'],
      ['web/c.tsx', '<Input maxLength={300 - 1} />'],
      ['web/d.tsx', '<Input maxLength={POST_LOCATION_MAX} /><Input minLength={2} maxLength={limit - 1} />'],
    ]);
    expect(literals((file) => planted.get(file) ?? '', [...planted.keys()])).toEqual({
      'web/a.tsx': 'maxLength={2000}',
      'web/b.tsx': 'maxLength={120}',
      'web/c.tsx': 'maxLength={300-1}',
    });
  });
});
