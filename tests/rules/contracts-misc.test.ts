import { describe, expect, it } from 'vitest';
import {
  COACH_MESSAGE_MAX,
  COACH_MESSAGES,
  COACHING_STYLE_NAMES,
  CoachMessageInput,
  CoachReminderInput,
  CoachSettingsInput,
  DEFAULT_CHECKIN_TIME,
  MoveReminderInput,
  PlanAnswerInput,
  ReminderListQuery,
  WEEKDAY_NAMES,
} from '../../worker/contracts/coach';
import { ASK_KINDS, Ask, ItemRef, OUT_OF_SCOPE, StepRef } from '../../worker/contracts/coach-ask';
import {
  ConsentInput,
  ConsentQuery,
  LOCAL_OIDC_CONSENT_PAGE,
  LOCAL_OIDC_PATH,
  LOCAL_OIDC_SCOPES,
} from '../../worker/contracts/oidc';
import { PageBlockSchema } from '../../worker/contracts/pages';
import { QUIZ_INTERESTS, QUIZ_QUESTIONS, QUIZ_RESULTS, QuizAnswers } from '../../worker/contracts/quiz';
import { chars, issue, read } from './contract-reader';

describe('the local sign-in provider’s consent page', () => {
  const request = 'eyJhbGciOi.sig-_1';
  const allow = { request, allow: true, email: ' Ana@Example.com ', name: ' Ana ', emailVerified: true };
  const invalid = 'This sign-in request is invalid or has expired';

  it('a signed request', () => {
    expect(LOCAL_OIDC_SCOPES).toEqual(['openid', 'email', 'profile']);
    expect(LOCAL_OIDC_PATH).toBe('/api/dev/oidc');
    expect(LOCAL_OIDC_CONSENT_PAGE).toBe('/dev/oidc/consent');
    expect(read(ConsentQuery, { request })).toEqual({ ok: { request } });
    const longest = `${'a'.repeat(2000)}.${'b'.repeat(1999)}`;
    expect(read(ConsentQuery, { request: longest })).toEqual({ ok: { request: longest } });
    for (const bad of [`${longest}b`, 'nodot', 'a.b.c', '.b', 'a.', 'a b.c', undefined])
      expect(issue(ConsentQuery, { request: bad }), String(bad)).toBe(invalid);
  });

  it('Allow, as an address and a name', () => {
    expect(read(ConsentInput, allow)).toStrictEqual({
      ok: { ...allow, email: 'ana@example.com', name: 'Ana' },
    });
    expect(read(ConsentInput, { ...allow, name: ` ${chars(80)} `, emailVerified: false }).ok).toMatchObject({
      name: chars(80),
      emailVerified: false,
    });
  });

  it('Cancel, with nothing else', () => {
    expect(read(ConsentInput, { request, allow: false })).toStrictEqual({ ok: { request, allow: false } });
    expect(issue(ConsentInput, { request, allow: false, name: 'Ana' })).toBe('Name is not something this form takes');
  });

  it.each([
    [{ allow: 'yes' }, 'Choose Allow or Cancel'],
    [{ allow: undefined }, 'Choose Allow or Cancel'],
    [{ request: 'x' }, invalid],
    [{ email: '' }, 'Email is required'],
    [{ email: 'ana@' }, 'Invalid email format'],
    [{ name: '  ' }, 'Name is required'],
    [{ name: 80 }, 'Name is required'],
    [{ name: chars(81) }, 'Name must be at most 80 characters'],
    [{ emailVerified: 'true' }, 'Say whether the address is verified'],
  ])('%j: %s', (change, message) => {
    expect(issue(ConsentInput, { ...allow, ...change })).toBe(message);
  });
});

