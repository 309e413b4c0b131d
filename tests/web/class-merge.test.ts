import { readdirSync, readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from '@/lib/class-merge';
import { cn } from '@/lib/utils';

/**
 * Every word of every string literal in the app's source that tailwind-merge reads as a Tailwind
 * class (it folds `w w` into `w` only for those; ids, names and text are left out).
 */
function classesWrittenInWeb(): string[] {
  const files = (readdirSync('web', { recursive: true }) as string[]).filter(
    (f) => /\.tsx?$/.test(f) && !f.endsWith('class-merge.ts'),
  );
  const words = new Set<string>();
  for (const file of files) {
    const source = readFileSync(`web/${file}`, 'utf8');
    for (const literal of source.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
      for (const word of (literal[2] as string).split(/\s+/)) if (word) words.add(word);
    }
  }
  // tailwind-merge 3 reads `bg-gradient-to-*` as a background colour; Tailwind 4 still draws it
  // as a background image, so it must not replace a colour (and does not here).
  return [...words].filter((w) => !w.includes('bg-gradient-to-') && twMerge(`${w} ${w}`) === w);
}

describe('class merging', () => {
  it('agrees with tailwind-merge on every ordered pair of classes written in the app', () => {
    const words = classesWrittenInWeb();
    expect(words.length).toBeGreaterThan(400);
    const disagreements: string[] = [];
    for (const a of words) {
      for (const b of words) {
        if (a === b) continue;
        const both = `${a} ${b}`;
        if (mergeClasses(both) !== twMerge(both)) disagreements.push(both);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('lets a later class win for the same property and variants, and keeps the rest', () => {
    expect(cn('h-9 rounded-md px-3', 'h-7 rounded-full px-2')).toBe('h-7 rounded-full px-2');
    expect(cn('p-6 pt-0', 'p-5')).toBe('p-5');
    expect(cn('text-xl leading-none', 'text-2xl')).toBe('text-2xl');
    expect(cn('text-sm text-muted-foreground', 'text-primary')).toBe('text-sm text-primary');
    expect(cn('px-2 hover:bg-accent md:px-4', 'px-3', false && 'hidden')).toBe('hover:bg-accent md:px-4 px-3');
    expect(cn('border border-input', 'border-2 border-destructive')).toBe('border-2 border-destructive');
    expect(cn('-mt-4 mt-2 !mt-1')).toBe('mt-2 !mt-1');
    expect(cn('grid-cols-[1fr_20rem] grid-cols-2 data-[state=active]:bg-background')).toBe(
      'grid-cols-2 data-[state=active]:bg-background',
    );
  });
});
