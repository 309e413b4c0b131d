import { describe, expect, it } from 'vitest';
import type { Member } from '../../worker/features/coach/context';
import { buildPlan, type GoalKind, kindOf, smallestStep, timeNeeded } from '../../worker/features/coach/plan';

/** Only what planning reads of a member: today, their health flag and when they are free. */
const member = (today: string, careful = false, timeAvailability: string[] = []) =>
  ({ today, careful, profile: { timeAvailability } }) as unknown as Member;

/** Tuesday 10 March 2026. */
const TODAY = '2026-03-10';
const steps = (plan: { steps: { text: string; dueDate: string }[] }) => plan.steps.map((s) => [s.dueDate, s.text]);

describe('kindOf: what kind of goal, from its words first, then its categories', () => {
  it.each([
    ['Run a marathon', 'endurance'],
    ['Run a half marathon', 'endurance'],
    ['Complete a half-marathon', 'endurance'],
    ['do a triathlon', 'endurance'],
    ['Climb Kilimanjaro', 'endurance'],
    ['Walk the Camino', 'endurance'],
    ['Swim the channel', 'endurance'],
    ['run a 10k', 'endurance'],
    ['Hike the Inca Trail', 'endurance'],
    ['Learn Spanish', 'language'],
    ['learn to speak japanese', 'language'],
    ['Speak French fluently', 'language'],
    ['Pass the DELE B2', 'language'],
    ['Learn to play guitar', 'skill'],
    ['Write a novel', 'skill'],
    ['take a pottery class', 'skill'],
    ['learn salsa dancing', 'skill'],
    ['Visit Japan', 'trip'],
    ['See the Northern Lights', 'trip'],
    ['road trip across the US', 'trip'],
    ['Volunteer at a shelter', 'giving'],
    ['Give blood', 'giving'],
    ['Go skydiving', 'experience'],
    ['Swim with sharks while scuba diving', 'experience'],
    ['See a concert', 'experience'],
    ['get a tattoo', 'experience'],
    ['Join a book club', 'social'],
    ['Host a dinner party', 'social'],
    ['Do 50 push-ups', 'fitness'],
    ['Get fit at the gym', 'fitness'],
    ['Start yoga', 'fitness'],
    ['Write a will', 'other'],
  ])('%s is %s', (title, kind) => {
    expect(kindOf(title)).toBe(kind);
  });
  it('falls back on the categories in their order, then other', () => {
    expect(kindOf('Something', ['Travel'])).toBe('trip');
    expect(kindOf('Something', ['Sports', 'Travel'])).toBe('trip');
    expect(kindOf('Something', ['Sports'])).toBe('fitness');
    expect(kindOf('Something', ['Creative'])).toBe('skill');
    expect(kindOf('Something', ['Arts & Culture'])).toBe('skill');
    expect(kindOf('Something', ['Learning'])).toBe('skill');
    expect(kindOf('Something', ['Fitness'])).toBe('fitness');
    expect(kindOf('Something', ['Adventure'])).toBe('experience');
    expect(kindOf('Something', ['Giving Back'])).toBe('giving');
    expect(kindOf('Something', ['Social'])).toBe('social');
    expect(kindOf('Something', ['Nope'])).toBe('other');
    expect(kindOf('Something')).toBe('other');
    // The words win over the categories.
    expect(kindOf('Run a marathon', ['Travel'])).toBe('endurance');
  });
});

