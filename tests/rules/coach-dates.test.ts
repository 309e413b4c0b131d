import { describe, expect, it } from 'vitest';
import { isoWeek, nextWeekday, readWhen, type When } from '../../worker/features/coach/dates';

/** Tuesday 10 March 2026, unless a case says otherwise. */
const TODAY = '2026-03-10';
type Options = { today?: string; monthFirst?: boolean; country?: string };

describe('readWhen: days and times in words, in the member’s calendar', () => {
  const cases: [string, When, Options?][] = [
    ['at 7pm', { time: '19:00', words: ['at 7pm'] }],
    // The end of a season is the last day of its third month (of the member's hemisphere), the coming one.
    ['by the end of the summer', { date: '2026-08-31', span: 'day', by: true, words: ['the end of the summer'] }],
    ['end of summer', { date: '2026-08-31', span: 'day', by: true, words: ['end of summer'] }],
    ['late summer', { date: '2026-08-31', span: 'day', by: false, words: ['late summer'] }],
    ['by the end of winter', { date: '2027-02-28', span: 'day', by: true, words: ['the end of winter'] }],
    [
      'by the end of winter',
      { date: '2026-02-28', span: 'day', by: true, words: ['the end of winter'] },
      { today: '2026-01-15' },
    ],
    [
      'by the end of the summer',
      { date: '2027-02-28', span: 'day', by: true, words: ['the end of the summer'] },
      { country: 'AU' },
    ],
    ['a reminder for 5', { time: '17:00', words: ['for 5'] }],
    // A time written without its colon after a word that says a time; never a year.
    ['at 0745', { time: '07:45', words: ['at 0745'] }],
    ['make it 745', { time: '07:45', words: ['make it 745'] }],
    ['during my lunchbreak', { time: '12:00', words: ['during my lunchbreak'] }],
    ['i swam there this morning', { time: '09:00', words: ['morning', 'this morning'] }],
    ['been there today', { words: ['today'] }],
    ['got back tonight', { time: '19:00', words: ['tonight'] }],
    ['make it 2330', { time: '23:30', words: ['make it 2330'] }],
    ['make it 1230', { time: '12:30', words: ['make it 1230'] }],
    ['at 2430', { words: [] }],
    ['at 1275', { words: [] }],
    ['make it 2027', { words: [] }],
    ['by the end of next week', { date: '2026-03-20', span: 'day', by: true, words: ['end of next week'] }],
    ['over lunch', { time: '12:00', words: ['over lunch'] }],
    ['on my lunch break', { time: '12:00', words: ['on my lunch break'] }],
    // When something was is no date to set ("i was at the lake this morning").
    ['i ran 5k this morning', { time: '09:00', words: ['morning', 'this morning'] }],
    ["i've done it today", { words: ['today'] }],
    ['we went there tonight', { time: '19:00', words: ['tonight'] }],
    ['i did it this afternoon', { time: '14:00', words: ['afternoon', 'this afternoon'] }],
    [
      'first thing tomorrow',
      { time: '08:00', date: '2026-03-11', span: 'day', by: false, words: ['first thing', 'tomorrow'] },
    ],
    ['the first thing on my plan', { words: [] }],
    ['a reminder for 5 days', { words: [] }],
    ['at 7', { time: '19:00', words: ['at 7'] }],
    ['at 9', { time: '09:00', words: ['at 9'] }],
    ['at 12am', { time: '00:00', words: ['at 12am'] }],
    ['12pm', { time: '12:00', words: ['12pm'] }],
    ['19:30', { time: '19:30', words: ['19:30'] }],
    ['at 7:15 pm', { time: '19:15', words: ['at 7:15 pm'] }],
    ['at 25:00', { words: [] }],
    ['half past six', { time: '18:30', words: ['half past six'] }],
    ['half six in the morning', { time: '06:30', words: ['half six'] }],
    ['at 8 in the evening', { time: '20:00', words: ['at 8'] }],
    ['at 3 in the afternoon', { time: '15:00', words: ['at 3'] }],
    // Lunchtime is when, never part of a name ("sign up during lunch").
    ['at noon', { time: '12:00', words: ['at noon'] }],
    ['lunchtime', { time: '12:00', words: ['lunchtime'] }],
    ['during lunch', { time: '12:00', words: ['during lunch'] }],
    ['tonight', { time: '19:00', date: '2026-03-10', span: 'day', by: false, words: ['tonight'] }],
    ['this evening', { time: '18:00', date: '2026-03-10', span: 'day', by: false, words: ['evening', 'this evening'] }],
    // The part of the day is a word that says when, never part of a name ("saturday morning").
    ['in the morning', { time: '09:00', words: ['in the morning'] }],
    // "After work" is when, never part of a name ("remind me monday after work").
    ['after work', { time: '18:00', words: ['after work'] }],
    ['at 14', { time: '14:00', words: ['at 14'] }],
    ["5 o'clock", { time: '17:00', words: ["5 o'clock"] }],
    ['at 13pm', { words: [] }],
    ['no date', { clear: true, words: ['no date'] }],
    ['clear the deadline', { clear: true, words: ['clear the deadline'] }],
    ['no idea when', { clear: true, words: ['no idea when'] }],
    ['2026-02-29', { words: ['2026-02-29'] }],
    ['2028-02-29', { date: '2028-02-29', span: 'day', by: false, words: ['2028-02-29'] }],
    ['2026-12-31', { date: '2026-12-31', span: 'day', by: false, words: ['2026-12-31'] }],
    ['12/03', { date: '2026-03-12', span: 'day', by: false, words: ['12/03'] }],
    ['12/03/2027', { date: '2027-03-12', span: 'day', by: false, words: ['12/03/2027'] }],
    ['12/03', { date: '2026-12-03', span: 'day', by: false, words: ['12/03'] }, { monthFirst: true }],
    ['3/1', { date: '2027-01-03', span: 'day', by: false, words: ['3/1'] }],
    ['31/02', { words: ['31/02'] }],
    ['26.2 miles', { words: [] }],
    ['1st of june', { date: '2026-06-01', span: 'day', by: false, words: ['1st of june'] }],
    ['june 1st 2027', { date: '2027-06-01', span: 'day', by: false, words: ['june 1st 2027'] }],
    ['1 march', { date: '2027-03-01', span: 'day', by: false, words: ['1 march'] }],
    ['10 march', { date: '2026-03-10', span: 'day', by: false, words: ['10 march'] }],
    ['9 march', { date: '2027-03-09', span: 'day', by: false, words: ['9 march'] }],
    ['december 31st', { date: '2026-12-31', span: 'day', by: false, words: ['december 31st'] }],
    ['today', { date: '2026-03-10', span: 'day', by: false, words: ['today'] }],
    ['later', { date: '2026-03-10', span: 'day', by: false, words: ['later'] }],
    ['day after tomorrow', { date: '2026-03-12', span: 'day', by: false, words: ['day after tomorrow'] }],
    ['tomorrow', { date: '2026-03-11', span: 'day', by: false, words: ['tomorrow'] }],
    ['tmrw', { date: '2026-03-11', span: 'day', by: false, words: ['tmrw'] }],
    ['in 0 days', { date: '2026-03-10', span: 'day', by: false, words: ['in 0 days'] }],
    ['in 3 days', { date: '2026-03-13', span: 'day', by: false, words: ['in 3 days'] }],
    ['in 2 weeks', { date: '2026-03-24', span: 'day', by: false, words: ['in 2 weeks'] }],
    ['in a fortnight', { date: '2026-03-24', span: 'day', by: false, words: ['in a fortnight'] }],
    ['in 2 fortnights', { date: '2026-04-07', span: 'day', by: false, words: ['in 2 fortnights'] }],
    ['in a month', { date: '2026-04-10', span: 'day', by: false, words: ['in a month'] }],
    ['in 6 months', { date: '2026-09-10', span: 'day', by: false, words: ['in 6 months'] }],
    ['in 2 years', { date: '2028-03-10', span: 'day', by: false, words: ['in 2 years'] }],
    [
      'a couple of weeks from now',
      { date: '2026-03-24', span: 'day', by: false, words: ['a couple of weeks from now'] },
    ],
    ['3 days time', { date: '2026-03-13', span: 'day', by: false, words: ['3 days time'] }],
    ['in a few days', { date: '2026-03-13', span: 'day', by: false, words: ['in a few days'] }],
    ['in 999 days', { date: '2028-12-03', span: 'day', by: false, words: ['in 999 days'] }],
    ['in a month', { date: '2026-02-28', span: 'day', by: false, words: ['in a month'] }, { today: '2026-01-31' }],
    ['in a year', { date: '2029-02-28', span: 'day', by: false, words: ['in a year'] }, { today: '2028-02-29' }],
    ['tomorrow', { date: '2027-01-01', span: 'day', by: false, words: ['tomorrow'] }, { today: '2026-12-31' }],
    [
      'end of next month',
      { date: '2027-01-31', span: 'day', by: true, words: ['end of next month'] },
      { today: '2026-12-31' },
    ],
    [
      'end of next month',
      { date: '2026-02-28', span: 'day', by: true, words: ['end of next month'] },
      { today: '2026-01-15' },
    ],
    ['end of the month', { date: '2026-03-31', span: 'day', by: true, words: ['end of the month'] }],
    [
      'end of the month',
      { date: '2028-02-29', span: 'day', by: true, words: ['end of the month'] },
      { today: '2028-02-10' },
    ],
    ['end of the year', { date: '2026-12-31', span: 'day', by: true, words: ['end of the year'] }],
    ['this year', { date: '2026-12-31', span: 'day', by: true, words: ['this year'] }],
    ['by the end of the week', { date: '2026-03-13', span: 'day', by: true, words: ['end of the week'] }],
    ['end of the week', { date: '2026-03-13', span: 'day', by: true, words: ['end of the week'] }],
    ['next weekend', { date: '2026-03-14', span: 'day', by: false, words: ['next weekend'] }],
    ['this weekend', { date: '2026-03-14', span: 'day', by: false, words: ['this weekend'] }],
    ['this weekend', { date: '2026-03-08', span: 'day', by: false, words: ['this weekend'] }, { today: '2026-03-08' }],
    ['next weekend', { date: '2026-03-21', span: 'day', by: false, words: ['next weekend'] }, { today: '2026-03-14' }],
    ['next weekend', { date: '2026-03-21', span: 'day', by: false, words: ['next weekend'] }, { today: '2026-03-13' }],
    ['friday', { date: '2026-03-13', span: 'day', by: false, words: ['friday'] }],
    ['this friday', { date: '2026-03-13', span: 'day', by: false, words: ['this friday'] }],
    ['tuesday', { date: '2026-03-17', span: 'day', by: false, words: ['tuesday'] }],
    ['this tuesday', { date: '2026-03-10', span: 'day', by: false, words: ['this tuesday'] }],
    ['thurs', { date: '2026-03-12', span: 'day', by: false, words: ['thurs'] }],
    ['next week', { date: '2026-03-16', span: 'day', by: false, words: ['next week'] }],
    ['next month', { date: '2026-04-01', span: 'month', by: false, words: ['next month'] }],
    ['next year', { date: '2027-06-30', span: 'year', by: false, words: ['next year'] }],
    ['by next year', { date: '2026-12-31', span: 'year', by: true, words: ['next year'] }],
    ['christmas', { date: '2026-12-25', span: 'day', by: false, words: ['christmas'] }],
    ['christmas', { date: '2027-12-25', span: 'day', by: false, words: ['christmas'] }, { today: '2026-12-26' }],
    ["new year's eve", { date: '2026-12-31', span: 'day', by: false, words: ["new year's eve"] }],
    ['new years', { date: '2027-01-01', span: 'day', by: false, words: ['new years'] }],
    ["valentine's day", { date: '2027-02-14', span: 'day', by: false, words: ["valentine's day"] }],
    ['halloween', { date: '2026-10-31', span: 'day', by: false, words: ['halloween'] }],
    ['next october', { date: '2026-10-15', span: 'month', by: false, words: ['next october'] }],
    ['in may', { date: '2026-05-15', span: 'month', by: false, words: ['in may'] }],
    ['by june', { date: '2026-06-01', span: 'month', by: true, words: ['by june'] }],
    ['early june', { date: '2026-06-05', span: 'month', by: false, words: ['june'] }],
    ['late june', { date: '2026-06-30', span: 'month', by: false, words: ['june'] }],
    ['end of february', { date: '2027-02-28', span: 'month', by: false, words: ['february'] }],
    ['end of february', { date: '2028-02-29', span: 'month', by: false, words: ['february'] }, { today: '2028-01-10' }],
    ['march', { date: '2026-03-15', span: 'month', by: false, words: ['march'] }],
    ['next march', { date: '2027-03-15', span: 'month', by: false, words: ['next march'] }],
    ['june 2028', { date: '2028-06-15', span: 'month', by: false, words: ['june 2028'] }],
    ['spring', { date: '2026-03-31', span: 'month', by: false, words: ['spring'] }],
    ['summer', { date: '2026-12-31', span: 'month', by: false, words: ['summer'] }, { country: 'AU' }],
    ['by summer', { date: '2026-06-21', span: 'month', by: true, words: ['by summer'] }],
    ['next winter', { date: '2026-12-31', span: 'month', by: false, words: ['next winter'] }],
    ['in the autumn', { date: '2026-09-30', span: 'month', by: false, words: ['in the autumn'] }],
    ['fall', { date: '2026-09-30', span: 'month', by: false, words: ['fall'] }],
    ['winter', { date: '2026-12-31', span: 'month', by: false, words: ['winter'] }, { today: '2026-11-20' }],
    ['on the 14th', { date: '2026-03-14', span: 'day', by: false, words: ['on the 14th'] }],
    ['the 31st', { date: '2026-03-31', span: 'day', by: false, words: ['the 31st'] }],
    ['the 30th', { date: '2026-03-30', span: 'day', by: false, words: ['the 30th'] }, { today: '2026-02-20' }],
    ['the 31st', { date: '2026-03-31', span: 'day', by: false, words: ['the 31st'] }, { today: '2026-03-31' }],
    ['next weekend', { date: '2026-03-21', span: 'day', by: false, words: ['next weekend'] }, { today: '2026-03-12' }],
    ['next weekend', { date: '2026-03-14', span: 'day', by: false, words: ['next weekend'] }, { today: '2026-03-09' }],
    ['next weekend', { date: '2026-03-28', span: 'day', by: false, words: ['next weekend'] }, { today: '2026-03-15' }],
    ['this weekend', { date: '2026-03-15', span: 'day', by: false, words: ['this weekend'] }, { today: '2026-03-15' }],
    ['this weekend', { date: '2026-03-14', span: 'day', by: false, words: ['this weekend'] }, { today: '2026-03-14' }],
    ['over the weekend', { date: '2026-03-14', span: 'day', by: false, words: ['over the weekend'] }],
    ['by friday', { date: '2026-03-13', span: 'day', by: true, words: ['friday'] }],
    // Typed the way people type them.
    ['dentist 12/03, 9am', { time: '09:00', date: '2026-03-12', span: 'day', by: false, words: ['9am', '12/03'] }],
    ['a month from today', { date: '2026-04-10', span: 'day', by: false, words: ['a month from today'] }],
    ['three days from today', { date: '2026-03-13', span: 'day', by: false, words: ['three days from today'] }],
    ['in a couple days', { date: '2026-03-12', span: 'day', by: false, words: ['in a couple days'] }],
    ['deadline june', { date: '2026-06-01', span: 'month', by: true, words: ['june'] }],
    ['until june', { date: '2026-06-01', span: 'month', by: true, words: ['until june'] }],
    ['before june', { date: '2026-06-01', span: 'month', by: true, words: ['before june'] }],
    ['this june', { date: '2026-06-15', span: 'month', by: false, words: ['this june'] }],
    [
      'at 7:30 a.m tomorrow',
      { time: '07:30', date: '2026-03-11', span: 'day', by: false, words: ['at 7:30 a.m', 'tomorrow'] },
    ],
    ['at 8:15 p.m', { time: '20:15', words: ['at 8:15 p.m'] }],
    ['at 7:30 tomorrow', { time: '19:30', date: '2026-03-11', span: 'day', by: false, words: ['at 7:30', 'tomorrow'] }],
    ['at 8 p.m', { time: '20:00', words: ['at 8 p.m'] }],
    ['yoga at 7 2moro', { time: '19:00', date: '2026-03-11', span: 'day', by: false, words: ['at 7', '2moro'] }],
    ['at 12:15am', { time: '00:15', words: ['at 12:15am'] }],
    ['at 12:15pm', { time: '12:15', words: ['at 12:15pm'] }],
    // A shift ("a day later") moves a date the member has already; it is not a day of its own.
    ['a day later', { words: [] }],
    // "Later" with a day after it is that day.
    ['later on friday', { date: '2026-03-13', span: 'day', by: false, words: ['on friday'] }],
    ['later next month', { date: '2026-04-01', span: 'month', by: false, words: ['next month'] }],
    ['later on', { date: '2026-03-10', span: 'day', by: false, words: ['later'] }],
    ['a month later', { words: [] }],
    ['a year later', { words: [] }],
    // A season is the coming one: on its last counted day it is still this year's.
    ['summer', { date: '2026-06-30', span: 'month', by: false, words: ['summer'] }, { today: '2026-06-30' }],
    ['summer', { date: '2027-06-30', span: 'month', by: false, words: ['summer'] }, { today: '2026-07-01' }],
    [
      'before summer',
      { date: '2026-06-21', span: 'month', by: true, words: ['before summer'] },
      { today: '2026-06-21' },
    ],
    ['next summer', { date: '2026-06-30', span: 'month', by: false, words: ['next summer'] }],
    ['before christmas', { date: '2026-12-25', span: 'day', by: true, words: ['christmas'] }],
    ['until next month', { date: '2026-04-01', span: 'month', by: true, words: ['next month'] }],
    ['no later than 1 june', { date: '2026-06-01', span: 'day', by: true, words: ['1 june'] }],
    ['deadline is 1 june', { date: '2026-06-01', span: 'day', by: true, words: ['1 june'] }],
    ['deadline of june', { date: '2026-06-01', span: 'month', by: true, words: ['june'] }],
    ['without a date', { clear: true, words: ['without a date'] }],
    ['remove the target date', { clear: true, words: ['remove the target date'] }],
    ['drop the deadline', { clear: true, words: ['drop the deadline'] }],
    ['undate it', { clear: true, words: ['undate'] }],
    ['9/1', { date: '2026-09-01', span: 'day', by: false, words: ['9/1'] }, { monthFirst: true }],
    ['9/1/27', { date: '2027-09-01', span: 'day', by: false, words: ['9/1/27'] }, { monthFirst: true }],
    ['1/1/2027', { date: '2027-01-01', span: 'day', by: false, words: ['1/1/2027'] }],
    ['29/02/2028', { date: '2028-02-29', span: 'day', by: false, words: ['29/02/2028'] }],
    ['29/02/2027', { words: ['29/02/2027'] }],
    ['5/13', { words: ['5/13'] }],
    ['5/13', { date: '2026-05-13', span: 'day', by: false, words: ['5/13'] }, { monthFirst: true }],
    ['13/5', { words: ['13/5'] }, { monthFirst: true }],
    ['march 9', { date: '2027-03-09', span: 'day', by: false, words: ['march 9'] }],
    ['march 10th', { date: '2026-03-10', span: 'day', by: false, words: ['march 10th'] }],
    ['march 9, 2027', { date: '2027-03-09', span: 'day', by: false, words: ['march 9, 2027'] }],
    ['the 9th of march 2028', { date: '2028-03-09', span: 'day', by: false, words: ['9th of march 2028'] }],
    ['31 april', { words: ['31 april'] }],
    ['12 sept', { date: '2026-09-12', span: 'day', by: false, words: ['12 sept'] }],
    ['1 jan', { date: '2027-01-01', span: 'day', by: false, words: ['1 jan'] }],
    ['sep 3', { date: '2026-09-03', span: 'day', by: false, words: ['sep 3'] }],
    ['8 aug', { date: '2026-08-08', span: 'day', by: false, words: ['8 aug'] }],
    ['in 1 day', { date: '2026-03-11', span: 'day', by: false, words: ['in 1 day'] }],
    ['in one week', { date: '2026-03-17', span: 'day', by: false, words: ['in one week'] }],
    ['in twelve months', { date: '2027-03-10', span: 'day', by: false, words: ['in twelve months'] }],
    ['in eleven days', { date: '2026-03-21', span: 'day', by: false, words: ['in eleven days'] }],
    ['in a couple of days', { date: '2026-03-12', span: 'day', by: false, words: ['in a couple of days'] }],
    ['a couple weeks from now', { date: '2026-03-24', span: 'day', by: false, words: ['a couple weeks from now'] }],
    ['in 5 years', { date: '2031-03-10', span: 'day', by: false, words: ['in 5 years'] }],
    ['in 100 years', { date: '2126-03-10', span: 'day', by: false, words: ['in 100 years'] }],
    ['two weeks time', { date: '2026-03-24', span: 'day', by: false, words: ['two weeks time'] }],
    ['later today', { date: '2026-03-10', span: 'day', by: false, words: ['later today'] }],
    ['this morning', { time: '09:00', date: '2026-03-10', span: 'day', by: false, words: ['morning', 'this morning'] }],
    [
      'this afternoon',
      { time: '14:00', date: '2026-03-10', span: 'day', by: false, words: ['afternoon', 'this afternoon'] },
    ],
    ['in a month', { date: '2026-04-30', span: 'day', by: false, words: ['in a month'] }, { today: '2026-03-31' }],
    ['in 6 months', { date: '2027-02-28', span: 'day', by: false, words: ['in 6 months'] }, { today: '2026-08-31' }],
    ['in 4 months', { date: '2027-02-28', span: 'day', by: false, words: ['in 4 months'] }, { today: '2026-10-31' }],
    ['in 4 years', { date: '2028-02-29', span: 'day', by: false, words: ['in 4 years'] }, { today: '2024-02-29' }],
    ['next month', { date: '2027-01-01', span: 'month', by: false, words: ['next month'] }, { today: '2026-12-05' }],
    [
      'end of the month',
      { date: '2026-12-31', span: 'day', by: true, words: ['end of the month'] },
      { today: '2026-12-05' },
    ],
    [
      'end of next month',
      { date: '2026-12-31', span: 'day', by: true, words: ['end of next month'] },
      { today: '2026-11-30' },
    ],
    ["month's end", { date: '2026-03-31', span: 'day', by: true, words: ["month's end"] }],
    ['end of year', { date: '2026-12-31', span: 'day', by: true, words: ['end of year'] }],
    ["year's end", { date: '2026-12-31', span: 'day', by: true, words: ["year's end"] }],
    [
      'end of the week',
      { date: '2026-03-13', span: 'day', by: true, words: ['end of the week'] },
      { today: '2026-03-13' },
    ],
    [
      'end of the week',
      { date: '2026-03-20', span: 'day', by: true, words: ['end of the week'] },
      { today: '2026-03-14' },
    ],
    ['friday', { date: '2026-03-20', span: 'day', by: false, words: ['friday'] }, { today: '2026-03-15' }],
    ['saturday', { date: '2026-03-21', span: 'day', by: false, words: ['saturday'] }, { today: '2026-03-14' }],
    [
      'this saturday',
      { date: '2026-03-14', span: 'day', by: false, words: ['this saturday'] },
      { today: '2026-03-14' },
    ],
    ['on monday', { date: '2026-03-16', span: 'day', by: false, words: ['on monday'] }],
    ['coming sunday', { date: '2026-03-15', span: 'day', by: false, words: ['coming sunday'] }],
    ['mon', { date: '2026-03-16', span: 'day', by: false, words: ['mon'] }],
    ['tues', { date: '2026-03-17', span: 'day', by: false, words: ['tues'] }],
    ['wednesday', { date: '2026-03-11', span: 'day', by: false, words: ['wednesday'] }],
    ['wed', { date: '2026-03-11', span: 'day', by: false, words: ['wed'] }],
    ['thu', { date: '2026-03-12', span: 'day', by: false, words: ['thu'] }],
    ['fri', { date: '2026-03-13', span: 'day', by: false, words: ['fri'] }],
    ['sat', { date: '2026-03-14', span: 'day', by: false, words: ['sat'] }],
    ['satur', { date: '2026-03-14', span: 'day', by: false, words: ['satur'] }],
    ['sun', { date: '2026-03-15', span: 'day', by: false, words: ['sun'] }],
    ['next week', { date: '2026-03-16', span: 'day', by: false, words: ['next week'] }, { today: '2026-03-15' }],
    ['next week', { date: '2026-03-23', span: 'day', by: false, words: ['next week'] }, { today: '2026-03-16' }],
    ['next year', { date: '2027-06-30', span: 'year', by: false, words: ['next year'] }, { today: '2026-12-31' }],
    ['xmas', { date: '2026-12-25', span: 'day', by: false, words: ['xmas'] }],
    ['christmas', { date: '2026-12-25', span: 'day', by: false, words: ['christmas'] }, { today: '2026-12-25' }],
    ["new year's day", { date: '2027-01-01', span: 'day', by: false, words: ["new year's"] }, { today: '2027-01-01' }],
    ['new year', { date: '2027-01-01', span: 'day', by: false, words: ['new year'] }],
    ['valentines', { date: '2027-02-14', span: 'day', by: false, words: ['valentines'] }],
    ['halloween', { date: '2027-10-31', span: 'day', by: false, words: ['halloween'] }, { today: '2026-11-01' }],
    ['jan', { date: '2027-01-15', span: 'month', by: false, words: ['jan'] }],
    ['january', { date: '2027-01-15', span: 'month', by: false, words: ['january'] }, { today: '2026-12-20' }],
    [
      'next december',
      { date: '2027-12-15', span: 'month', by: false, words: ['next december'] },
      { today: '2026-12-20' },
    ],
    // Its middle gone: the month's last day, not a day past.
    ['december', { date: '2026-12-31', span: 'month', by: false, words: ['december'] }, { today: '2026-12-20' }],
    // Less than a week of it left: next year's.
    ['november', { date: '2027-11-15', span: 'month', by: false, words: ['november'] }, { today: '2026-11-29' }],
    ['this march', { date: '2026-03-15', span: 'month', by: false, words: ['this march'] }],
    ['by may', { date: '2026-05-01', span: 'month', by: true, words: ['by may'] }],
    ['before may', { date: '2026-05-01', span: 'month', by: true, words: ['before may'] }],
    ['until may', { date: '2026-05-01', span: 'month', by: true, words: ['until may'] }],
    ['end of may', { date: '2026-05-31', span: 'month', by: false, words: ['may'] }],
    ['early may', { date: '2026-05-05', span: 'month', by: false, words: ['may'] }],
    ['mid may', { date: '2026-05-15', span: 'month', by: false, words: ['may'] }],
    ['next may', { date: '2026-05-15', span: 'month', by: false, words: ['next may'] }],
    ['may 2027', { date: '2027-05-15', span: 'month', by: false, words: ['may 2027'] }],
    ['in may 2027', { date: '2027-05-15', span: 'month', by: false, words: ['in may 2027'] }],
    ['by december', { date: '2026-12-01', span: 'month', by: true, words: ['by december'] }],
    ['feb', { date: '2027-02-15', span: 'month', by: false, words: ['feb'] }],
    ['late february', { date: '2026-02-28', span: 'month', by: false, words: ['february'] }, { today: '2026-01-10' }],
    ['late february', { date: '2027-02-28', span: 'month', by: false, words: ['february'] }, { today: '2027-01-10' }],
    ['early sept', { date: '2026-09-05', span: 'month', by: false, words: ['sept'] }],
    ['oct', { date: '2026-10-15', span: 'month', by: false, words: ['oct'] }],
    ['november', { date: '2026-11-15', span: 'month', by: false, words: ['november'] }],
    ['next summer', { date: '2027-06-30', span: 'month', by: false, words: ['next summer'] }, { today: '2026-07-20' }],
    ['by summer', { date: '2027-06-21', span: 'month', by: true, words: ['by summer'] }, { today: '2026-07-20' }],
    ['by summer', { date: '2027-06-21', span: 'month', by: true, words: ['by summer'] }, { today: '2026-06-25' }],
    ['winter', { date: '2026-06-30', span: 'month', by: false, words: ['winter'] }, { country: 'NZ' }],
    ['spring', { date: '2026-09-30', span: 'month', by: false, words: ['spring'] }, { country: 'BR' }],
    ['spring', { date: '2026-03-31', span: 'month', by: false, words: ['spring'] }, { country: 'US' }],
    ['by autumn', { date: '2026-03-22', span: 'month', by: true, words: ['by autumn'] }, { country: 'AU' }],
    ['before winter', { date: '2026-12-21', span: 'month', by: true, words: ['before winter'] }],
    ['this spring', { date: '2026-03-31', span: 'month', by: false, words: ['this spring'] }],
    ['the 1st', { date: '2026-04-01', span: 'day', by: false, words: ['the 1st'] }, { today: '2026-03-31' }],
    ['the 29th', { date: '2026-03-29', span: 'day', by: false, words: ['the 29th'] }, { today: '2026-01-31' }],
    ['the 29th', { date: '2028-02-29', span: 'day', by: false, words: ['the 29th'] }, { today: '2028-01-31' }],
    ['the 3rd', { date: '2027-01-03', span: 'day', by: false, words: ['the 3rd'] }, { today: '2026-12-15' }],
    ['the 10th', { date: '2026-03-10', span: 'day', by: false, words: ['the 10th'] }],
    ['the 9th', { date: '2026-04-09', span: 'day', by: false, words: ['the 9th'] }, { today: '2026-03-10' }],
    ['at 7 tonight', { time: '19:00', date: '2026-03-10', span: 'day', by: false, words: ['at 7', 'tonight'] }],
    [
      '7pm this evening',
      { time: '19:00', date: '2026-03-10', span: 'day', by: false, words: ['7pm', 'this evening'] },
      { today: '2026-03-10' },
    ],
    ['run 5k by june', { date: '2026-06-01', span: 'month', by: true, words: ['by june'] }],
    ['at 7 in the morning', { time: '07:00', words: ['at 7'] }],
    ['at 11pm', { time: '23:00', words: ['at 11pm'] }],
    ['at 23:59', { time: '23:59', words: ['at 23:59'] }],
    ['at 6:45am', { time: '06:45', words: ['at 6:45am'] }],
    ['at 12:15am', { time: '00:15', words: ['at 12:15am'] }],
    ['at 12:15pm', { time: '12:15', words: ['at 12:15pm'] }],
    ['@ 7pm', { time: '19:00', words: ['7pm'] }],
    ['around 8', { time: '08:00', words: ['around 8'] }],
    ['about 10am', { time: '10:00', words: ['about 10am'] }],
    ['like 6', { time: '18:00', words: ['like 6'] }],
    ['make it 5', { time: '17:00', words: ['make it 5'] }],
    ['change it to 9', { time: '09:00', words: ['change it to 9'] }],
    ['move it to 3', { time: '15:00', words: ['move it to 3'] }],
    ['by 10', { time: '10:00', words: ['by 10'] }],
    ['at 12', { time: '12:00', words: ['at 12'] }],
    ['at 5 in the afternoon', { time: '17:00', words: ['at 5'] }],
    ['at 10 at night', { time: '22:00', words: ['at 10'] }],
    ['half past twelve', { time: '12:30', words: ['half past twelve'] }],
    ['half 7', { time: '19:30', words: ['half 7'] }],
    ['half past 9 in the evening', { time: '21:30', words: ['half past 9'] }],
    ['10 oclock', { time: '10:00', words: ['10 oclock'] }],
    ['at 3 days', { words: [] }],
    ['at 2 weeks', { words: [] }],
    ['at 10k', { words: [] }],
    ['at 5 km', { words: [] }],
    ['at 3 miles', { words: [] }],
    ['at 2nd', { words: [] }],
    ['at 3/4', { date: '2026-04-03', span: 'day', by: false, words: ['3/4'] }],
    ['at 50%', { words: [] }],
    ['midday', { time: '12:00', words: ['midday'] }],
    ['lunch', { time: '12:00', words: [] }],
    ['breakfast', { time: '09:00', words: [] }],
    ['before work', { time: '09:00', words: [] }],
    ['afternoon', { time: '14:00', words: ['afternoon'] }],
    ['evening', { time: '18:00', words: ['evening'] }],
    ['night', { time: '18:00', words: [] }],
    [
      'in 3 weeks at 6pm',
      { time: '18:00', date: '2026-03-31', span: 'day', by: false, words: ['at 6pm', 'in 3 weeks'] },
    ],
    ['tomorrow at 7:30', { time: '19:30', date: '2026-03-11', span: 'day', by: false, words: ['at 7:30', 'tomorrow'] }],
    ['a fortnight from now', { date: '2026-03-24', span: 'day', by: false, words: ['a fortnight'] }],
    ['one fortnight', { date: '2026-03-24', span: 'day', by: false, words: ['one fortnight'] }],
    ['dinner@7:30pm', { time: '19:30', words: ['@7:30pm'] }],
    ['gym@7pm', { time: '19:00', words: ['@7pm'] }],
    ['half past 10', { time: '10:30', words: ['half past 10'] }],
    ['at 12 in the afternoon', { time: '12:00', words: ['at 12'] }],
    ['at 23', { time: '23:00', words: ['at 23'] }],
    ['at 24', { words: [] }],
    ['in  3  days', { date: '2026-03-13', span: 'day', by: false, words: ['in 3 days'] }],
    ['25.12.2027', { date: '2027-12-25', span: 'day', by: false, words: ['25.12.2027'] }],
    ['1.3.2027', { date: '2027-03-01', span: 'day', by: false, words: ['1.3.2027'] }],
    ['10/03', { date: '2026-03-10', span: 'day', by: false, words: ['10/03'] }, { today: '2026-03-10' }],
    ['months end', { date: '2026-03-31', span: 'day', by: true, words: ['months end'] }],
    ['years end', { date: '2026-12-31', span: 'day', by: true, words: ['years end'] }],
    ['next weekend', { date: '2026-03-14', span: 'day', by: false, words: ['next weekend'] }, { today: '2026-03-11' }],
    ['thisweekend', { date: '2026-03-14', span: 'day', by: false, words: ['thisweekend'] }],
    ['in summer', { date: '2026-06-30', span: 'month', by: false, words: ['in summer'] }],
    ['couple of weeks from now', { date: '2026-03-24', span: 'day', by: false, words: ['couple of weeks from now'] }],
    ['in couple of days', { date: '2026-03-12', span: 'day', by: false, words: ['in couple of days'] }],
    ['at 7am', { time: '07:00', words: ['at 7am'] }],
    ['at 7 in the evening', { time: '19:00', words: ['at 7'] }],
  ];
  const named = cases.map(([text, expected, options = {}]) => ({
    name: [text, options.today ?? TODAY, options.monthFirst ? 'month first' : '', options.country ?? '']
      .filter(Boolean)
      .join(' · '),
    text,
    expected,
    options,
  }));
  it.each(named)('$name', ({ text, expected, options }) => {
    expect(readWhen(text, options.today ?? TODAY, options.monthFirst ?? false, options.country ?? null)).toEqual(
      expected,
    );
  });

  it('reads 12/03 day first unless told the member writes the month first', () => {
    expect(readWhen('12/03', TODAY).date).toBe('2026-03-12');
    expect(readWhen('12/03', TODAY, true).date).toBe('2026-12-03');
  });

  it('never reads a count of days, weeks, months, years, miles or books as a time', () => {
    for (const text of [
      'push it back by 1 day',
      'by 1 week',
      'by 1 month',
      'in about 1 year',
      'at 1 mile',
      'like 1 book',
    ]) {
      expect(readWhen(text, TODAY).time, text).toBeUndefined();
    }
    expect(readWhen('meet at 7. see you there', TODAY).time).toBe('19:00');
  });

  it('reads a date followed by a time or more words', () => {
    expect(readWhen('dinner 12/03 7pm', TODAY)).toMatchObject({ date: '2026-03-12', time: '19:00' });
    expect(readWhen('on 12/03 please', TODAY).date).toBe('2026-03-12');
  });

  it('a season on its last counted day is still this year’s', () => {
    expect(readWhen('spring', '2026-03-31').date).toBe('2026-03-31');
  });

  it('reads dotted dates, never a decimal', () => {
    expect(readWhen('12.03.2027', TODAY).date).toBe('2027-03-12');
    expect(readWhen('the 25.12.27', TODAY).date).toBe('2027-12-25');
    expect(readWhen('ran 26.2 miles on 1.3.2027', TODAY).date).toBe('2027-03-01');
  });

  it('reads nothing where nothing says when', () => {
    for (const text of ['may', 'i may go', 'in an hour', 'at 24:00', 'run a marathon', '26.2 miles', 'at 25:00']) {
      expect(readWhen(text, TODAY), text).toEqual({ words: [] });
    }
  });

  it('reads “may” as the month only with a word that says when', () => {
    expect(readWhen('i may go in may', TODAY).date).toBe('2026-05-15');
    expect(readWhen('of may', TODAY).date).toBe('2026-05-15');
    expect(readWhen('this may', TODAY).date).toBe('2026-05-15');
  });

  it('reads mixed case and curly apostrophes as said', () => {
    expect(readWhen('New Year’s Eve', TODAY)).toEqual({
      words: ["new year's eve"],
      date: '2026-12-31',
      span: 'day',
      by: false,
    });
    expect(readWhen('Remind me  FRIDAY   at 7PM', TODAY)).toEqual({
      words: ['at 7pm', 'friday'],
      time: '19:00',
      date: '2026-03-13',
      span: 'day',
      by: false,
    });
  });
});