describe('the quiz', () => {
  const answers = {
    interests: ['Food & Drink'],
    budget: 1,
    time: 5,
    social: 'either',
    setting: 'outdoor',
    risk: 3,
    planning: 2,
  };

  it('asks its questions with choices 1 to 5', () => {
    expect(QUIZ_QUESTIONS.budget.choices.map((c) => c.value)).toEqual([1, 2, 3, 4, 5]);
    expect(QUIZ_QUESTIONS.budget.choices[0]).toEqual({ value: 1, label: 'Nothing: free is perfect' });
    expect(QUIZ_QUESTIONS.planning.choices[4]).toEqual({ value: 5, label: 'Months, for the right thing' });
    expect(QUIZ_INTERESTS.map((i) => i.label)).toHaveLength(9);
    expect(QUIZ_RESULTS).toBe(12);
  });

  it('reads the answers as given', () => {
    expect(read(QuizAnswers, answers)).toStrictEqual({ ok: answers });
    const all = QUIZ_INTERESTS.map((i) => i.label);
    expect(read(QuizAnswers, { ...answers, interests: all }).ok?.interests).toEqual(all);
  });

  it.each([
    ['solo', 'indoor'],
    ['social', 'either'],
    ['either', 'outdoor'],
  ])('with %s, %s', (social, setting) => {
    expect(read(QuizAnswers, { ...answers, social, setting }).ok).toMatchObject({ social, setting });
  });

  it.each([
    [{ interests: [] }, 'Please pick at least one interest'],
    [{ interests: ['Knitting'] }, 'Unknown interest'],
    [{ interests: Array(10).fill('Food & Drink') }, 'Interests is not valid'],
    [{ budget: 0 }, 'Please choose a budget'],
    [{ budget: 6 }, 'Please choose a budget'],
    [{ budget: 2.5 }, 'Please choose a budget'],
    [{ budget: '3' }, 'Please choose a budget'],
    [{ time: 0 }, 'Please choose how much time you have'],
    [{ time: 6 }, 'Please choose how much time you have'],
    [{ social: 'crowd' }, 'Please choose who you want to do it with'],
    [{ setting: 'space' }, 'Please choose indoors or outdoors'],
    [{ risk: 0 }, 'Please choose how much of a thrill you want'],
    [{ risk: 6 }, 'Please choose how much of a thrill you want'],
    [{ planning: 0 }, 'Please choose how much planning you are up for'],
    [{ planning: 6 }, 'Please choose how much planning you are up for'],
    [{ age: 30 }, 'Age is not something this form takes'],
  ])('%j: %s', (change, message) => {
    expect(issue(QuizAnswers, { ...answers, ...change })).toBe(message);
  });
});