describe('timeNeeded: days from a standing start, and the least that is safe', () => {
  const table: [GoalKind, [number, number], [number, number]][] = [
    ['endurance', [56, 35], [70, 44]],
    ['fitness', [56, 21], [70, 26]],
    ['language', [180, 60], [180, 60]],
    ['skill', [90, 21], [90, 21]],
    ['trip', [120, 14], [120, 14]],
    ['experience', [42, 7], [53, 9]],
    ['giving', [42, 7], [42, 7]],
    ['social', [28, 7], [28, 7]],
    ['other', [42, 7], [42, 7]],
  ];
  it.each(table)('%s', (kind, plain, careful) => {
    expect(timeNeeded(kind, 'x', false)).toEqual({ usual: plain[0], least: plain[1] });
    expect(timeNeeded(kind, 'x', true)).toEqual({ usual: careful[0], least: careful[1] });
  });
  it('a race takes as long as its distance needs', () => {
    expect(timeNeeded('endurance', 'Ultra marathon', false)).toEqual({ usual: 210, least: 140 });
    expect(timeNeeded('endurance', 'Ultra marathon', true)).toEqual({ usual: 263, least: 175 });
    expect(timeNeeded('endurance', 'Ironman', false)).toEqual({ usual: 210, least: 140 });
    expect(timeNeeded('endurance', 'Climb Kilimanjaro', false)).toEqual({ usual: 210, least: 140 });
    expect(timeNeeded('endurance', 'Half marathon', false)).toEqual({ usual: 84, least: 56 });
    expect(timeNeeded('endurance', 'Marathon', false)).toEqual({ usual: 126, least: 84 });
    expect(timeNeeded('endurance', 'Walk the Camino', false)).toEqual({ usual: 126, least: 84 });
    expect(timeNeeded('endurance', 'Hike the Inca trail', false)).toEqual({ usual: 126, least: 84 });
    expect(timeNeeded('endurance', 'Run a 10k', false)).toEqual({ usual: 56, least: 35 });
  });
});

