import { describe, expect, it } from 'vitest';
import { readWhen } from '../../worker/features/coach/dates';
import { spellFix } from '../../worker/features/coach/read/words';

/** Tuesday 10 March 2026. */
const TODAY = '2026-03-10';

describe('times as people write them', () => {
  it.each([
    ['remind me at 7 a.m.', '07:00'],
    ['remind me at 7 a.m', '07:00'],
    ['at 7 a.m. tomorrow', '07:00'],
    ['at 6 p.m.', '18:00'],
    ['at 7:30 a.m.', '07:30'],
    ['at 7am', '07:00'],
    ['at 0:30', '00:30'],
    ['at 00:15', '00:15'],
    ['at 9 this evening', '21:00'],
    ['at 4 this afternoon', '16:00'],
    ['at 9 tomorrow morning', '09:00'],
  ])('%j is %s', (text, time) => {
    expect(readWhen(text, TODAY).time).toBe(time);
  });

  it('a day of the month is not a time', () => {
    expect(readWhen('by the 9th', TODAY).time).toBeUndefined();
    expect(readWhen('at 9th street', TODAY).time).toBeUndefined();
  });
});

describe('slips put right, real words left alone', () => {
  it.each([
    ['complete', 'complete'],
    ['practised', 'practised'],
    ['somthing', 'something'],
    ['finaly', 'finally'],
  ])('%j stays or becomes %j', (word, fixed) => {
    expect(spellFix(word)).toBe(fixed);
  });
});