describe('what a member asks the coach', () => {
  it('one kind of ask, with what it names', () => {
    expect(ASK_KINDS).toHaveLength(26);
    expect(OUT_OF_SCOPE).toEqual(['weather', 'prices', 'booking', 'people', 'medical', 'other']);
    const ask = {
      kind: 'setDate',
      item: { id: 'i'.repeat(64), words: ` ${'w'.repeat(200)} `, it: true, card: 10, context: 'c'.repeat(2000) },
      step: { id: 's1', words: ' the boat ', index: -1, next: false, it: true },
      date: '2027-06-30',
      clearDate: false,
      shift: -3660,
      time: '23:59',
      phrase: ' kayak ',
      reminder: { recent: true, card: 1 },
      style: 'tough_love',
      topic: 'weather',
      language: 'deu-Latn',
      mood: 'low',
      confirm: true,
      done: false,
      place: ' Edinburgh ',
      horizon: 'weekend',
    };
    expect(read(Ask, ask).ok).toStrictEqual({
      ...ask,
      item: { ...ask.item, words: 'w'.repeat(200) },
      step: { ...ask.step, words: 'the boat' },
      phrase: 'kayak',
      place: 'Edinburgh',
    });
    expect(read(Ask, { kind: 'plan', shift: 3660, time: '00:00' }).ok).toStrictEqual({
      kind: 'plan',
      shift: 3660,
      time: '00:00',
    });
  });

  it.each([
    [{ kind: 'dance' }, 'Kind is not valid'],
    [{ shift: 3661 }, 'Shift is not valid'],
    [{ shift: -3661 }, 'Shift is not valid'],
    [{ shift: 1.5 }, 'Shift is not valid'],
    [{ time: '24:00' }, 'Time is not valid'],
    [{ time: '12:60' }, 'Time is not valid'],
    [{ time: '9:00' }, 'Time is not valid'],
    [{ time: 'x09:00' }, 'Time is not valid'],
    [{ time: '09:00x' }, 'Time is not valid'],
    [{ date: '30/06/2027' }, 'Date is not valid'],
    [{ phrase: 'w'.repeat(201) }, 'Phrase is not valid'],
    [{ place: 'w'.repeat(201) }, 'Place is not valid'],
    [{ language: 'x'.repeat(9) }, 'Language is not valid'],
    [{ mood: 'happy' }, 'Mood is not valid'],
    [{ horizon: 'year' }, 'Horizon is not valid'],
    [{ style: 'shouting' }, 'Style is not valid'],
    [{ topic: 'sports' }, 'Topic is not valid'],
    [{ item: { card: 0 } }, 'Card is not valid'],
    [{ item: { card: 11 } }, 'Card is not valid'],
    [{ item: { id: 'i'.repeat(65) } }, 'Id is not valid'],
    [{ item: { context: 'c'.repeat(2001) } }, 'Context is not valid'],
    [{ item: { words: 'w'.repeat(201) } }, 'Words is not valid'],
    [{ item: { what: 'x' } }, 'What is not something this form takes'],
    [{ step: { index: -2 } }, 'Index is not valid'],
    [{ step: { index: 51 } }, 'Index is not valid'],
    [{ step: { id: 's'.repeat(65) } }, 'Id is not valid'],
    [{ reminder: { recent: 'yes' } }, 'Recent is not valid'],
    [{ extra: 1 }, 'Extra is not something this form takes'],
  ])('%j: %s', (change, message) => {
    expect(issue(Ask, { kind: 'next', ...change })).toBe(message);
  });

  it.each([
    ['mood', ['low', 'crisis']],
    ['horizon', ['today', 'weekend', 'week', 'month']],
  ])('%s: %j', (field, values) => {
    for (const value of values) expect(read(Ask, { kind: 'next', [field]: value }).ok?.[field as 'mood']).toBe(value);
  });

  it('references at their limits', () => {
    expect(read(ItemRef, { card: 1, words: ' w ' }).ok).toStrictEqual({ card: 1, words: 'w' });
    expect(read(StepRef, { index: 50 }).ok).toStrictEqual({ index: 50 });
    expect(read(StepRef, { index: 0, id: 's'.repeat(64) }).ok).toStrictEqual({ index: 0, id: 's'.repeat(64) });
  });
});

describe('a static page’s blocks', () => {
  it.each([
    { type: 'header', level: 1, text: 'Title' },
    { type: 'header', level: 4, text: 'Small' },
    { type: 'paragraph', text: 'Words' },
    { type: 'list', ordered: true, items: ['a', 'b'] },
    { type: 'image', url: '/a.png' },
    { type: 'image', url: '/a.png', caption: 'A', stretched: true, withBorder: false, withBackground: true },
    { type: 'quote', text: 'Q', caption: 'Who' },
    { type: 'delimiter' },
    { type: 'table', rows: [['a', 'b']], withHeadings: true },
    { type: 'code', code: 'x = 1' },
  ])('reads %j', (block) => {
    expect(read(PageBlockSchema, block)).toStrictEqual({ ok: block });
  });

  it.each([
    [{ type: 'video', url: 'x' }, 'Type is not valid'],
    [{ type: 'header', level: 5, text: 'x' }, 'Level is not valid'],
    [{ type: 'list', ordered: 'yes', items: [] }, 'Ordered is not valid'],
    [{ type: 'paragraph' }, 'Text is required'],
  ])('%j: %s', (block, message) => {
    expect(issue(PageBlockSchema, block)).toBe(message);
  });
});