describe('buildPlan', () => {
  it('plans a marathon over its usual 18 weeks when no date is given, from the day after tomorrow', () => {
    const plan = buildPlan(member(TODAY), 'gentle_encouragement', 'Run a marathon', [], null);
    expect(plan).toMatchObject({
      kind: 'endurance',
      targetDate: '2026-07-16',
      asked: null,
      tooSoon: false,
      adapted: false,
    });
    expect(steps(plan)).toEqual([
      ['2026-03-12', 'Choose your event and sign up for it'],
      ['2026-03-22', 'Get proper kit (shoes fitted for you) and a training plan that fits your week'],
      ['2026-03-31', 'Start training: three easy sessions a week'],
      ['2026-05-01', 'Build your long session a little each week (no more than 10% more)'],
      ['2026-06-21', 'Do your longest training session'],
      ['2026-07-03', 'Ease off (taper) so you start fresh'],
      ['2026-07-16', 'Event day: run a marathon'],
    ]);
  });

  it('never plans a marathon into three weeks: it ends when it safely can, from tomorrow for tough love', () => {
    const plan = buildPlan(member(TODAY), 'tough_love', 'Run a marathon', [], '2026-03-31');
    expect(plan).toMatchObject({ targetDate: '2026-06-03', asked: '2026-03-31', tooSoon: true, adapted: false });
    expect(steps(plan)).toEqual([
      ['2026-03-11', 'Choose your event and sign up for it'],
      ['2026-03-18', 'Get proper kit (shoes fitted for you) and a training plan that fits your week'],
      ['2026-03-24', 'Start training: three easy sessions a week'],
      ['2026-04-14', 'Build your long session a little each week (no more than 10% more)'],
      ['2026-05-17', 'Do your longest training session'],
      ['2026-05-26', 'Ease off (taper) so you start fresh'],
      ['2026-06-03', 'Event day: run a marathon'],
    ]);
  });

  it('adapts to health considerations: a doctor first, a gentler start, to the member’s own date', () => {
    const plan = buildPlan(member(TODAY, true), 'gentle_encouragement', 'Run a marathon', [], '2026-10-04');
    expect(plan).toMatchObject({ targetDate: '2026-10-04', asked: '2026-10-04', tooSoon: false, adapted: true });
    expect(steps(plan)).toEqual([
      ['2026-03-12', 'Check with your doctor or physio that this suits you, and what to adapt'],
      ['2026-03-22', 'Choose your event and sign up for it'],
      ['2026-03-28', 'Get proper kit (shoes fitted for you) and a training plan that fits your week'],
      ['2026-04-12', 'Start gently: three short, easy sessions a week (walk-run is fine)'],
      ['2026-06-02', 'Build your long session a little each week (no more than 10% more)'],
      ['2026-08-24', 'Do your longest training session'],
      ['2026-09-13', 'Ease off (taper) so you start fresh'],
      ['2026-10-04', 'Event day: run a marathon'],
    ]);
  });

  it('a language in a month is too soon: sixty days at least', () => {
    const plan = buildPlan(member(TODAY), 'goal_oriented', 'Learn Spanish', [], '2026-04-10');
    expect(plan).toMatchObject({ kind: 'language', targetDate: '2026-05-11', asked: '2026-04-10', tooSoon: true });
    expect(steps(plan)).toEqual([
      ['2026-03-12', 'Choose how to learn: a class, a tutor or an app, and a daily time for it'],
      ['2026-03-14', 'Book a first lesson or join a class'],
      ['2026-03-18', 'Practise 15 minutes every day (keep a streak)'],
      ['2026-04-08', 'Have a first short conversation with a native speaker'],
      ['2026-04-29', 'Take a practice level test and see what to work on'],
      ['2026-05-11', 'Reach your goal: learn Spanish'],
    ]);
  });

  it('fitness in two weeks is too soon, and more so with health considerations', () => {
    const plain = buildPlan(member(TODAY), 'goal_oriented', 'Do 50 push-ups', [], '2026-03-25');
    expect(plain).toMatchObject({ kind: 'fitness', targetDate: '2026-04-02', tooSoon: true, adapted: false });
    expect(steps(plain)).toEqual([
      ['2026-03-12', 'Pick a routine that fits your week and put the sessions in your calendar'],
      ['2026-03-13', 'First session: note how it felt'],
      ['2026-03-21', 'Keep to three sessions a week for a month'],
      ['2026-03-28', 'Step it up a little and check your progress'],
      ['2026-04-02', 'Reach it: do 50 push-ups'],
    ]);
    const careful = buildPlan(member(TODAY, true), 'goal_oriented', 'Do 50 push-ups', [], '2026-03-31');
    expect(careful).toMatchObject({ targetDate: '2026-04-07', asked: '2026-03-31', tooSoon: true, adapted: true });
    expect(steps(careful)).toEqual([
      ['2026-03-12', 'Check with your doctor or physio that this suits you, and what to adapt'],
      ['2026-03-13', 'Pick a routine that fits your week and put the sessions in your calendar'],
      ['2026-03-14', 'First session, gently: note how it felt'],
      ['2026-03-24', 'Keep to three sessions a week for a month'],
      ['2026-04-01', 'Step it up a little and check your progress'],
      ['2026-04-07', 'Reach it: do 50 push-ups'],
    ]);
    // Categories alone make it fitness, and the title ends the plan.
    const byCategory = buildPlan(member(TODAY), 'goal_oriented', 'Something', ['Fitness'], '2026-03-20');
    expect(byCategory).toMatchObject({ kind: 'fitness', targetDate: '2026-04-02', tooSoon: true });
    expect(byCategory.steps.at(-1)).toEqual({ text: 'Reach it: something', dueDate: '2026-04-02' });
  });

  it('three weeks exactly is enough for fitness; a day less is too soon', () => {
    expect(buildPlan(member(TODAY), 'goal_oriented', 'Do 50 push-ups', [], '2026-04-02')).toMatchObject({
      targetDate: '2026-04-02',
      asked: '2026-04-02',
      tooSoon: false,
    });
    expect(buildPlan(member(TODAY), 'goal_oriented', 'Do 50 push-ups', [], '2026-04-01')).toMatchObject({
      targetDate: '2026-04-02',
      asked: '2026-04-01',
      tooSoon: true,
    });
  });

  it('a skill: kit, a teacher, practice, a first piece, showing it, doing it', () => {
    const plan = buildPlan(member(TODAY), 'goal_oriented', 'Learn to play guitar', [], null);
    expect(plan).toMatchObject({ kind: 'skill', targetDate: '2026-06-10', asked: null, tooSoon: false });
    expect(steps(plan)).toEqual([
      ['2026-03-12', 'Get what you need to start (borrow or rent before buying)'],
      ['2026-03-17', 'Find a teacher, class or course and book the first session'],
      ['2026-03-26', 'Practise 20 minutes, four times a week'],
      ['2026-04-26', 'Finish a first small piece or project'],
      ['2026-05-28', 'Show someone what you can do'],
      ['2026-06-10', 'Do it: learn to play guitar'],
    ]);
  });

  it('a trip plans to a near date without calling it too soon', () => {
    const plan = buildPlan(member(TODAY), 'goal_oriented', 'Visit Japan', [], '2026-03-20');
    expect(plan).toMatchObject({ kind: 'trip', targetDate: '2026-03-20', asked: '2026-03-20', tooSoon: false });
    expect(steps(plan)).toEqual([
      ['2026-03-12', 'Choose when to go (the best season and your own dates)'],
      ['2026-03-13', 'Set a budget and start putting money aside'],
      ['2026-03-14', 'Book travel and somewhere to stay'],
      ['2026-03-17', 'Plan what you want to do there, and book what needs booking'],
      ['2026-03-19', 'Check documents, insurance and packing'],
      ['2026-03-20', 'Go: visit Japan'],
    ]);
  });

  it('an adventure with health considerations checks with a doctor, and takes a quarter longer', () => {
    const plan = buildPlan(member(TODAY, true), 'goal_oriented', 'Go skydiving', [], null);
    expect(plan).toMatchObject({ kind: 'experience', targetDate: '2026-05-04', asked: null, adapted: true });
    expect(steps(plan)).toEqual([
      ['2026-03-12', 'Check with your doctor or physio that this suits you, and what to adapt'],
      ['2026-03-13', 'Find a well-reviewed provider and check what it needs (age, fitness, weather)'],
      ['2026-03-23', 'Book a date'],
      ['2026-04-26', 'Get ready: what to wear and bring, and how to get there'],
      ['2026-05-04', 'Do it: go skydiving'],
    ]);
  });

  it('giving, social and other goals have their own steps; health changes nothing for other', () => {
    const giving = buildPlan(member(TODAY), 'goal_oriented', 'Give blood', ['Travel'], null);
    expect(giving).toMatchObject({ kind: 'giving', targetDate: '2026-04-23', adapted: false });
    expect(steps(giving)).toEqual([
      ['2026-03-12', 'Find an organisation you trust for it'],
      ['2026-03-18', 'Get in touch or sign up, and ask what they need'],
      ['2026-04-02', 'Do the first session or give the first time'],
      ['2026-04-23', 'Do it: give blood'],
    ]);
    const social = buildPlan(member(TODAY), 'goal_oriented', 'Join a book club', [], null);
    expect(steps(social)).toEqual([
      ['2026-03-12', 'Find a group or people to do it with'],
      ['2026-03-20', 'Go along once: just turn up'],
      ['2026-04-09', 'Make it a habit: join a book club'],
    ]);
    const other = buildPlan(member(TODAY, true), 'goal_oriented', 'Write a will', [], null);
    expect(other).toMatchObject({
      kind: 'other',
      targetDate: '2026-04-23',
      asked: null,
      tooSoon: false,
      adapted: false,
    });
    expect(steps(other)).toEqual([
      ['2026-03-12', 'Find out what it takes: where, when and what it costs'],
      ['2026-03-20', 'Pick a date and put it in your calendar'],
      ['2026-04-15', 'Get ready for it'],
      ['2026-04-23', 'Do it: write a will'],
    ]);
  });

  it('ignores a deadline of today, in the past or past the last day a list holds; takes the last day itself', () => {
    for (const deadline of [TODAY, '2026-03-01', '2101-01-01']) {
      const plan = buildPlan(member(TODAY), 'goal_oriented', 'Volunteer at a shelter', [], deadline);
      expect(plan, deadline).toMatchObject({ asked: null, targetDate: '2026-04-23', tooSoon: false });
    }
    const far = buildPlan(member(TODAY), 'goal_oriented', 'Volunteer at a shelter', [], '2100-12-31');
    expect(far).toMatchObject({ asked: '2100-12-31', targetDate: '2100-12-31' });
    expect(far.steps.map((s) => s.dueDate)).toEqual(['2026-03-12', '2037-05-31', '2063-08-06', '2100-12-31']);
  });

  it('the goal keeps the deadline in a very short plan, and no step falls after it', () => {
    const plan = buildPlan(member(TODAY), 'goal_oriented', 'Go skydiving', [], '2026-03-14');
    expect(plan).toMatchObject({ targetDate: '2026-03-14', asked: '2026-03-14', tooSoon: false });
    expect(plan.steps.at(-1)).toEqual({ text: 'Do it: go skydiving', dueDate: '2026-03-14' });
    expect(plan.steps.slice(0, 2).map((s) => s.dueDate)).toEqual(['2026-03-12', '2026-03-13']);
    for (const s of plan.steps) expect(s.dueDate <= '2026-03-14').toBe(true);
  });

  it('puts steps on weekends only, or on weekdays only, as the member is free', () => {
    const weekends = buildPlan(member(TODAY, false, ['Weekend mornings']), 'goal_oriented', 'Write a will', [], null);
    expect(weekends.targetDate).toBe('2026-04-25');
    expect(weekends.steps.map((s) => s.dueDate)).toEqual(['2026-03-14', '2026-03-21', '2026-04-18', '2026-04-25']);
    const weekdays = buildPlan(
      member(TODAY, false, ['Weekday evenings', 'Weekday mornings']),
      'goal_oriented',
      'Learn to play guitar',
      [],
      null,
    );
    expect(weekdays.steps.map((s) => s.dueDate)).toEqual([
      '2026-03-12',
      '2026-03-17',
      '2026-03-26',
      '2026-04-27',
      '2026-05-28',
      '2026-06-10',
    ]);
    // Free on both: any day.
    const both = buildPlan(
      member(TODAY, false, ['Weekend mornings', 'Weekday evenings']),
      'goal_oriented',
      'Learn to play guitar',
      [],
      null,
    );
    expect(both.steps.map((s) => s.dueDate)).toEqual([
      '2026-03-12',
      '2026-03-17',
      '2026-03-26',
      '2026-04-26',
      '2026-05-28',
      '2026-06-10',
    ]);
    // The member's own deadline stands, whatever day it is.
    const trip = buildPlan(
      member(TODAY, false, ['Weekend mornings']),
      'goal_oriented',
      'Visit Japan',
      [],
      '2026-06-01',
    );
    expect(trip.steps.map((s) => s.dueDate)).toEqual([
      '2026-03-14',
      '2026-03-21',
      '2026-04-04',
      '2026-05-02',
      '2026-05-24',
      '2026-06-01',
    ]);
    const saturday = buildPlan(
      member(TODAY, false, ['Weekday evenings']),
      'goal_oriented',
      'Visit Japan',
      [],
      '2026-06-06',
    );
    expect(saturday.steps.map((s) => s.dueDate)).toEqual([
      '2026-03-12',
      '2026-03-16',
      '2026-04-03',
      '2026-05-04',
      '2026-05-28',
      '2026-06-06',
    ]);
  });
});