describe('readWhen: late in the day', () => {
  it('"before bed" said late is in a quarter of an hour, past midnight too; a day named keeps the evening', () => {
    const at = (clock: string, text = 'remind me to stretch before bed', today = '2026-03-10') =>
      readWhen(text, today, false, 'GB', clock);
    expect(at('14:22')).toMatchObject({ time: '22:00' });
    expect(at('14:22').date).toBeUndefined();
    expect(at('21:40')).toMatchObject({ date: '2026-03-10', time: '21:55' });
    expect(at('23:50')).toMatchObject({ date: '2026-03-11', time: '00:05' });
    expect(at('00:04')).toMatchObject({ date: '2026-03-10', time: '00:20' });
    expect(at('23:50', 'remind me before bed tomorrow')).toMatchObject({ date: '2026-03-11', time: '22:00' });
    // From half past nine in the evening until four in the morning.
    expect(at('21:30')).toMatchObject({ date: '2026-03-10', time: '21:45' });
    expect(at('21:29')).toMatchObject({ time: '22:00' });
    expect(at('03:59')).toMatchObject({ date: '2026-03-10', time: '04:15' });
    expect(at('04:00')).toMatchObject({ time: '22:00' });
    expect(at('04:00').date).toBeUndefined();
  });

  it('"this weekend" on a Sunday is that day until the evening, then the coming one', () => {
    const sunday = '2026-11-29';
    expect(readWhen('remind me this weekend', sunday, false, 'GB', '10:00').date).toBe(sunday);
    expect(readWhen('remind me this weekend', sunday, false, 'GB', '19:00').date).toBe('2026-12-05');
    expect(readWhen('remind me this weekend', sunday, false, 'GB', '18:00').date).toBe('2026-12-05');
    expect(readWhen('remind me this weekend', sunday, false, 'GB', '17:59').date).toBe(sunday);
    // A weekend away is a thing, not a day.
    for (const text of [
      'a long weekend in rome',
      'a romantic weekend in paris',
      'a weekend away with the girls',
      'spa weekend',
    ])
      expect(readWhen(text, '2026-11-27').date, text).toBeUndefined();
    expect(readWhen('free at the weekend', '2026-11-27').date).toBe('2026-11-28');
    expect(readWhen('remind me this weekend', '2026-11-27', false, 'GB', '19:00').date).toBe('2026-11-28');
  });
});

describe('nextWeekday', () => {
  it('is the next such day, a week on when it is today, or today itself when asked', () => {
    expect(nextWeekday(TODAY, 2)).toBe('2026-03-17');
    expect(nextWeekday(TODAY, 2, true)).toBe(TODAY);
    expect(nextWeekday(TODAY, 5)).toBe('2026-03-13');
    expect(nextWeekday(TODAY, 1)).toBe('2026-03-16');
    expect(nextWeekday('2026-12-31', 0)).toBe('2027-01-03');
  });
});

describe('isoWeek', () => {
  it('numbers weeks as ISO 8601 does, across year ends', () => {
    expect(isoWeek('2026-03-10')).toBe('2026-W11');
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(isoWeek('2026-03-15')).toBe('2026-W11');
    expect(isoWeek('2026-03-16')).toBe('2026-W12');
  });
});