describe('the coach', () => {
  it('its words and names', () => {
    expect(COACH_MESSAGE_MAX).toBe(2000);
    expect(COACH_MESSAGES.tooLong).toBe('Messages to the coach are limited to 2000 characters');
    expect(WEEKDAY_NAMES).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(DEFAULT_CHECKIN_TIME).toBe('09:00');
    expect(COACHING_STYLE_NAMES).toEqual({
      tough_love: 'Tough love',
      gentle_encouragement: 'Gentle encouragement',
      goal_oriented: 'Goal oriented',
    });
  });

  it('a message of up to 2000 characters, trimmed', () => {
    expect(read(CoachMessageInput, { text: ` ${chars(2000)} ` })).toEqual({ ok: { text: chars(2000) } });
    expect(issue(CoachMessageInput, { text: chars(2001) })).toBe(
      'Messages to the coach are limited to 2000 characters',
    );
    expect(issue(CoachMessageInput, { text: '   ' })).toBe('Please write a message');
    expect(issue(CoachMessageInput, { text: 5 })).toBe('Please write a message');
  });

  const step = (n: number) => ({ text: `Step ${n}`, dueDate: '2027-01-01' });

  it('accepting a plan of 1 to 20 steps, as edited', () => {
    expect(
      read(PlanAnswerInput, { action: 'accept', steps: [{ text: ` ${chars(200)} `, dueDate: '2000-01-01' }] }),
    ).toStrictEqual({ ok: { action: 'accept', steps: [{ text: chars(200), dueDate: '2000-01-01' }] } });
    const twenty = Array.from({ length: 20 }, (_, i) => step(i));
    expect(read(PlanAnswerInput, { action: 'accept', steps: twenty }).ok).toStrictEqual({
      action: 'accept',
      steps: twenty,
    });
    expect(read(PlanAnswerInput, { action: 'reject' })).toStrictEqual({ ok: { action: 'reject' } });
  });

  it.each([
    [{ action: 'accept', steps: [] }, 'A plan needs at least one step'],
    [{ action: 'accept', steps: Array.from({ length: 21 }, (_, i) => step(i)) }, 'A plan has at most 20 steps'],
    [{ action: 'accept', steps: [{ ...step(1), text: '  ' }] }, 'Each step needs a few words'],
    [{ action: 'accept', steps: [{ ...step(1), text: 3 }] }, 'Each step needs a few words'],
    [{ action: 'accept', steps: [{ ...step(1), text: chars(201) }] }, 'Steps are limited to 200 characters'],
    [{ action: 'accept', steps: [{ ...step(1), dueDate: '1999-12-31' }] }, 'Please choose a date'],
    [{ action: 'accept', steps: [{ ...step(1), dueDate: '2101-01-01' }] }, 'Please choose a date'],
    [{ action: 'accept', steps: [{ ...step(1), dueDate: '2027-02-29' }] }, 'Please choose a date'],
    [{ action: 'accept', steps: [{ ...step(1), dueDate: 20270101 }] }, 'Please choose a date'],
    [{ action: 'reject', steps: [] }, 'Steps is not something this form takes'],
    [{ action: 'maybe' }, 'Action is not valid'],
  ])('%j: %s', (input, message) => {
    expect(issue(PlanAnswerInput, input)).toBe(message);
  });

  it('a plan’s last day is the last of 2100', () => {
    expect(read(PlanAnswerInput, { action: 'accept', steps: [{ text: 'x', dueDate: '2100-12-31' }] }).ok).toBeDefined();
  });

  it('settings: a style, a day of the week and an hour', () => {
    expect(read(CoachSettingsInput, {})).toStrictEqual({ ok: {} });
    expect(
      read(CoachSettingsInput, {
        coachingStyle: 'gentle_encouragement',
        weeklyCheckin: true,
        checkinDay: 0,
        checkinTime: '00:00',
      }).ok,
    ).toStrictEqual({
      coachingStyle: 'gentle_encouragement',
      weeklyCheckin: true,
      checkinDay: 0,
      checkinTime: '00:00',
    });
    expect(read(CoachSettingsInput, { checkinDay: 6, checkinTime: '23:00' }).ok).toStrictEqual({
      checkinDay: 6,
      checkinTime: '23:00',
    });
    expect(read(CoachSettingsInput, { checkinTime: '19:00' }).ok?.checkinTime).toBe('19:00');
  });

  it.each([
    [{ coachingStyle: 'shouting' }, 'Please choose a coaching style'],
    [{ weeklyCheckin: 'on' }, 'Weekly checkin is not valid'],
    [{ checkinDay: -1 }, 'Please choose a day of the week'],
    [{ checkinDay: 7 }, 'Please choose a day of the week'],
    [{ checkinDay: 1.5 }, 'Please choose a day of the week'],
    [{ checkinDay: '1' }, 'Please choose a day of the week'],
    [{ checkinTime: '09:30' }, 'Please choose an hour of the day'],
    [{ checkinTime: '24:00' }, 'Please choose an hour of the day'],
    [{ checkinTime: '9:00' }, 'Please choose an hour of the day'],
    [{ checkinTime: 'x09:00' }, 'Please choose an hour of the day'],
    [{ checkinTime: '09:00x' }, 'Please choose an hour of the day'],
    [{ checkinTime: 9 }, 'Please choose an hour of the day'],
  ])('%j: %s', (input, message) => {
    expect(issue(CoachSettingsInput, input)).toBe(message);
  });

  it('a reminder on a day, at a time of day', () => {
    expect(read(CoachReminderInput, { itemId: 'i'.repeat(64), remindOn: '2100-12-31', remindAt: '23:59' })).toEqual({
      ok: { itemId: 'i'.repeat(64), remindOn: '2100-12-31', remindAt: '23:59' },
    });
    expect(read(CoachReminderInput, { itemId: 'i', remindOn: '2027-01-01' })).toStrictEqual({
      ok: { itemId: 'i', remindOn: '2027-01-01' },
    });
    expect(read(CoachReminderInput, { itemId: 'i', remindOn: '2027-01-01', remindAt: '00:00' }).ok?.remindAt).toBe(
      '00:00',
    );
  });

  it.each([
    [{ remindOn: '2101-01-01' }, 'Please choose a date'],
    [{ remindOn: '2027-13-01' }, 'Please choose a date'],
    [{ remindOn: 'tomorrow' }, 'Please choose a date'],
    [{ remindOn: 20270101 }, 'Please choose a date'],
    [{ remindAt: '24:00' }, 'Please choose a time of day'],
    [{ remindAt: '12:60' }, 'Please choose a time of day'],
    [{ remindAt: '7:30' }, 'Please choose a time of day'],
    [{ remindAt: 'x07:30' }, 'Please choose a time of day'],
    [{ remindAt: '07:30x' }, 'Please choose a time of day'],
    [{ remindAt: 730 }, 'Please choose a time of day'],
    [{ itemId: '' }, 'Item id is not valid'],
    [{ itemId: 'i'.repeat(65) }, 'Item id is not valid'],
  ])('%j: %s', (change, message) => {
    expect(issue(CoachReminderInput, { itemId: 'i', remindOn: '2027-01-01', ...change })).toBe(message);
  });

  it('moving a reminder: a day, a time, or both', () => {
    expect(read(MoveReminderInput, { remindOn: '2027-01-01' })).toStrictEqual({ ok: { remindOn: '2027-01-01' } });
    expect(read(MoveReminderInput, { remindAt: '08:15' })).toStrictEqual({ ok: { remindAt: '08:15' } });
    expect(read(MoveReminderInput, { remindOn: '2027-01-01', remindAt: '08:15' }).ok).toStrictEqual({
      remindOn: '2027-01-01',
      remindAt: '08:15',
    });
    expect(issue(MoveReminderInput, {})).toBe('Please choose a date');
    expect(issue(MoveReminderInput, { remindOn: '2101-01-01' })).toBe('Please choose a date');
    expect(issue(MoveReminderInput, { remindAt: '25:00' })).toBe('Please choose a time of day');
  });

  it('reminders of one item', () => {
    expect(read(ReminderListQuery, {})).toStrictEqual({ ok: {} });
    expect(read(ReminderListQuery, { itemId: 'i'.repeat(64) })).toEqual({ ok: { itemId: 'i'.repeat(64) } });
    expect(issue(ReminderListQuery, { itemId: 'i'.repeat(65) })).toBe('Item id is not valid');
  });
});