describe('smallestStep', () => {
  it('ten minutes on how to start, tomorrow; today for tough love', () => {
    expect(smallestStep(member(TODAY), 'tough_love', 'Learn Spanish')).toEqual({
      text: 'Spend ten minutes finding out how to start: learn Spanish',
      dueDate: '2026-03-10',
    });
    expect(smallestStep(member(TODAY), 'gentle_encouragement', 'Learn Spanish', null)).toEqual({
      text: 'Spend ten minutes finding out how to start: learn Spanish',
      dueDate: '2026-03-11',
    });
  });
  it('ten minutes on the next step, on a day the member is free', () => {
    expect(
      smallestStep(
        member('2026-03-13', false, ['Weekend afternoons']),
        'gentle_encouragement',
        'Learn Spanish',
        'Book a tutor',
      ),
    ).toEqual({ text: 'Spend ten minutes on: Book a tutor', dueDate: '2026-03-14' });
    expect(smallestStep(member('2026-03-13', false, ['Weekday evenings']), 'tough_love', 'Learn Spanish').dueDate).toBe(
      '2026-03-13',
    );
    expect(
      smallestStep(member('2026-03-13', false, ['Weekday evenings']), 'goal_oriented', 'Learn Spanish').dueDate,
    ).toBe('2026-03-16');
    expect(
      smallestStep(member('2026-03-14', false, ['Weekday evenings']), 'goal_oriented', 'Learn Spanish').dueDate,
    ).toBe('2026-03-16');
    expect(smallestStep(member(TODAY, false, ['Weekend']), 'goal_oriented', 'Learn Spanish').dueDate).toBe(
      '2026-03-14',
    );
    // A Sunday is a weekend day too.
    expect(
      smallestStep(member('2026-03-14', false, ['Weekend mornings']), 'gentle_encouragement', 'Learn Spanish').dueDate,
    ).toBe('2026-03-15');
  });
});
